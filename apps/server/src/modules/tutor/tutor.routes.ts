import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import {
  askQuestionInputSchema,
  askQuestionResultSchema,
  conversationDetailSchema,
  conversationListSchema,
  conversationParamsSchema,
  renameConversationInputSchema,
  tutorUsageSchema,
} from '@brainboost/domain/schemas/tutor';
import type { TutorService } from './tutor.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** Who may call: any signed-in learner, about their own conversations only (anyone else's is a 404). */
export const tutorRoutes: FastifyPluginAsyncZod<{ tutor: TutorService }> = async (app, { tutor }) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/tutor')) reply.header('cache-control', 'private, no-store');
  });
  app.get(
    '/api/tutor/usage',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['tutor'],
        summary: 'Questions asked today, the daily limit and whether full solutions are included',
        response: { 200: tutorUsageSchema, 401: errorResponseSchema },
      },
    },
    async (request) => tutor.usage(request.userId!),
  );
  app.post(
    '/api/tutor/questions',
    {
      config: { access: 'signed-in', feature: 'basic_homework_help', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['tutor'],
        summary: 'Ask the tutor a question: hints, steps and (with homework_solution) the full solution',
        body: askQuestionInputSchema,
        response: { 200: askQuestionResultSchema, ...errors, 403: errorResponseSchema, 429: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request) => tutor.ask(request.userId!, request.body, { locale: request.locale }),
  );
  app.get(
    '/api/tutor/conversations',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['tutor'],
        summary: 'The caller’s tutor conversations, newest first',
        response: { 200: conversationListSchema, 401: errorResponseSchema },
      },
    },
    async (request) => tutor.listConversations(request.userId!),
  );
  app.get(
    '/api/tutor/conversations/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['tutor'],
        summary: 'One conversation with its messages',
        params: conversationParamsSchema,
        response: { 200: conversationDetailSchema, ...errors },
      },
    },
    async (request) => tutor.getConversation(request.userId!, request.params.id),
  );
  app.patch(
    '/api/tutor/conversations/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['tutor'],
        summary: 'Rename a conversation',
        params: conversationParamsSchema,
        body: renameConversationInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await tutor.rename(request.userId!, request.params.id, request.body.title);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/api/tutor/conversations/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['tutor'],
        summary: 'Delete a conversation and all its messages',
        params: conversationParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await tutor.remove(request.userId!, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
