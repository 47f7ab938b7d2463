import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { realtimeHeartbeatMs, realtimeMaxClientMessageBytes } from '@brainboost/domain/schemas/realtime';
import type { Db } from '../../db/database.js';
import { listenerOf } from '../../db/notifications.js';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.js';
import { realtimeRoutes } from './realtime.routes.js';

/**
 * The realtime WebSocket and its hub. Returns the hub: other modules `publish(userId, event)` and
 * the event reaches that user's sockets on whichever server holds them.
 */
export async function registerRealtime(
  app: FastifyInstance,
  deps: { db: Db; origins: readonly string[]; heartbeatMs?: number },
): Promise<{ hub: RealtimeHub }> {
  const hub = createRealtimeHub({ db: deps.db, listener: listenerOf(deps.db) });
  await hub.start();
  app.addHook('onClose', async () => hub.stop());
  await app.register(websocket, { options: { maxPayload: realtimeMaxClientMessageBytes } });
  await app.register(realtimeRoutes, {
    hub,
    origins: deps.origins,
    heartbeatMs: deps.heartbeatMs ?? realtimeHeartbeatMs,
    // A heartbeat every 30 s is all a well-behaved client sends; the burst absorbs a reconnect's catch-up.
    rate: { burst: 10, perSecond: 1 },
  });
  return { hub };
}
