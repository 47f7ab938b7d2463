import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brainHealthContentSchema,
  healthLogDateParamsSchema,
  healthLogQuerySchema,
  healthLogSchema,
  healthLogsExportSchema,
  healthLogWeekSchema,
  saveHealthLogInputSchema,
} from '@brainboost/domain/schemas/brain-health';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import type { BrainHealthService } from './brain-health.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Who may call: the signed-in learner about their own log; the content is public; export needs `export_data`. */
export const brainHealthRoutes: FastifyPluginAsyncZod<{ brainHealth: BrainHealthService }> = async (app, { brainHealth }) => {
  app.put(
    '/api/brain-health/logs/:date',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['brain-health'],
        summary: 'Save (or correct) the sleep and activity of one day',
        params: healthLogDateParamsSchema,
        body: saveHealthLogInputSchema,
        response: { 200: healthLogSchema, ...errors },
      },
    },
    async (request) => brainHealth.save(request.userId!, request.params.date, request.body),
  );
  app.delete(
    '/api/brain-health/logs/:date',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['brain-health'],
        summary: 'Remove the entry of one day',
        params: healthLogDateParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await brainHealth.remove(request.userId!, request.params.date);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/api/brain-health/logs',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['brain-health'],
        summary: 'My log for the 4 weeks ending on `to`, with the summary of its last 7 days',
        querystring: healthLogQuerySchema,
        response: { 200: healthLogWeekSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return brainHealth.week(request.userId!, request.query.to, request.query.ageGroup);
    },
  );
  app.get(
    '/api/brain-health/content',
    {
      config: { access: 'public' },
      schema: {
        tags: ['brain-health'],
        summary: 'Sleep, exercise and nutrition guidance with sources, in the caller’s language',
        response: { 200: brainHealthContentSchema },
      },
    },
    async (request) => brainHealth.content(request.locale),
  );
  app.get(
    '/api/brain-health/export',
    {
      config: { access: 'signed-in', feature: 'export_data' },
      schema: {
        tags: ['brain-health'],
        summary: 'My whole sleep and activity log as JSON',
        response: { 200: healthLogsExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('content-disposition', 'attachment; filename="sleep-activity-log.json"');
      return { healthLogs: await brainHealth.exportFor(request.userId!) };
    },
  );
};
