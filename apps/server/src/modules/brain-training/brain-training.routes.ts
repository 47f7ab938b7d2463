import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { attemptHistoryQuerySchema, attemptHistorySchema, saveAttemptInputSchema, savedAttemptSchema, trainingOverviewSchema, trainingProgressSchema } from '@brainboost/domain/schemas/brain-training';
import type { BrainTrainingService } from './brain-training.service.js';

/** A run takes at least a few seconds; more than this a minute is a script. */
const saveLimit = { max: 30, timeWindow: 60_000 };

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * Who may call: any signed-in user, about their own results only. Which tasks they may save is
 * decided per task by their entitlements (free: today's tasks; basic_brain_training: all).
 */
export const brainTrainingRoutes: FastifyPluginAsyncZod<{ training: BrainTrainingService }> = async (app, { training }) => {
  app.post(
    '/api/brain-training/attempts',
    {
      config: { access: 'signed-in', rateLimit: saveLimit },
      schema: { tags: ['brain-training'], summary: 'Save a finished task run; the server scores it from its raw trials', body: saveAttemptInputSchema, response: { 200: savedAttemptSchema, 201: savedAttemptSchema, ...errors } },
    },
    async (request, reply) => {
      const saved = await training.saveAttempt(request.userId!, request.body);
      return reply.status(saved.created ? 201 : 200).send(saved);
    },
  );
  app.get(
    '/api/brain-training/attempts',
    { config: { access: 'signed-in' }, schema: { tags: ['brain-training'], summary: 'The caller’s recent attempts at one task, newest first', querystring: attemptHistoryQuerySchema, response: { 200: attemptHistorySchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return training.history(request.userId!, request.query.taskId, request.query.limit);
    },
  );
  app.get(
    '/api/brain-training/overview',
    { config: { access: 'signed-in' }, schema: { tags: ['brain-training'], summary: 'Tasks with access and level, today’s training set and recent results', response: { 200: trainingOverviewSchema, 401: errorResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return training.overview(request.userId!);
    },
  );
  app.get(
    '/api/brain-training/progress',
    { config: { access: 'signed-in' }, schema: { tags: ['brain-training'], summary: 'The caller’s results per task over time, personal bests and trends', response: { 200: trainingProgressSchema, 401: errorResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return training.progress(request.userId!);
    },
  );
};
