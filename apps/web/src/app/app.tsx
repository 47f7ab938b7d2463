import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { LoadingFallback } from '../components/loading-fallback';
import { setUpI18n } from '../lib/i18n';
import { DeferredToaster } from './deferred-toaster';
import { DisplaySettings } from './display-settings';
import { router } from './router';

void setUpI18n();

export function App() {
  return (
    <>
      <DisplaySettings />
      <Suspense fallback={<LoadingFallback />}>
        <RouterProvider router={router} />
      </Suspense>
      <DeferredToaster />
    </>
  );
}
