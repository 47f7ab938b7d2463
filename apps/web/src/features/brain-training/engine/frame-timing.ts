/**
 * Frame-aligned display. The stimulus is written to the DOM inside a requestAnimationFrame callback,
 * so it is painted in that very frame, and its onset is read with performance.now() in the same
 * callback. Responses are timed from the input event's timeStamp, which shares performance.now()'s
 * clock, so queueing of the event handler does not add to the measured time.
 */
/** Longer than any frame at 10 Hz or more; a frame that late means frames have stopped. */
const frameFallbackMs = 100;

export function paintOnNextFrame(paint: () => void): Promise<number> {
  return new Promise((resolve) => {
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      paint();
      resolve(performance.now());
    };
    requestAnimationFrame(run);
    // A browser that stops producing frames (hidden or starved) must not hang the task: paint anyway
    // and leave a performance mark, so measurements can tell such trials apart.
    setTimeout(() => {
      if (done) return;
      performance.mark('brain-training:no-frame');
      run();
    }, frameFallbackMs);
  });
}

/** A timer that resolves after `ms`, or early (with false) when the signal aborts. */
export function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** A random whole number of ms in [min, max]: variable fore-periods stop people anticipating. */
export const jitter = (min: number, max: number) => Math.round(min + Math.random() * (max - min));
