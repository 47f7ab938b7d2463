import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createFeedbackInputSchema, feedbackCreatedSchema } from '@brainboost/domain/schemas/feedback';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { routeLimits } from '../../plugins/rate-limits.js';
import type { FeedbackService } from './feedback.service.js';

export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (app, { feedback }) => {
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
      const created = await feedback.submit(request.body, { userId: request.userId, locale: request.locale });
      return reply.status(201).send(created);
    },
  );
};
