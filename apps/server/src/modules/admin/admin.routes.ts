import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStatsSchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  changeRoleInputSchema,
  roleChangesSchema,
  userIdParamsSchema,
} from '@brainboost/domain/schemas/admin';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import type { AdminService } from './admin.service.js';

const refused = { 401: errorResponseSchema, 403: errorResponseSchema };

/** Who may call: admins and masters only (`access: 'admin'`); role rules are checked again in the service. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/admin/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Users by role and tier, sign-ups per day (30 days), pending access requests',
        response: { 200: adminStatsSchema, ...refused },
      },
    },
    async () => admin.stats(),
  );

  app.get(
    '/api/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Search users by email or name, 20 a page, newest first',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => admin.searchUsers(request.query.query, request.query.page),
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Change a user’s role (only a master grants or revokes admin; never your own; the last master stays)',
        params: userIdParamsSchema,
        body: changeRoleInputSchema,
        response: { 200: adminUserSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...refused },
      },
    },
    async (request) => admin.changeRole(request.userId!, request.params.id, request.body.role),
  );

  app.get(
    '/api/admin/role-changes',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'The 20 most recent role changes', response: { 200: roleChangesSchema, ...refused } },
    },
    async () => admin.recentRoleChanges(),
  );
};
