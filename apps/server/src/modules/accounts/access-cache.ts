import { channels, type Listener } from '../../db/notifications.js';

/** How long an entry may be served without being read again, even if no change was signalled. */
export const accessCacheMaxAgeMs = 60_000;
/** Entries kept per kind; past it the oldest goes first. */
export const accessCacheMaxEntries = 20_000;

type Entry<T> = { value: T; userId: string; storedAt: number };

/** Entries by key, bounded, with the keys of each user at hand so a user's entries drop at once. */
function createStore() {
  const entries = new Map<string, Entry<unknown>>();
  const keysOf = new Map<string, Set<string>>();
  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysOf.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.userId);
  }
  return {
    get: (key: string) => entries.get(key),
    set(key: string, entry: Entry<unknown>) {
      drop(key);
      if (entries.size >= accessCacheMaxEntries) drop(entries.keys().next().value!);
      entries.set(key, entry);
      const keys = keysOf.get(entry.userId) ?? new Set<string>();
      keys.add(key);
      keysOf.set(entry.userId, keys);
    },
    drop,
    dropUser(userId: string) {
      for (const key of keysOf.get(userId) ?? []) entries.delete(key);
      keysOf.delete(userId);
    },
    clear() {
      entries.clear();
      keysOf.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
type Store = ReturnType<typeof createStore>;

/**
 * Sessions (by token) and access rows (by user id) kept in this server's memory, so a signed-in
 * request does not read them from the database each time (decision 0030).
 *
 * Correctness rests on the `bb_access_changed` notifications of migration 0028:
 * - a signal for a user drops that user's sessions and row; `*` drops everything;
 * - nothing is served from memory unless the listener is connected: while it is down (and at the
 *   moment it is lost or regained) everything is dropped and every read goes to the database;
 * - a read that was in flight when its user changed is used for that request but not kept;
 * - nothing is kept longer than `accessCacheMaxAgeMs`.
 * Unknown tokens are never kept, so made-up cookies cannot fill memory.
 */
export function createAccessCache(listener: Listener, now: () => number = Date.now) {
  const sessions = createStore();
  const rows = createStore();
  /** Change counter: a read keeps its result only if its user's last change came before it started. */
  let changes = 0;
  let everythingChangedAt = 0;
  const changedAt = new Map<string, number>();
  let readsInFlight = 0;
  let unlisten: (() => Promise<void>) | null = null;

  function forgetUser(userId: string) {
    changes += 1;
    changedAt.set(userId, changes);
    rows.dropUser(userId);
    sessions.dropUser(userId);
  }

  function forgetEverything() {
    changes += 1;
    everythingChangedAt = changes;
    sessions.clear();
    rows.clear();
  }

  function fresh<T>(store: Store, key: string): Entry<T> | undefined {
    const entry = store.get(key) as Entry<T> | undefined;
    if (!entry) return undefined;
    if (now() - entry.storedAt < accessCacheMaxAgeMs) return entry;
    store.drop(key);
    return undefined;
  }

  /** What a store holds for `key` now, only while changes are being heard. */
  function kept<T>(store: Store, key: string): T | undefined {
    return listener.isListening() ? fresh<T>(store, key)?.value : undefined;
  }

  /** Reads through `load`, keeping the result when nothing about its user changed meanwhile. */
  async function readThrough<T>(store: Store, key: string, load: () => Promise<T>, userOf: (value: T) => string | null): Promise<T> {
    if (!listener.isListening()) return load();
    const hit = fresh<T>(store, key);
    if (hit) return hit.value;
    const startedAt = changes;
    readsInFlight += 1;
    try {
      const value = await load();
      const userId = userOf(value);
      const changedSince = Math.max(everythingChangedAt, userId ? (changedAt.get(userId) ?? 0) : 0) > startedAt;
      if (userId && !changedSince && listener.isListening()) store.set(key, { value, userId, storedAt: now() });
      return value;
    } finally {
      readsInFlight -= 1;
      // Change marks matter only to reads in flight; none left, none needed.
      if (readsInFlight === 0) changedAt.clear();
    }
  }

  return {
    /** Starts listening for changes; until then (and if it fails) every read goes to the database. */
    async start() {
      listener.onInterrupted(forgetEverything);
      unlisten = await listener.listen(channels.accessChanged, (payload) => (payload === '*' ? forgetEverything() : forgetUser(payload)));
    },
    async stop() {
      forgetEverything();
      await unlisten?.();
      unlisten = null;
    },
    /** The session a token names if this server holds it now, without waiting on anything. */
    keptSession: <T extends { userId: string }>(token: string) => kept<T>(sessions, token),
    /** A user's access row if this server holds it now, without waiting on anything. */
    keptRow: <T>(userId: string) => kept<T>(rows, userId),
    /** The session a token names (null, never kept, when there is none). */
    session<T extends { userId: string }>(token: string, load: () => Promise<T | null>): Promise<T | null> {
      return readThrough(sessions, token, load, (value) => value?.userId ?? null);
    },
    /** A user's access row (kept only when the user exists). */
    row<T>(userId: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
      return readThrough(rows, userId, load, (value) => (value === undefined ? null : userId));
    },
    /**
     * Waits until every change committed so far has been applied here: a request that wrote
     * answers only after this, so its caller's next request sees the write.
     */
    async settle() {
      // A failed round trip means the connection was lost, and losing it empties the cache.
      if (listener.isListening()) await listener.sync().catch(() => undefined);
    },
    get size() {
      return { sessions: sessions.size, rows: rows.size };
    },
  };
}

export type AccessCache = ReturnType<typeof createAccessCache>;
