import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket as Socket } from 'ws';
import { realtimeClientMessageSchema, type RealtimeServerMessage } from '@brainboost/domain/schemas/realtime';
import { createMessageRate } from './message-rate.js';
import type { RealtimeHub } from './realtime-hub.js';
import { realtimeErrors } from './realtime.errors.js';

/** The close code for a client breaking the rules (too many messages, a message of the wrong shape); a silent one is cut off. */
const policyViolation = 1008;

export type RealtimeRouteOptions = {
  hub: RealtimeHub;
  /** Origins a browser may open the socket from (PUBLIC_URL's). */
  origins: readonly string[];
  heartbeatMs: number;
  /** Messages a client may send at once, and per second after that. */
  rate: { burst: number; perSecond: number };
};

/**
 * GET /api/realtime: the one WebSocket endpoint (ARCHITECTURE.md, "Realtime"). Signed-in users
 * only, from our own origin. The server pings every `heartbeatMs` and drops a socket that missed
 * two pings; a client pings too (`ping` → `pong`) to notice a dead link on its side. Everything
 * else on the socket comes from the hub: events published to the user, from any server.
 */
export const realtimeRoutes: FastifyPluginAsync<RealtimeRouteOptions> = async (app, { hub, origins, heartbeatMs, rate }) => {
  const allowed = new Set(origins);
  app.get(
    '/api/realtime',
    {
      websocket: true,
      compress: false,
      config: { access: 'signed-in' },
      preValidation: (request, _reply, done) => {
        const origin = request.headers.origin;
        done(origin !== undefined && allowed.has(origin) ? undefined : realtimeErrors.originNotAllowed());
      },
    },
    (socket: Socket, request) => {
      const send = (message: RealtimeServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const detach = hub.attach(request.userId!, { send });
      const limit = createMessageRate(rate);

      let missed = 0;
      socket.on('pong', () => (missed = 0));
      const heartbeat = setInterval(() => {
        if (missed >= 2) {
          socket.terminate();
          return;
        }
        missed += 1;
        socket.ping();
      }, heartbeatMs);

      socket.on('message', (data, isBinary) => {
        if (!limit.take()) return socket.close(policyViolation, 'rate');
        let parsed: unknown;
        try {
          parsed = isBinary ? null : JSON.parse(data.toString());
        } catch {
          parsed = null;
        }
        const message = realtimeClientMessageSchema.safeParse(parsed);
        if (!message.success) return socket.close(policyViolation, 'message');
        missed = 0;
        send({ type: 'pong', id: message.data.id });
      });
      socket.on('close', () => {
        clearInterval(heartbeat);
        detach();
      });
      socket.on('error', () => socket.terminate());
      send({ type: 'ready' });
    },
  );
};
