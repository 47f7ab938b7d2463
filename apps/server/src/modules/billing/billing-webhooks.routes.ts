import type { FastifyPluginAsync } from 'fastify';
import type { WebhooksService } from './billing-webhooks.service.js';

/**
 * POST /api/billing/webhooks/:provider — every provider, sandbox included, delivers here. The body
 * is kept as the exact string received: signatures are computed over those bytes.
 */
export const billingWebhookRoutes: FastifyPluginAsync<{ webhooks: WebhooksService }> = async (app, { webhooks }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
  app.post<{ Params: { provider: string }; Body: string }>(
    '/api/billing/webhooks/:provider',
    // Providers send bursts and retries from a few addresses: the global limit would drop real events.
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['billing'], summary: 'Signed events from a payment provider', hide: false },
    },
    async (request, reply) => {
      const outcome = await webhooks.handle(request.params.provider, typeof request.body === 'string' ? request.body : '', request.headers);
      return reply.status(200).send({ received: true, outcome });
    },
  );
};
