import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const publicConfigSchema = z.object({
  orgName: z.string(),
  /** Set only when the operator turned GA4 on and gave an id. */
  ga4MeasurementId: z.string().nullable(),
  /** The operator's own social accounts; none unless configured. */
  socialLinks: z.array(z.object({ network: z.string(), url: z.string() })),
  /** OAuth/OIDC providers people may sign in with (id and display name only). */
  oauthProviders: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Checkouts go to the offline sandbox (test cards, no money taken): the site says so on every page. */
  paymentSandbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** What the browser may know about this installation: nothing secret. */
export const siteRoutes: FastifyPluginAsyncZod<{ publicConfig: PublicConfig }> = async (app, { publicConfig }) => {
  app.get(
    '/api/public-config',
    {
      config: { access: 'public' },
      schema: { tags: ['site'], summary: 'Public settings of this installation', response: { 200: publicConfigSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return publicConfig;
    },
  );
};
