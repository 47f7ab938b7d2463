import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import {
  enrolInputSchema,
  enrolmentCreatedSchema,
  enrolmentParamsSchema,
  programmesExportSchema,
  programmesOverviewSchema,
} from '@brainboost/domain/schemas/programmes';
import type { ProgrammesService } from './programmes.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const changeLimit = { max: 30, timeWindow: 60_000 };

/**
 * Who may call: any signed-in learner, about their own enrolments. Training programmes are served
 * and enrolled in only with `personalization` (checked in the service, since the baseline
 * assessment on the same routes is open to every plan); export needs `export_data`.
 */
export const programmesRoutes: FastifyPluginAsyncZod<{ programmes: ProgrammesService }> = async (app, { programmes }) => {
  app.get(
    '/api/programmes',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['programmes'],
        summary: 'The programmes, my running programme with this week’s sessions, and my baseline assessment',
        response: { 200: programmesOverviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return programmes.overview(request.userId!);
    },
  );
  app.post(
    '/api/programmes/enrolments',
    {
      config: { access: 'signed-in', rateLimit: changeLimit },
      schema: {
        tags: ['programmes'],
        summary: 'Enrol in a programme (one open enrolment per kind)',
        body: enrolInputSchema,
        response: { 201: enrolmentCreatedSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await programmes.enrol(request.userId!, request.body)),
  );
  for (const action of ['pause', 'resume', 'leave'] as const) {
    app.post(
      `/api/programmes/enrolments/:enrolmentId/${action}`,
      {
        config: { access: 'signed-in', rateLimit: changeLimit },
        schema: {
          tags: ['programmes'],
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} my programme`,
          params: enrolmentParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await programmes[action](request.userId!, request.params.enrolmentId);
        return reply.status(204).send(null);
      },
    );
  }
  app.get(
    '/api/programmes/export',
    {
      config: { access: 'signed-in', feature: 'export_data' },
      schema: {
        tags: ['programmes'],
        summary: 'All my programme enrolments and session progress as JSON',
        response: { 200: programmesExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('content-disposition', 'attachment; filename="programmes.json"');
      return programmes.exportFor(request.userId!);
    },
  );
};
