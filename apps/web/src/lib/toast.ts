/**
 * Toasts without putting the toast library in the first download: sonner loads when the browser
 * is idle, or at the first toast, whichever comes first. Calls made before it is ready wait for it.
 */
type Sonner = typeof import('sonner');
type Options = { description?: string; id?: string };

let library: Promise<Sonner> | null = null;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const requestListeners = new Set<() => void>();
let requested = false;

export function loadToaster(): Promise<Sonner> {
  library ??= import('sonner');
  if (!requested) {
    requested = true;
    requestListeners.forEach((listener) => listener());
  }
  return library;
}

export function onToasterRequested(listener: () => void) {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

export function isToasterRequested() {
  return requested;
}

/** Called by the Toaster once mounted, so queued toasts show. */
export function toasterMounted() {
  markMounted();
}

async function show(kind: 'success' | 'error' | 'info', message: string, options?: Options) {
  const { toast: sonnerToast } = await loadToaster();
  await mounted;
  sonnerToast[kind](message, options);
}

export const toast = {
  success: (message: string, options?: Options) => void show('success', message, options),
  error: (message: string, options?: Options) => void show('error', message, options),
  info: (message: string, options?: Options) => void show('info', message, options),
};
