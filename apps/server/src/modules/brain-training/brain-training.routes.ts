import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import {
  attemptHistoryQuerySchema,
  attemptHistorySchema,
  brainTrainingExportSchema,
  saveAttemptInputSchema,
  savedAttemptSchema,
  trainingOverviewSchema,
  trainingProgressQuerySchema,
  trainingProgressSchema,
} from '@brainboost/domain/schemas/brain-training';
import {
  newRecallCardSchema,
  recallCardParamsSchema,
  recallCardSchema,
  recallDeckSchema,
  starterDeckInputSchema,
} from '@brainboost/domain/schemas/recall-cards';
import type { BrainTrainingService } from './brain-training.service.js';
import type { RecallCardsService } from './recall-cards.service.js';

/** A run takes at least a few seconds; more than this a minute is a script. */
const saveLimit = { max: 30, timeWindow: 60_000 };

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const cardLimit = { max: 60, timeWindow: 60_000 };

/**
 * Who may call: any signed-in user, about their own results only. Which tasks they may save is
 * decided per task by their entitlements (free: today's tasks and spaced recall; basic_brain_training:
 * all). Spaced-recall cards are the caller's own. The export needs `export_data`.
 */
export const brainTrainingRoutes: FastifyPluginAsyncZod<{ training: BrainTrainingService; cards: RecallCardsService }> = async (
  app,
  { training, cards },
) => {
  app.post(
    '/api/brain-training/attempts',
    {
      config: { access: 'signed-in', rateLimit: saveLimit },
      schema: {
        tags: ['brain-training'],
        summary: 'Save a finished task run; the server scores it from its raw trials',
        body: saveAttemptInputSchema,
        response: { 200: savedAttemptSchema, 201: savedAttemptSchema, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await training.saveAttempt(request.userId!, request.body);
      return reply.status(saved.created ? 201 : 200).send(saved);
    },
  );
  app.get(
    '/api/brain-training/attempts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['brain-training'],
        summary: 'The caller’s recent attempts at one task, newest first',
        querystring: attemptHistoryQuerySchema,
        response: { 200: attemptHistorySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return training.history(request.userId!, request.query.taskId, request.query.limit);
    },
  );
  app.get(
    '/api/brain-training/overview',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['brain-training'],
        summary: 'Tasks with access and level, today’s training set and recent results',
        response: { 200: trainingOverviewSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return training.overview(request.userId!);
    },
  );
  app.get(
    '/api/brain-training/progress',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['brain-training'],
        summary:
          'The caller’s results per task over time, personal bests and trends; with a grade band, percentiles among its users (from 30 users on)',
        querystring: trainingProgressQuerySchema,
        response: { 200: trainingProgressSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return training.progress(request.userId!, request.query.gradeBand ?? null);
    },
  );
  app.get(
    '/api/brain-training/recall-cards',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['brain-training'],
        summary: 'My spaced-recall cards, soonest due first, and how many are due',
        response: { 200: recallDeckSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return cards.deck(request.userId!);
    },
  );
  app.post(
    '/api/brain-training/recall-cards',
    {
      config: { access: 'signed-in', rateLimit: cardLimit },
      schema: {
        tags: ['brain-training'],
        summary: 'Add a card of my own (due at once)',
        body: newRecallCardSchema,
        response: { 201: recallCardSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await cards.add(request.userId!, request.body)),
  );
  app.post(
    '/api/brain-training/recall-cards/starter',
    {
      config: { access: 'signed-in', rateLimit: cardLimit },
      schema: {
        tags: ['brain-training'],
        summary: 'Add the built-in word pairs of a language and grade band',
        body: starterDeckInputSchema,
        response: { 200: recallDeckSchema, ...errors },
      },
    },
    async (request) => cards.addStarter(request.userId!, request.body.language, request.body.gradeBand),
  );
  app.delete(
    '/api/brain-training/recall-cards/:id',
    {
      config: { access: 'signed-in', rateLimit: cardLimit },
      schema: {
        tags: ['brain-training'],
        summary: 'Remove one of my cards',
        params: recallCardParamsSchema,
        response: { 204: z.null(), 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await cards.remove(request.userId!, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/api/brain-training/export',
    {
      config: { access: 'signed-in', feature: 'export_data' },
      schema: {
        tags: ['brain-training'],
        summary: 'All my brain-training attempts with their raw trials, and my recall cards, as JSON',
        response: { 200: brainTrainingExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('content-disposition', 'attachment; filename="brain-training.json"');
      const [attempts, recallCards] = await Promise.all([training.exportFor(request.userId!), cards.exportFor(request.userId!)]);
      return { attempts, recallCards };
    },
  );
};
