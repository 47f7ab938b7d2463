import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { SocialProofService } from './social-proof.service.js';

/** Spec: realtime heartbeat every 30 s (keeps proxies from closing an idle stream). */
const heartbeatMs = 30_000;

/** Server-Sent Events: `event: subscription` with `{"tier":"premium"}` for each real new subscription. */
export const socialProofRoutes: FastifyPluginAsync<{ socialProof: SocialProofService }> = async (app, { socialProof }) => {
  const open = new Set<ServerResponse>();
  // Open streams never finish by themselves: end them so the server can close.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });
  app.get(
    '/api/social-proof/stream',
    {
      config: { access: 'public' },
      schema: { tags: ['social-proof'], summary: 'Anonymised new subscriptions as they happen (Server-Sent Events; tier only)' },
    },
    async (request, reply) => {
      reply.hijack();
      const res = reply.raw;
      let unsubscribe: () => Promise<void>;
      try {
        // Listening before the first byte: a client that has the stream open misses nothing.
        unsubscribe = await socialProof.subscribe((event) => res.write(`event: subscription\ndata: ${JSON.stringify(event)}\n\n`));
      } catch (err) {
        request.log.error({ err }, 'social proof stream could not listen');
        res.writeHead(503, { 'retry-after': '10' }).end();
        return;
      }
      if (res.destroyed) {
        await unsubscribe();
        return;
      }
      open.add(res);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      // Tells EventSource to wait 10 s before reconnecting (the spec's longest reconnect delay).
      res.write('retry: 10000\n\n');
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
      heartbeat.unref();
      const end = () => {
        clearInterval(heartbeat);
        open.delete(res);
        void unsubscribe().catch((err: unknown) => app.log.warn({ err }, 'social proof unsubscribe failed'));
      };
      res.once('close', end);
    },
  );
};
