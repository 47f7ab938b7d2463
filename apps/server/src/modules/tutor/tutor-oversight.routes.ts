import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { conversationDetailSchema, conversationListSchema } from '@brainboost/domain/schemas/tutor';
import type { TutorOversight } from './tutor-oversight.js';

const childParams = z.object({ childId: z.uuid({ error: 'tutor.childNotFound' }) });
const conversationParams = childParams.extend({ id: z.uuid({ error: 'tutor.conversationNotFound' }) });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** Who may call: a signed-in parent, about their own linked children only (anyone else's is a 404). */
export const tutorOversightRoutes: FastifyPluginAsyncZod<{ oversight: TutorOversight }> = async (app, { oversight }) => {
  app.get(
    '/api/tutor/children/:childId/conversations',
    { config: { access: 'signed-in' }, schema: { tags: ['tutor'], summary: 'A linked child’s tutor conversations, for their parent', params: childParams, response: { 200: conversationListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return oversight.listForParent(request.userId!, request.params.childId);
    },
  );
  app.get(
    '/api/tutor/children/:childId/conversations/:id',
    { config: { access: 'signed-in' }, schema: { tags: ['tutor'], summary: 'One of a linked child’s tutor conversations, with flagged exchanges marked', params: conversationParams, response: { 200: conversationDetailSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return oversight.getForParent(request.userId!, request.params.childId, request.params.id);
    },
  );
};
