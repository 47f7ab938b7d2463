import type { FastifyInstance } from 'fastify';
import type { Config, OAuthProvider } from '../../config.js';
import { siteRoutes } from './site.routes.js';

/** This installation's public settings, as the browser may see them. */
export async function registerSite(
  app: FastifyInstance,
  deps: {
    config: Pick<Config, 'ORG_NAME' | 'SOCIAL_LINKS' | 'PAYMENT_PROVIDER'>;
    /** Set only when GA4 is on with an id. */
    ga4MeasurementId: string | null;
    /** The providers that could be set up, not all those configured. */
    oauthProviders: OAuthProvider[];
  },
) {
  const { config } = deps;
  await app.register(siteRoutes, {
    publicConfig: {
      orgName: config.ORG_NAME,
      ga4MeasurementId: deps.ga4MeasurementId,
      socialLinks: config.SOCIAL_LINKS,
      oauthProviders: deps.oauthProviders.map(({ id, name }) => ({ id, name })),
      paymentSandbox: config.PAYMENT_PROVIDER === 'sandbox',
    },
  });
}
