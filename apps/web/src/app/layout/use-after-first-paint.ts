import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted the page and has a moment to
 * spare: for things a visitor doesn't need in the first frame (the first-visit welcome dialog),
 * so their code isn't fetched and run while the page itself is still being drawn.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A transition: React renders what this reveals in slices, yielding to the browser between them.
    const reveal = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(reveal, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(reveal, 200);
    return () => window.clearTimeout(id);
  }, []);
  return ready;
}
