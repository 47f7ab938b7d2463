import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicKeySet } from './public-key-set.js';

const keySetSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/**
 * The public keys that sign access tokens, for API clients verifying them. Who may call: anyone.
 * Served at /jwks (spec) and /.well-known/jwks.json; better-auth also serves /api/auth/jwks.
 */
export const jwksRoutes: FastifyPluginAsyncZod<{ publicKeys: PublicKeySet }> = async (app, { publicKeys }) => {
  for (const url of ['/jwks', '/.well-known/jwks.json']) {
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: { tags: ['accounts'], summary: 'JSON Web Key Set of the access-token signing keys', response: { 200: keySetSchema } },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=600');
        return publicKeys.current();
      },
    );
  }
};
