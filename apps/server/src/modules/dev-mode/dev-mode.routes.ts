import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import type { DevModeService } from './dev-mode.service.js';

const devModeStateSchema = z.object({ enabled: z.boolean() });

/**
 * Who may call: anyone, but these routes exist only on a server started with APP_ENV=development
 * (app.ts registers them nowhere else, so elsewhere they answer 404).
 */
export const devModeRoutes: FastifyPluginAsyncZod<{ devMode: DevModeService }> = async (app, { devMode }) => {
  app.post(
    '/api/dev/mode',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Development only: sign in as the seeded teacher on ultimate (365 days)',
        response: { 200: devModeStateSchema },
      },
    },
    async (_request, reply) => {
      const headers = await devMode.enable();
      for (const cookie of headers.getSetCookie()) reply.header('set-cookie', cookie);
      return { enabled: true };
    },
  );
  app.delete(
    '/api/dev/mode',
    {
      config: { access: 'public' },
      schema: { tags: ['development'], summary: 'Development only: sign out again', response: { 200: devModeStateSchema } },
    },
    async (request, reply) => {
      const headers = await devMode.disable(fromNodeHeaders(request.headers));
      for (const cookie of headers.getSetCookie()) reply.header('set-cookie', cookie);
      return { enabled: false };
    },
  );
};
