import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstScreenNamespaces } from './app/first-screen-namespaces';
import { i18n, setUpI18n } from './lib/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// The first render waits for the texts the boot script is already downloading, so the page
// appears whole, never as a loading screen that then jumps to the page. A failed download still
// renders (components ask again, with retries). A transition lets React render in slices, yielding
// to the browser between them, instead of one long task that blocks input while the page starts.
const texts = setUpI18n().then(() => i18n.loadNamespaces(firstScreenNamespaces[location.pathname] ?? []));
void texts
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }),
  );
