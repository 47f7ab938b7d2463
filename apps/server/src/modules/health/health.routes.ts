import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { unavailableRetryAfterSeconds } from '../../plugins/service-unavailable.js';
import type { Readiness } from './health.types.js';

/** Liveness says the process answers; readiness says it can serve (database reachable, not shutting down). */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; readiness: Readiness }> = async (app, { db, readiness }) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable and not shutting down',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('unavailable'), reason: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      const unavailable = (reason: string) =>
        reply
          .status(503)
          .header('retry-after', String(unavailableRetryAfterSeconds))
          .send({ status: 'unavailable' as const, reason });
      if (!readiness.accepting) return unavailable('shutting down');
      try {
        await sql`select 1`.execute(db);
        return { status: 'ready' as const };
      } catch (err) {
        app.log.error({ err }, 'readiness check failed');
        return unavailable('database unreachable');
      }
    },
  );
};
