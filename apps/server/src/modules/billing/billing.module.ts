import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Translate } from '../../i18n/server-translations.js';
import { systemClock, type Clock } from '../../providers/payments/clock.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.port.js';
import { sandboxHostedRoutes } from '../../providers/payments/sandbox/sandbox-hosted.routes.js';
import { createSandboxProvider, type SandboxProvider } from '../../providers/payments/sandbox/sandbox-provider.js';
import { createStripeProvider } from '../../providers/payments/stripe/stripe-provider.js';
import { createPaypalProvider, type PaypalProvider } from '../../providers/payments/paypal/paypal-provider.js';
import { extraPaymentMethods } from '@brainboost/domain/schemas/billing';
import { createSquareProvider } from '../../providers/payments/square/square-provider.js';
import { createCryptoProvider } from '../../providers/payments/crypto/crypto-provider.js';
import { expirePrepaidPeriods } from './billing-prepaid.js';
import { createCatalog } from './billing-catalog.js';
import { createCheckoutService } from './billing-checkout.service.js';
import { createSubscriptionsService, type BillingSubscriptionsService } from './billing-subscriptions.service.js';
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
import { loadTranslations } from '../../i18n/server-translations.js';
import type { Entitlements } from '@brainboost/domain/billing/entitlements';
import { createAddOnsService } from './billing-add-ons.service.js';
import { createBuildCheckoutService } from './billing-build-checkout.service.js';
import { billingCatalogRoutes } from './billing-catalog.routes.js';
import { createTrialMarks } from './billing-trial-marks.js';
import { createAccountClosureService } from './billing-account-closure.service.js';
import { createBillingEmails } from './billing-emails.js';
import { createNoticesService } from './billing-notices.service.js';
import { createRemindersJob, scheduleBillingReminders } from './billing-reminders.job.js';
import { billingReceiptRoutes } from './billing-receipts.routes.js';
import { createReceiptsService } from './billing-receipts.service.js';
import { createAskParentEmails } from './billing-ask-parent-emails.js';
import { createAskParentService } from './billing-ask-parent.service.js';
import { billingAskParentRoutes } from './billing-ask-parent.routes.js';
import type { AccountRateLimiter } from '../../plugins/account-rate-limit.js';
import { createDevelopmentPlan } from './billing-development-plan.js';
import type { BillingPeople } from './billing-people.js';

