import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { firstAdminInputSchema } from '@brainboost/domain/schemas/accounts';
import { routeLimits } from '../../plugins/rate-limits.js';
import type { SetupService } from './setup.service.js';

/** Who may call: anyone holding the one-time set-up token, and only before a master exists. */
export const setupRoutes: FastifyPluginAsyncZod<{ setup: SetupService }> = async (app, { setup }) => {
  app.get(
    '/api/setup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Whether this installation still needs its first administrator',
        response: { 200: z.object({ needed: z.boolean() }) },
      },
    },
    async () => setup.status(),
  );
  app.post(
    '/api/setup',
    {
      config: { access: 'public', rateLimit: routeLimits.form },
      schema: {
        tags: ['accounts'],
        summary: 'Create the first administrator with the one-time set-up token',
        body: firstAdminInputSchema,
        response: {
          201: z.object({ id: z.string(), email: z.string() }),
          400: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await setup.createFirstAdmin(request.body)),
  );
};
