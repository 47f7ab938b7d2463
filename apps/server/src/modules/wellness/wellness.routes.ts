import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import {
  checkInListSchema,
  checkInParamsSchema,
  checkInSchema,
  childParamsSchema,
  copingContentSchema,
  copingQuerySchema,
  createCheckInInputSchema,
  moodCheckInsExportSchema,
} from '@brainboost/domain/schemas/wellness';
import type { WellnessService } from './wellness.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * Who may call: the signed-in learner about their own check-ins; a parent about a linked child
 * (under 13) only; nobody else, teachers included (404). Export needs `export_data`.
 */
export const wellnessRoutes: FastifyPluginAsyncZod<{ wellness: WellnessService }> = async (app, { wellness }) => {
  app.post(
    '/api/wellness/check-ins',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['wellness'],
        summary: 'Record a mood check-in; `support` says whether to show crisis resources',
        body: createCheckInInputSchema,
        response: { 201: checkInSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await wellness.checkIn(request.userId!, request.body)),
  );
  app.get(
    '/api/wellness/check-ins',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['wellness'], summary: 'My mood check-ins, newest first', response: { 200: checkInListSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return wellness.listOwn(request.userId!);
    },
  );
  app.delete(
    '/api/wellness/check-ins/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['wellness'],
        summary: 'Delete one of my check-ins',
        params: checkInParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await wellness.remove(request.userId!, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/api/wellness/children/:childId/check-ins',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['wellness'],
        summary: 'A linked child’s mood check-ins, for their parent',
        params: childParamsSchema,
        response: { 200: checkInListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return wellness.listForParent(request.userId!, request.params.childId);
    },
  );
  app.get(
    '/api/wellness/coping',
    {
      config: { access: 'public' },
      schema: {
        tags: ['wellness'],
        summary: 'Coping strategies for a grade band, in the caller’s language',
        querystring: copingQuerySchema,
        response: { 200: copingContentSchema, 400: errorResponseSchema },
      },
    },
    async (request) => wellness.coping(request.locale, request.query.band),
  );
  app.get(
    '/api/wellness/export',
    {
      config: { access: 'signed-in', feature: 'export_data' },
      schema: { tags: ['wellness'], summary: 'All my mood check-ins as JSON', response: { 200: moodCheckInsExportSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('content-disposition', 'attachment; filename="mood-check-ins.json"');
      return { moodCheckIns: await wellness.exportFor(request.userId!) };
    },
  );
};
