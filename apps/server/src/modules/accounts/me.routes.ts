import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { meSchema, type Me } from '@brainboost/domain/schemas/me';
import { updateProfileInputSchema } from '@brainboost/domain/schemas/accounts';
import type { AccountsService } from './accounts.service.js';

/** Who may call: any signed-in user, about themselves. */
export const meRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  app.get(
    '/api/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user: profile, role, tier and entitlements',
        response: { 200: meSchema, 401: errorResponseSchema },
      },
    },
    (request, reply) => {
      const send = (me: Me) => {
        reply.header('cache-control', 'private, no-store').send(me);
      };
      // Callback style: with the row in memory (the common case) the answer needs no promise.
      const kept = accounts.keptMe(request.userId!);
      if (kept !== undefined) return send(kept);
      return accounts.reusedMe(request.userId!).then(send);
    },
  );
  app.patch(
    '/api/me/profile',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Change the signed-in user’s display name',
        body: updateProfileInputSchema,
        response: { 200: meSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await accounts.updateProfile(request.userId!, request.body.fullName);
      return accounts.me(request.userId!);
    },
  );
};