export type BillingHandle = {
  clock: Clock;
  sandbox: SandboxProvider;
  paypal: PaypalProvider | null;
  /** Ends prepaid (crypto) periods whose end has passed on the billing clock; how many ended. */
  expirePrepaid: () => Promise<number>;
  /** Before an account is deleted: everything it pays for stops renewing, and its trial is remembered. */
  closeAccount: (userId: string) => Promise<void>;
  /** The customer's own plan, for joining a family plan (decision 0053): whether it renews, and ending it at period end with its add-ons. */
  ownPlan: {
    renews: (userId: string) => Promise<boolean>;
    endAtPeriodEnd: (userId: string) => Promise<void>;
    /** The newest 20 of the customer's own subscriptions, newest first. */
    subscriptions: BillingSubscriptionsService['ownSubscriptions'];
  };
  /** Any catalog price, retired or not, by id (the enterprise plan's estimate starts from Premium's). */
  findPrice: (id: string) => Promise<{ amount_cents: number; currency: string } | undefined>;
  /** Development mode's plan for its teacher: one active subscription on a plan until a date. */
  developmentPlan: (userId: string, planType: string, periodEnd: Date) => Promise<void>;
  /** Signing in with a verified email claims the guest purchases held against it; how many were claimed. */
  claimForVerifiedEmail: (userId: string) => Promise<number>;
  /** One run of the reminder job (also sends billing emails left unsent). */
  runReminders: () => Promise<{ written: number; sent: number }>;
};

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
  deps: {
    db: Db;
    config: Config;
    translate: Translate;
    pricingTexts: Translate;
    mailer: Mailer;
    baseUrl: string;
    /** The server secret: keys the hashes that remember trials past account deletion. */
    secret: string;
    /** A secret kept in the database under a name (accounts' server secrets): the sandbox's signing secret when none is configured. */
    storedSecret: (name: string) => Promise<string>;
    /** The `emails` translations (billing's notices and asking a parent). */
    emailTexts: Translate;
    /** The account rate limiter (asking a parent). */
    limiter: AccountRateLimiter;
    /** People's addresses and names (accounts') and whether one is a child (children's). */
    people: BillingPeople;
    clock?: Clock;
    /** The caller's plan tier with add-ons, to decide which add-ons they may buy (accounts' entitlements). */
    entitlementsOf?: (userId: string) => Promise<Pick<Entitlements, 'tier'>>;
  },
) {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
  const sandbox = createSandboxProvider({
    db,
    clock,
    webhookSecret: sandboxWebhookSecret(deps.storedSecret, config.SANDBOX_WEBHOOK_SECRET),
    slowMs: config.SANDBOX_SLOW_MS,
    // Delivered through the same HTTP route real providers call, signature check included.
    deliver: async (rawBody, headers) =>
      (await app.inject({ method: 'POST', url: '/api/billing/webhooks/sandbox', headers, payload: rawBody })).statusCode,
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
  // PayPal: an extra way to pay next to the default one, on when its settings are present (decision 0020).
  const paypal =
    config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET && config.PAYPAL_WEBHOOK_ID && config.PAYPAL_API_BASE
      ? createPaypalProvider({
          db,
          clock,
          clientId: config.PAYPAL_CLIENT_ID,
          clientSecret: config.PAYPAL_CLIENT_SECRET,
          webhookId: config.PAYPAL_WEBHOOK_ID,
          apiBase: config.PAYPAL_API_BASE,
          publicUrl: deps.baseUrl,
          orgName: config.ORG_NAME,
        })
      : null;
  if (paypal) providers.set('paypal', paypal.provider);
  // Square: the same, on when all its settings are present (decision 0021).
  if (
    config.SQUARE_ACCESS_TOKEN &&
    config.SQUARE_LOCATION_ID &&
    config.SQUARE_WEBHOOK_SIGNATURE_KEY &&
    config.SQUARE_WEBHOOK_URL &&
    config.SQUARE_API_BASE
  ) {
    providers.set(
      'square',
      createSquareProvider({
        db,
        clock,
        accessToken: config.SQUARE_ACCESS_TOKEN,
        locationId: config.SQUARE_LOCATION_ID,
        webhookSignatureKey: config.SQUARE_WEBHOOK_SIGNATURE_KEY,
        webhookUrl: config.SQUARE_WEBHOOK_URL,
        apiBase: config.SQUARE_API_BASE,
        apiVersion: config.SQUARE_API_VERSION,
        publicUrl: deps.baseUrl,
        orgName: config.ORG_NAME,
      }),
    );
  }
  // Crypto: prepaid periods and one-time purchases, on when its settings are present (decision 0022).
  if (config.CRYPTO_API_KEY && config.CRYPTO_WEBHOOK_SECRET && config.CRYPTO_API_BASE) {
    providers.set(
      'crypto',
      createCryptoProvider({
        db,
        clock,
        apiKey: config.CRYPTO_API_KEY,
        webhookSecret: config.CRYPTO_WEBHOOK_SECRET,
        apiBase: config.CRYPTO_API_BASE,
        publicUrl: deps.baseUrl,
        orgName: config.ORG_NAME,
      }),
    );
  }
  const provider = providers.get(config.PAYMENT_PROVIDER)!;
  // Extra ways to pay offered next to the default one: those configured here, by name.
  const extra = new Map(extraPaymentMethods.flatMap((name) => (providers.has(name) ? [[name, providers.get(name)!] as const] : [])));
  const catalog = createCatalog(db);
  const claimEmails = createClaimEmails({ checkout: deps.translate, pricing: deps.pricingTexts }, config.ORG_NAME, deps.baseUrl);
  const onGuestHeld = async (purchase: HeldPurchase) => {
    try {
      await deps.mailer.send(
        claimEmails.claim({ to: purchase.email, locale: purchase.locale, token: purchase.token, productId: purchase.productId }),
      );
    } catch (err) {
      // The purchase is held either way; the buyer can ask support to send the link again.
      app.log.error({ err }, 'guest purchase claim email not sent');
    }
  };
  const entitlementsOf = deps.entitlementsOf ?? (async (userId: string) => app.accounts.entitlementsOf(userId, clock.now()));
  const addOns = createAddOnsService({ db, providers, entitlementsOf });
  const onPlanEnded = async (userId: string) => {
    try {
      await addOns.endStandaloneFor(userId);
    } catch (err) {
      // The event is applied either way; without a plan the add-on grants nothing meanwhile.
      app.log.error({ err, userId }, 'add-ons of an ended plan not stopped');
    }
  };
  const { emailTexts } = deps;
  const { people } = deps;
  const notices = createNoticesService({
    db,
    people,
    mailer: deps.mailer,
    emails: createBillingEmails({ emails: emailTexts, pricing: deps.pricingTexts }, config.ORG_NAME, deps.baseUrl),
    clock,
    log: app.log,
  });
  const sendNotices = async () => {
    try {
      await notices.sendUnsent();
    } catch (err) {
      // Left unsent, not lost: the reminder job sends it on its next run.
      app.log.error({ err }, 'billing emails not sent after a webhook');
    }
  };
  await app.register(billingWebhookRoutes, {
    webhooks: createWebhooksService(db, providers, people, onGuestHeld, onPlanEnded, sendNotices),
  });
  const trialMarks = createTrialMarks(db, deps.secret);
  const build = createBuildCheckoutService({ db, catalog, defaultProvider: provider, extra, entitlementsOf, trialMarks, people });
  const checkout = createCheckoutService(db, catalog, provider, extra, build.assertSingle, trialMarks, people);
  const closure = createAccountClosureService({ db, providers, addOns, trialMarks, people });
  const subscriptions = createSubscriptionsService(db, catalog, providers, clock, (userId) => addOns.endWithPlan(userId));
  await app.register(billingCatalogRoutes, { build, addOns });
  const claims = createClaimsService(db, clock, people);
  await app.register(billingGuestRoutes, { checkout, claims });
  await app.register(billingRoutes, {
    catalog,
    methods: {
      default: provider.name,
      extra: [...extra.keys()],
      multipleItems: [provider, ...extra.values()].filter((p) => p.supportsMultipleItems === true).map((p) => p.name),
    },
    checkout,
    subscriptions,
    rememberLocale: notices.rememberLocale,
  });
  await app.register(billingReceiptRoutes, {
    receipts: createReceiptsService({
      db,
      pricingTexts: deps.pricingTexts,
      receiptTexts: loadTranslations(config.LOCALES_DIR, 'billing'),
      orgName: config.ORG_NAME,
      people,
    }),
  });
  await app.register(billingExpressRoutes, { express: createExpressService(db, catalog, provider, people) });
  await app.register(billingDonationRoutes, { donations: createDonationsService(db, catalog, provider, people) });
  const askParentEmails = createAskParentEmails({ emails: emailTexts, pricing: deps.pricingTexts }, config.ORG_NAME, deps.baseUrl);
  await app.register(billingAskParentRoutes, {
    askParent: createAskParentService({
      catalog,
      parentOf: (userId) => app.children.parentOf(userId),
      limiter: deps.limiter,
      mailer: deps.mailer,
      emails: askParentEmails,
    }),
  });
  const buildPlanTexts = loadTranslations(config.LOCALES_DIR, 'buildPlan');
  await app.register(sandboxHostedRoutes, {
    sandbox,
    translate: deps.translate,
    now: () => clock.now(),
    lineTexts: {
      productName: (locale, priceId) => deps.pricingTexts(locale, `plans.${priceId.replace(/_(monthly|annual|once)$/, '')}.name`),
      total: (locale) => buildPlanTexts(locale, 'hosted.total'),
    },
  });
  const expirePrepaid = () => expirePrepaidPeriods(db, clock.now());
  const reminders = createRemindersJob({ db, notices, clock });
  app.decorate('billing', {
    clock,
    sandbox,
    paypal,
    expirePrepaid,
    closeAccount: closure.endAllFor,
    ownPlan: {
      renews: subscriptions.renews,
      endAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      subscriptions: subscriptions.ownSubscriptions,
    },
    runReminders: reminders.run,
    claimForVerifiedEmail: claims.claimForVerifiedEmail,
    findPrice: catalog.findPrice,
    developmentPlan: createDevelopmentPlan(db),
  });
  if (config.APP_ENV !== 'test') {
    const cron = scheduleBillingReminders(reminders, app.log);
    app.addHook('onClose', async () => cron.stop());
  }

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
  if (config.APP_ENV !== 'test') {
    // Once a minute: prepaid periods end on time whatever the provider, and PayPal subscriptions
    // set to end at their period end are cancelled at PayPal once it has come.
    const timer = setInterval(() => {
      void expirePrepaid().catch((err: unknown) => app.log.error({ err }, 'prepaid expiry failed'));
      if (paypal) void paypal.cancelDue().catch((err: unknown) => app.log.error({ err }, 'PayPal period-end cancellations failed'));
    }, 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
