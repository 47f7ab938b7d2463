/** Addresses counted at once, at most; past it the oldest count goes first. */
const fixedWindowMaxKeys = 100_000;

type WindowCount = { count: number; resetAt: number };

/**
 * Requests per key (a client address) in fixed windows of `windowMs` that start at the key's first
 * request. A count is one object per key, changed in place, so counting a request allocates nothing.
 * Counts are kept in order of their window's start, which is also the order they expire in: the
 * expired ones at the front are dropped as new windows open, so memory follows the number of keys
 * seen in the last window, never more than `maxKeys`.
 */
export function createFixedWindowCounter({
  windowMs,
  maxKeys = fixedWindowMaxKeys,
  now = Date.now,
}: {
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}) {
  const counts = new Map<string, WindowCount>();
  function openWindow(key: string, at: number): WindowCount {
    counts.delete(key);
    for (const [oldest, count] of counts) {
      if (count.resetAt > at && counts.size < maxKeys) break;
      counts.delete(oldest);
    }
    const count = { count: 0, resetAt: at + windowMs };
    counts.set(key, count);
    return count;
  }
  return {
    /** Counts one request of `key`; the count so far in its window and when that window ends. */
    hit(key: string, at = now()): WindowCount {
      const current = counts.get(key);
      const count = current && current.resetAt > at ? current : openWindow(key, at);
      count.count += 1;
      return count;
    },
    get size() {
      return counts.size;
    },
  };
}
