import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely, type Transaction } from 'kysely';
import pg from 'pg';

/**
 * NOTIFY channels.
 * - `subscriptionStarted` carries `{"tier":"basic"|"premium"|"ultimate"}` and nothing else.
 * - `accessChanged` carries the id of a user whose session, account, role, profile or
 *   subscriptions changed, or `*` when a whole table was emptied (migration 0028, decision 0030).
 * - `adminStatsChanged` carries nothing: something the admin stats count changed (migration 0030).
 * - `realtime` carries one part of an event for a user's realtime sockets (realtime-notify-parts.ts, decision 0108).
 * - `voiceChatCancel` carries `{"turnId","userId"}`: the learner interrupted a voice-chat turn (any server may be generating it).
 */
export const channels = {
  subscriptionStarted: 'bb_subscription_started',
  accessChanged: 'bb_access_changed',
  adminStatsChanged: 'bb_admin_stats_changed',
  realtime: 'bb_realtime',
  voiceChatCancel: 'bb_voice_chat_cancel',
} as const;

/** Subscribes to a PostgreSQL NOTIFY channel; the returned function unsubscribes. */
export type Listener = {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Resolves once every notification of a transaction that committed before the call has been
   * handed to its handlers (a round trip on the listening connection: PostgreSQL sends pending
   * notifications before it answers).
   */
  sync(): Promise<void>;
  /** True while notifications are being received (false before the first LISTEN and while reconnecting). */
  isListening(): boolean;
  /** Called when the connection is lost and again once it listens again: notifications may have been missed. */
  onInterrupted(handler: () => void): () => void;
  close(): Promise<void>;
};

const listeners = new WeakMap<object, Listener>();

export function registerListener(db: Kysely<never> | object, listener: Listener) {
  listeners.set(db, listener);
}

/** The LISTEN side of the database `db` was opened on (see database.ts). */
export function listenerOf(db: object): Listener {
  const listener = listeners.get(db);
  if (!listener) throw new Error('this database was not opened by openDatabase');
  return listener;
}

/** Ends the LISTEN connection of `db`, if it has one (the app's close hook). */
export async function closeListener(db: object) {
  await listeners.get(db)?.close();
}

/**
 * Sends `payload` on `channel` from inside a transaction: PostgreSQL delivers it only if the
 * transaction commits, to every server listening (LISTEN/NOTIFY is the fan-out across servers).
 */
export async function notifyOnCommit<DB>(trx: Transaction<DB> | Kysely<DB>, channel: string, payload: string) {
  await sql`select pg_notify(${channel}, ${payload})`.execute(trx);
}

/** PGlite (one process): its own listen/unlisten on the embedded instance, never interrupted. */
export function pgliteListener(client: PGlite): Listener {
  let listening = 0;
  return {
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      listening += 1;
      return async () => {
        listening -= 1;
        if (!client.closed) await unlisten();
      };
    },
    // PGlite hands a transaction's notifications to their handlers before its commit resolves.
    async sync() {},
    isListening: () => listening > 0 && !client.closed,
    onInterrupted: () => () => {},
    async close() {},
  };
}

const reconnectDelaysMs = [1000, 2000, 5000, 10_000];

/**
 * PostgreSQL: one dedicated connection outside the pool holds every LISTEN of this server (a pooled
 * connection would lose them when returned). It reconnects after 1, 2, 5, 10 s and listens again.
 */
export function postgresListener(url: string): Listener {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const interrupted = new Set<() => void>();
  const tellInterrupted = () => {
    for (const handler of interrupted) handler();
  };
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let attempt = 0;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', () => {
      // Lost: drop it and listen again on a new connection after a short wait.
      const wasListening = client === next;
      if (wasListening) client = null;
      if (wasListening) tellInterrupted();
      void next.end().catch(() => {});
      reconnectLater();
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    // After a reconnect, what was sent while nobody listened is gone.
    if (attempt > 0) tellInterrupted();
    attempt = 0;
    return next;
  }

  /** Tries again after 1, 2, 5, then every 10 s until a connection listens (or the server closes). */
  function reconnectLater() {
    if (closed || handlers.size === 0) return;
    const delay = reconnectDelaysMs[Math.min(attempt++, reconnectDelaysMs.length - 1)]!;
    setTimeout(() => void ensure().catch(reconnectLater), delay).unref();
  }

  async function ensure(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    client = await connecting;
    return client;
  }

  return {
    async listen(channel, onPayload) {
      const isNew = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(onPayload);
      handlers.set(channel, set);
      const wasConnected = client !== null;
      const connection = await ensure();
      if (isNew && wasConnected) await connection.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size > 0) return;
        handlers.delete(channel);
        if (client) await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    sync: coalescedSync(async () => {
      if (client) await client.query('select 1');
    }),
    isListening: () => client !== null && !closed,
    onInterrupted(handler) {
      interrupted.add(handler);
      return () => interrupted.delete(handler);
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      if (current) await current.end().catch(() => {});
    },
  };
}

/**
 * Runs `roundTrip` for callers, sharing runs: a caller arriving while one is in flight waits for
 * the next run (the one in flight may have started before the caller's own commit).
 */
function coalescedSync(roundTrip: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    current = roundTrip().finally(() => {
      current = null;
    });
    return current;
  };
  return () => {
    if (!current) return start();
    next ??= current.then(
      () => {
        next = null;
        return start();
      },
      () => {
        next = null;
        return start();
      },
    );
    return next;
  };
}
