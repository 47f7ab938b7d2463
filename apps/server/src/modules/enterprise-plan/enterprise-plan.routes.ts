import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createEnterprisePlanRequestInputSchema,
  enterprisePlanReceiptSchema,
  enterprisePlanRequestsSchema,
} from '@brainboost/domain/schemas/enterprise-plan';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { routeLimits } from '../../plugins/rate-limits.js';
import type { EnterprisePlanService } from './enterprise-plan.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['enterprise-plan'];

export const enterprisePlanRoutes: FastifyPluginAsyncZod<{ enterprisePlan: EnterprisePlanService }> = async (app, { enterprisePlan }) => {
  app.post(
    '/api/enterprise-plan/requests',
    {
      config: { access: 'public', rateLimit: routeLimits.form },
      schema: {
        tags,
        summary: 'Ask for a seat-based school quote; the estimate is computed from the catalog',
        body: createEnterprisePlanRequestInputSchema,
        response: { 201: enterprisePlanReceiptSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await enterprisePlan.request(request.body, request.locale)),
  );
  app.get(
    '/api/admin/enterprise-plan-requests',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Enterprise-plan quote requests, newest first', response: { 200: enterprisePlanRequestsSchema, ...errors } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return enterprisePlan.recent();
    },
  );
};
