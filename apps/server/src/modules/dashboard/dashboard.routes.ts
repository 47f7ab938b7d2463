import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '@brainboost/domain/schemas/dashboard';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import type { DashboardService } from './dashboard.service.js';

/** Who may call: any signed-in learner, about themselves. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get(
    '/api/dashboard',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['dashboard'],
        summary: 'My home: today’s plan, streak, recent results and baseline profile',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return dashboard.dashboard(request.userId!, request.query.utcOffset, request.locale);
    },
  );
};
