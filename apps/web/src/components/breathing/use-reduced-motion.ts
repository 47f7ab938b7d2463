import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia?.(query);
  media?.addEventListener('change', onChange);
  // The app's own setting toggles a class on <html>.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    media?.removeEventListener('change', onChange);
    observer.disconnect();
  };
}

/** True when the system asks for reduced motion or the learner turned it on in settings. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => Boolean(window.matchMedia?.(query).matches) || document.documentElement.classList.contains('reduce-motion'),
    () => false,
  );
}
