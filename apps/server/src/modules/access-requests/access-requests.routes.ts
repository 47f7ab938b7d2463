import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessDecisionInputSchema,
  accessRequestIdParamsSchema,
  accessRequestSchema,
  adminAccessRequestsQuerySchema,
  adminAccessRequestsSchema,
  myAccessRequestsSchema,
  teacherRequestInputSchema,
  vipBetaRequestInputSchema,
} from '@brainboost/domain/schemas/access-requests';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { routeLimits } from '../../plugins/rate-limits.js';
import type { AccessRequestsService } from './access-requests.service.js';

const refused = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * Who may call: `/api/access-requests*` any signed-in user, about their own requests;
 * `/api/admin/access-requests*` admins and masters only.
 */
export const accessRequestsRoutes: FastifyPluginAsyncZod<{ requests: AccessRequestsService }> = async (app, { requests }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/access-requests',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['access'],
        summary: 'My latest beta and teacher requests, beta access and role',
        response: { 200: myAccessRequestsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => requests.mine(request.userId!),
  );

  const createdResponses = {
    201: accessRequestSchema,
    400: errorResponseSchema,
    401: errorResponseSchema,
    409: errorResponseSchema,
    429: errorResponseSchema,
  };

  app.post(
    '/api/access-requests/vip-beta',
    {
      config: { access: 'signed-in', rateLimit: routeLimits.form },
      schema: {
        tags: ['access'],
        summary: 'Ask for access to beta features (one open request at a time)',
        body: vipBetaRequestInputSchema,
        response: createdResponses,
      },
    },
    async (request, reply) => reply.status(201).send(await requests.requestVipBeta(request.userId!, request.body, request.locale)),
  );

  app.post(
    '/api/access-requests/teacher',
    {
      config: { access: 'signed-in', rateLimit: routeLimits.form },
      schema: {
        tags: ['access'],
        summary: 'Ask for the teacher role (one open request at a time)',
        body: teacherRequestInputSchema,
        response: createdResponses,
      },
    },
    async (request, reply) => reply.status(201).send(await requests.requestTeacher(request.userId!, request.body, request.locale)),
  );

  app.get(
    '/api/admin/access-requests',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Beta or teacher requests to review: pending (oldest first) or decided (newest first)',
        querystring: adminAccessRequestsQuerySchema,
        response: { 200: adminAccessRequestsSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => requests.listWithRequesters(request.query.kind, request.query.status),
  );

  app.post(
    '/api/admin/access-requests/:id/decision',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Approve or decline a pending request, with an optional note; the requester is emailed',
        params: accessRequestIdParamsSchema,
        body: accessDecisionInputSchema,
        response: { 200: accessRequestSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...refused },
      },
    },
    async (request) => requests.decide(request.userId!, request.params.id, request.body),
  );
};
