import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted the page and has a moment to
 * spare: for things a visitor doesn't need in the first frame (the first-visit welcome dialog),
 * so their code isn't fetched and run while the page itself is still being drawn.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(id);
  }, []);
  return ready;
}
