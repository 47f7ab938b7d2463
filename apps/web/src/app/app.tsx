import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { LoadingFallback } from '../components/loading-fallback';
import { DeferredToaster } from './deferred-toaster';
import { DisplaySettings } from './display-settings';
import { router } from './router';

// Development mode switch: Vite dev builds only. In a production build this is `null`, so the
// import below is dead code and the toggle's chunk is never emitted.
const DevModeToggle = import.meta.env.DEV
  ? lazy(() => import('../features/dev-mode/components/dev-mode-toggle').then((m) => ({ default: m.DevModeToggle })))
  : null;

export function App() {
  return (
    <>
      <DisplaySettings />
      <Suspense fallback={<LoadingFallback />}>
        <RouterProvider router={router} />
      </Suspense>
      <DeferredToaster />
      {DevModeToggle && (
        <Suspense fallback={null}>
          <DevModeToggle />
        </Suspense>
      )}
    </>
  );
}
