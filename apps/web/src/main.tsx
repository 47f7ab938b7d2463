import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import type { ResourceKey } from 'i18next';
import { firstScreenBundleOf, firstScreenBundles } from './app/first-screen-namespaces';
import { router } from './app/router';
import { i18n, setUpI18n } from './lib/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// The first render waits for the texts the boot script is already downloading (one file with the
// core namespaces and the page's), so the page appears whole, never as a loading screen that then
// jumps to the page. Without that file the namespaces load one by one, with retries. A transition
// lets React render in slices, yielding to the browser between them, instead of one long task.
const language = document.documentElement.lang || 'en';
const texts = fetch(`/locales/${language}/first-screen/${firstScreenBundleOf(location.pathname)}.json`, { credentials: 'same-origin' })
  .then((response) => (response.ok ? (response.json() as Promise<Record<string, ResourceKey>>) : undefined))
  .catch(() => undefined)
  .then((namespaces) => setUpI18n(namespaces && { language, namespaces }))
  .then(() => i18n.loadNamespaces(firstScreenBundles[firstScreenBundleOf(location.pathname)]!));
// The router starts loading the opened page's code as soon as it is created; rendering before that
// code is there would paint a loading screen first and then the page (two renders, a later paint).
const pageCode = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});
void Promise.all([texts.catch(() => undefined), pageCode]).then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
