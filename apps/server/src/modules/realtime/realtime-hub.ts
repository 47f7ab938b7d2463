import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from '@brainboost/domain/schemas/realtime';
import type { Db } from '../../db/database.js';
import { channels, notifyOnCommit, type Listener } from '../../db/notifications.js';
import { createPartJoiner, splitIntoParts } from './realtime-notify-parts.js';

/** A socket of this server, as the hub sees it: somewhere to send a user's events. */
export type LocalSocket = { send(event: RealtimeEvent): void };

/**
 * Fan-out of a user's events across servers: `publish` sends them through PostgreSQL NOTIFY (PGlite's
 * own listener on one process), and every server hands each event to its own sockets of that user.
 * The app server keeps no state another server would need: a socket may be held by any of them.
 */
export function createRealtimeHub({ db, listener }: { db: Db; listener: Listener }) {
  const sockets = new Map<string, Set<LocalSocket>>();
  let unlisten: (() => Promise<void>) | null = null;
  // One NOTIFY at a time: each commits before the next is sent, so listeners receive them in order.
  let queue: Promise<void> = Promise.resolve();

  const deliver = createPartJoiner((userId, raw) => {
    const local = sockets.get(userId);
    if (!local) return;
    const event = JSON.parse(raw) as RealtimeEvent;
    for (const socket of local) socket.send(event);
  });

  return {
    async start() {
      unlisten = await listener.listen(channels.realtime, deliver);
    },
    async stop() {
      await unlisten?.();
      unlisten = null;
    },

    /** Delivers `event` to every socket of `userId` on every server; resolves once it is sent (in publishing order). */
    publish(userId: string, event: RealtimeEvent): Promise<void> {
      const parts = splitIntoParts(randomUUID(), userId, JSON.stringify(event));
      const sent = queue.then(async () => {
        for (const part of parts) await notifyOnCommit(db, channels.realtime, part);
      });
      queue = sent.catch(() => {});
      return sent;
    },

    /** Registers a socket of this server for `userId`'s events; the returned function removes it. */
    attach(userId: string, socket: LocalSocket): () => void {
      const local = sockets.get(userId) ?? new Set();
      local.add(socket);
      sockets.set(userId, local);
      return () => {
        local.delete(socket);
        if (local.size === 0) sockets.delete(userId);
      };
    },

    /** Sockets open on this server (for tests and logs). */
    socketCount: () => [...sockets.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
