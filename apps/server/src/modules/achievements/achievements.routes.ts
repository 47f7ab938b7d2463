import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { achievementsExportSchema, achievementsOverviewSchema } from '@brainboost/domain/schemas/achievements';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { utcOffsetQuerySchema } from '@brainboost/domain/schemas/utc-offset';
import type { AchievementsService } from './achievements.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Who may call: the signed-in learner, about their own badges; export needs `export_data`. */
export const achievementsRoutes: FastifyPluginAsyncZod<{ achievements: AchievementsService }> = async (app, { achievements }) => {
  app.get(
    '/api/achievements',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['achievements'],
        summary: 'My badges (with their rules and progress) and day streaks',
        querystring: utcOffsetQuerySchema,
        response: { 200: achievementsOverviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return achievements.overview(request.userId!, request.query.utcOffset);
    },
  );
  app.get(
    '/api/achievements/export',
    {
      config: { access: 'signed-in', feature: 'export_data' },
      schema: { tags: ['achievements'], summary: 'My badges as JSON', response: { 200: achievementsExportSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('content-disposition', 'attachment; filename="achievements.json"');
      return { achievements: await achievements.exportFor(request.userId!) };
    },
  );
};
