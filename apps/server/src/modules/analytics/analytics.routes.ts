import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordEventInputSchema, recordPageViewInputSchema } from '@brainboost/domain/schemas/analytics';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { routeLimits } from '../../plugins/rate-limits.js';
import type { AnalyticsService } from './analytics.service.js';

const responses = { 204: z.null(), 400: errorResponseSchema, 429: errorResponseSchema };

/** First-party analytics: stored in our database, a random per-tab session id, no IP address. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (app, { analytics }) => {
  app.post(
    '/api/analytics/page-views',
    {
      config: { access: 'public', rateLimit: routeLimits.analytics },
      schema: { tags: ['analytics'], summary: 'Record a page view', body: recordPageViewInputSchema, response: responses },
    },
    async (request, reply) => {
      await analytics.recordPageView(request.body, request.userId);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/analytics/events',
    {
      config: { access: 'public', rateLimit: routeLimits.analytics },
      schema: { tags: ['analytics'], summary: 'Record a product event', body: recordEventInputSchema, response: responses },
    },
    async (request, reply) => {
      await analytics.recordEvent(request.body, request.userId);
      return reply.status(204).send(null);
    },
  );
};
