import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createFeedbackInputSchema, feedbackCreatedSchema } from '@brainboost/domain/schemas/feedback';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import type { Db } from '../../db/database.js';
import { routeLimits } from '../../plugins/rate-limits.js';
import { createFeedbackService } from './feedback.service.js';

export const feedbackRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createFeedbackService(db);
  app.post(
    '/api/feedback',
    {
      config: { access: 'public', rateLimit: routeLimits.form },
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback (improvement, issue or feature idea)',
        body: createFeedbackInputSchema,
        response: { 201: feedbackCreatedSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await service.submit(request.body, { userId: request.userId, locale: request.locale });
      return reply.status(201).send(created);
    },
  );
};
