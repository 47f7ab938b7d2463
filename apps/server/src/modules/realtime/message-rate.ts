/**
 * A per-connection token bucket: `burst` messages at once, refilled at `perSecond`. A client that
 * sends faster than a person or a heartbeat would is cut off rather than slowed down.
 */
export function createMessageRate({ burst, perSecond }: { burst: number; perSecond: number }, now: () => number = Date.now) {
  let tokens = burst;
  let last = now();
  return {
    /** True when this message is within the limit. */
    take(): boolean {
      const at = now();
      tokens = Math.min(burst, tokens + ((at - last) / 1000) * perSecond);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
