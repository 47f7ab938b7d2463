import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { focusExportSchema, focusHistorySchema, focusSessionSchema, saveFocusSessionInputSchema } from '@brainboost/domain/schemas/focus';
import { utcOffsetQuerySchema } from '@brainboost/domain/schemas/utc-offset';
import type { FocusService } from './focus.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Who may call: the signed-in learner, about their own sessions only; export needs `export_data`. */
export const focusRoutes: FastifyPluginAsyncZod<{ focus: FocusService }> = async (app, { focus }) => {
  app.post(
    '/api/focus/sessions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['focus'],
        summary: 'Save a completed work phase of the focus timer (stored once per clientId)',
        body: saveFocusSessionInputSchema,
        response: { 200: focusSessionSchema, 201: focusSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { session, created } = await focus.save(request.userId!, request.body);
      return reply.status(created ? 201 : 200).send(session);
    },
  );
  app.get(
    '/api/focus/sessions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['focus'],
        summary: 'My recent focus sessions and totals',
        querystring: utcOffsetQuerySchema,
        response: { 200: focusHistorySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return focus.history(request.userId!, request.query.utcOffset);
    },
  );
  app.get(
    '/api/focus/export',
    {
      config: { access: 'signed-in', feature: 'export_data' },
      schema: { tags: ['focus'], summary: 'All my focus sessions as JSON', response: { 200: focusExportSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('content-disposition', 'attachment; filename="focus-sessions.json"');
      return { focusSessions: await focus.exportFor(request.userId!) };
    },
  );
};
