import { channels, type Listener } from '../../db/notifications.js';

/** How long counted stats may be served without counting again, even if no change was signalled. */
export const adminStatsMaxAgeMs = 60_000;

/**
 * The last counted admin stats, kept in this server's memory until anything they count may have
 * changed (decision 0059). Counting scans every user; the answer changes only when a user, a role,
 * a subscription or an access request is written.
 *
 * Correctness rests on the `bb_admin_stats_changed` notification of migration 0030, from any
 * writer (a route, a job, another server, a psql prompt):
 * - a notification drops what is kept;
 * - nothing is served from memory unless this cache listens and the connection is up: before
 *   `start`, after `stop`, while the connection is down (and at the moment it is lost or regained)
 *   nothing is kept and every request counts;
 * - a count that was in flight when a change arrived answers its request but is not kept;
 * - nothing is kept longer than `adminStatsMaxAgeMs`, and a new UTC day (the key) counts again.
 * A request that wrote answers only once its notifications have arrived (the access cache's
 * `settle`), so whoever changed a role sees the new counts on their next request.
 */
export function createAdminStatsCache<T>(listener: Listener, now: () => number = Date.now) {
  let kept: { key: string; value: T; storedAt: number } | null = null;
  /** Change counter: a count is kept only if no change arrived while it ran. */
  let changes = 0;
  let unlisten: (() => Promise<void>) | null = null;
  /** Kept values are trusted only while this cache hears the channel and the connection is up. */
  const hearing = () => unlisten !== null && listener.isListening();
  let stopHearingInterruptions: (() => void) | null = null;

  function forget() {
    changes += 1;
    kept = null;
  }

  return {
    /** Starts listening for changes; until then (and if it fails) every request counts. */
    async start() {
      stopHearingInterruptions = listener.onInterrupted(forget);
      unlisten = await listener.listen(channels.adminStatsChanged, forget);
    },
    async stop() {
      const stopListening = unlisten;
      unlisten = null;
      forget();
      stopHearingInterruptions?.();
      await stopListening?.();
    },
    /** The stats for `key` (the UTC day): kept ones while nothing changed, else `count()`. */
    async get(key: string, count: () => Promise<T>): Promise<T> {
      if (!hearing()) return count();
      if (kept && kept.key === key && now() - kept.storedAt < adminStatsMaxAgeMs) return kept.value;
      const startedAt = changes;
      const value = await count();
      if (changes === startedAt && hearing()) kept = { key, value, storedAt: now() };
      return value;
    },
  };
}

export type AdminStatsCache<T> = ReturnType<typeof createAdminStatsCache<T>>;
