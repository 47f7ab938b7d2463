import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Translate } from '../../i18n/server-translations.js';
import { systemClock, type Clock } from '../../providers/payments/clock.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.port.js';
import { sandboxHostedRoutes } from '../../providers/payments/sandbox/sandbox-hosted.routes.js';
import { createSandboxProvider, type SandboxProvider } from '../../providers/payments/sandbox/sandbox-provider.js';
import { createStripeProvider } from '../../providers/payments/stripe/stripe-provider.js';
import { createCatalog } from './billing-catalog.js';
import { createCheckoutService } from './billing-checkout.service.js';
import { createSubscriptionsService } from './billing-subscriptions.service.js';
import { createWebhooksService, type HeldPurchase } from './billing-webhooks.service.js';
import { createClaimEmails } from './billing-claim-emails.js';
import { createClaimsService } from './billing-claims.service.js';
import { billingGuestRoutes } from './billing-guest.routes.js';
import type { Mailer } from '../../providers/mail/mail.port.js';
import { billingWebhookRoutes } from './billing-webhooks.routes.js';
import { billingRoutes } from './billing.routes.js';
import { billingDonationRoutes } from './billing-donations.routes.js';
import { billingExpressRoutes } from './billing-express.routes.js';
import { createExpressService } from './billing-express.service.js';
import { createDonationsService } from './billing-donations.service.js';
import { sandboxWebhookSecret } from './webhook-secret.js';

export type BillingHandle = { clock: Clock; sandbox: SandboxProvider };

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingHandle;
  }
}

/**
 * Billing wired up: the configured provider (sandbox by default, or Stripe), its webhook path, the catalog,
 * checkout and subscription routes, and the sandbox's renewal ticker on the given clock.
 */
export async function registerBilling(
  app: FastifyInstance,
  deps: { db: Db; config: Config; translate: Translate; pricingTexts: Translate; mailer: Mailer; baseUrl: string; clock?: Clock },
) {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
  const sandbox = createSandboxProvider({
    db,
    clock,
    webhookSecret: sandboxWebhookSecret(db, config.SANDBOX_WEBHOOK_SECRET),
    slowMs: config.SANDBOX_SLOW_MS,
    // Delivered through the same HTTP route real providers call, signature check included.
    deliver: async (rawBody, headers) => (await app.inject({ method: 'POST', url: '/api/billing/webhooks/sandbox', headers, payload: rawBody })).statusCode,
  });
  const providers = new Map<string, PaymentProvider>([['sandbox', sandbox.provider]]);
  // Stripe's webhooks are accepted whenever it is configured, so events of subscriptions made
  // before switching PAYMENT_PROVIDER back still arrive.
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    const api = { host: config.STRIPE_API_HOST, port: config.STRIPE_API_PORT, protocol: config.STRIPE_API_PROTOCOL };
    providers.set(
      'stripe',
      createStripeProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        publicUrl: deps.baseUrl,
        orgName: config.ORG_NAME,
        api: Object.fromEntries(Object.entries(api).filter(([, v]) => v !== undefined)),
      }),
    );
  }
  const provider = providers.get(config.PAYMENT_PROVIDER)!;
  const catalog = createCatalog(db);
  const claimEmails = createClaimEmails({ checkout: deps.translate, pricing: deps.pricingTexts }, config.ORG_NAME, deps.baseUrl);
  const onGuestHeld = async (purchase: HeldPurchase) => {
    try {
      await deps.mailer.send(claimEmails.claim({ to: purchase.email, locale: purchase.locale, token: purchase.token, productId: purchase.productId }));
    } catch (err) {
      // The purchase is held either way; the buyer can ask support to send the link again.
      app.log.error({ err }, 'guest purchase claim email not sent');
    }
  };
  await app.register(billingWebhookRoutes, { webhooks: createWebhooksService(db, providers, onGuestHeld) });
  const checkout = createCheckoutService(db, catalog, provider);
  await app.register(billingGuestRoutes, { checkout, claims: createClaimsService(db, clock) });
  await app.register(billingRoutes, {
    catalog,
    checkout,
    subscriptions: createSubscriptionsService(db, catalog, provider, clock),
  });
  await app.register(billingExpressRoutes, { express: createExpressService(db, catalog, provider) });
  await app.register(billingDonationRoutes, { donations: createDonationsService(db, catalog, provider) });
  await app.register(sandboxHostedRoutes, { sandbox, translate: deps.translate });
  app.decorate('billing', { clock, sandbox });

  if (config.SANDBOX_TICK_MS > 0 && config.APP_ENV !== 'test') {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sandbox
        .tick()
        .catch((err: unknown) => app.log.error({ err }, 'sandbox billing tick failed'))
        .finally(() => {
          running = false;
        });
    }, config.SANDBOX_TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
