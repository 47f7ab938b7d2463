import { lazy, Suspense, useEffect, useState } from 'react';
import { isToasterRequested, loadToaster, onToasterRequested, toasterMounted } from '../lib/toast';

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadToaster();
  function MountedToaster() {
    useEffect(() => toasterMounted(), []);
    // Spec section 9: top right, rich colours, close button, 4 s, 3 visible.
    return <SonnerToaster position="top-right" richColors closeButton duration={4000} visibleToasts={3} />;
  }
  return { default: MountedToaster };
});

/** Mounts the toaster once the page is idle, or as soon as something wants to show a toast. */
export function DeferredToaster() {
  const [show, setShow] = useState(isToasterRequested);
  useEffect(() => {
    if (show) return;
    const off = onToasterRequested(() => setShow(true));
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => void loadToaster(), { timeout: 3000 })
      : window.setTimeout(() => void loadToaster(), 2000);
    return () => {
      off();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [show]);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
