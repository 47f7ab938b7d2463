import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { personalizationSchema } from '@brainboost/domain/schemas/personalization';
import type { PersonalizationService } from './personalization.service.js';

/** Who may call: a signed-in learner whose plan includes `personalization` (Premium, Ultimate, trial, family), about themselves. */
export const personalizationRoutes: FastifyPluginAsyncZod<{ personalization: PersonalizationService }> = async (
  app,
  { personalization },
) => {
  app.get(
    '/api/personalization',
    {
      config: { access: 'signed-in', feature: 'personalization' },
      schema: {
        tags: ['personalization'],
        summary: 'My strengths, weak topics and recommended practice, from my own tutor questions and brain-training results',
        response: { 200: personalizationSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return personalization.overview(request.userId!);
    },
  );
};
