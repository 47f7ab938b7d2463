import Stripe from 'stripe';
import { ChargeDeclinedError, WebhookSignatureError, type CheckoutPrice, type PaymentProvider } from '../payment-provider.port.js';
import { expressFlow, toProviderEvent, type StripeRefs } from './stripe-events.js';

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Where the browser comes back to: Stripe needs absolute URLs, the billing module gives paths. */
  publicUrl: string;
  /** Names the products customers see on Stripe's pages ("BrainBoost Premium"). */
  orgName: string;
  /** Another API server (tests point it at a local fake); Stripe's own by default. */
  api?: { host?: string; port?: number; protocol?: 'http' | 'https' };
};

const recurring = { monthly: { interval: 'month' }, annual: { interval: 'year' } } as const;
const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;
/** Our catalog products under ids we choose, so a plan change can name one without a lookup table. */
export const stripeProductId = (productId: string) => `brainboost_${productId}`;

/**
 * The Stripe adapter of the payment-provider port (decision 0017). Amounts always come from our
 * catalog as `price_data` (integer cents + currency); metadata on the session, subscription and
 * invoices carries our user, checkout and price ids back in the webhooks.
 */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...options.api,
    // Every create/update carries our idempotency key, so retrying a lost response is safe.
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'BrainBoost' },
  });
  const absolute = (path: string) => new URL(path, options.publicUrl).toString();
  const knownProducts = new Set<string>();

  /** Creates our product at Stripe once (its id is ours); one that exists already is fine. */
  async function ensureProduct(productId: string) {
    const id = stripeProductId(productId);
    if (knownProducts.has(id)) return id;
    const name = `${options.orgName} ${productId.charAt(0).toUpperCase()}${productId.slice(1).replace(/_/g, ' ')}`;
    try {
      await stripe.products.create({ id, name, metadata: { product_id: productId } }, { idempotencyKey: `product:${id}` });
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeError && err.code === 'resource_already_exists')) throw err;
    }
    knownProducts.add(id);
    return id;
  }

  const priceData = async (price: CheckoutPrice) => ({
    currency: price.currency.toLowerCase(),
    unit_amount: price.amountCents,
    product: await ensureProduct(price.productId),
  });

  const customerOf = (sub: Stripe.Subscription) => (typeof sub.customer === 'string' ? sub.customer : sub.customer.id);

  /** Stripe's search syntax quotes strings with ' and escapes with \\. */
  const customerQuery = (customerRef: string) => `metadata['customer_ref']:'${customerRef.replace(/[\\']/g, (c) => `\\${c}`)}'`;

  /** The Stripe customer we keep for one of our users (decision 0024, express checkout), if any. */
  async function findCustomer(customerRef: string) {
    const found = await stripe.customers.search({ query: customerQuery(customerRef), limit: 1 });
    return found.data[0]?.id ?? null;
  }

  /**
   * Our user's customer at Stripe, created once with our id in its metadata. Search lags creation by
   * up to a minute; the idempotency key covers a second checkout within Stripe's 24 hours of keys.
   */
  async function ensureCustomer(customerRef: string, email: string) {
    const existing = await findCustomer(customerRef);
    if (existing) return existing;
    const created = await stripe.customers.create(
      { ...(email ? { email } : {}), metadata: { customer_ref: customerRef } },
      { idempotencyKey: `customer:${customerRef}` },
    );
    return created.id;
  }

  /** The card to charge off-session: the customer's default, else the most recent card kept. */
  async function savedCardOf(customerRef: string) {
    const customerId = await findCustomer(customerRef);
    if (!customerId) return null;
    const customer = await stripe.customers.retrieve(customerId, { expand: ['invoice_settings.default_payment_method'] });
    if (customer.deleted) return null;
    const preferred = customer.invoice_settings.default_payment_method;
    const method =
      preferred && typeof preferred !== 'string' && preferred.card
        ? preferred
        : (await stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 1 })).data[0];
    return method?.card ? { customerId, paymentMethodId: method.id, brand: method.card.brand, last4: method.card.last4 } : null;
  }

  /** A line of the session: recurring prices on their cycle, one-time ones charged on the first invoice. */
  const lineItem = async (price: CheckoutPrice) => ({
    quantity: 1,
    price_data: { ...(await priceData(price)), ...(price.interval === 'once' ? {} : { recurring: recurring[price.interval] }) },
  });

  return {
    name: 'stripe',
    supportsMultipleItems: true,
    async createCheckout(input) {
      const refs: StripeRefs = { customer_ref: input.customerRef, checkout_ref: input.checkoutRef, price_id: input.price.id };
      const data = await priceData(input.price);
      // Extra lines (a plan built with add-ons): the plan stays the first item of the subscription.
      const extras = await Promise.all((input.extraItems ?? []).map(lineItem));
      // A signed-in buyer gets one Stripe customer of ours, so express checkout finds the card later;
      // a guest (customerRef `guest:…`) pays as before, Checkout keeping a customer of its own.
      const guest = input.customerRef.startsWith('guest:');
      const customer = guest ? null : await ensureCustomer(input.customerRef, input.customerEmail);
      const common = {
        client_reference_id: input.checkoutRef,
        ...(customer ? { customer } : input.customerEmail ? { customer_email: input.customerEmail } : {}),
        success_url: absolute(input.successUrl),
        cancel_url: absolute(input.cancelUrl),
        // No payment_method_types: Checkout offers cards plus the wallets (Apple Pay, Google Pay) enabled in the dashboard.
        allow_promotion_codes: true,
        // Stripe's page in the browser's language (it has es, fr, it, zh, zh-TW, zh-HK among others).
        locale: 'auto' as const,
        metadata: refs,
      };
      const params: Stripe.Checkout.SessionCreateParams =
        input.price.interval === 'once'
          ? {
              ...common,
              mode: 'payment',
              line_items: [{ quantity: 1, price_data: data }, ...extras],
              invoice_creation: { enabled: true, invoice_data: { metadata: refs } },
              ...(customer ? {} : { customer_creation: 'always' as const }),
              // The card stays on the customer for a later one-click purchase (express checkout).
              payment_intent_data: { metadata: refs, ...(customer ? { setup_future_usage: 'off_session' as const } : {}) },
            }
          : {
              ...common,
              mode: 'subscription',
              line_items: [{ quantity: 1, price_data: { ...data, recurring: recurring[input.price.interval] } }, ...extras],
              subscription_data: { metadata: refs, ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}) },
            };
      const session = await stripe.checkout.sessions.create(params, { idempotencyKey: input.idempotencyKey });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async cancelAtPeriodEnd(subscriptionId, idempotencyKey) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { idempotencyKey });
    },
    async resume(subscriptionId, idempotencyKey) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }, { idempotencyKey });
    },
    async changePlan(subscriptionId, price, idempotencyKey) {
      if (price.interval === 'once') throw new Error('a plan change needs a recurring price');
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      const item = sub.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      try {
        await stripe.subscriptions.update(
          subscriptionId,
          {
            items: [{ id: item.id, price_data: { ...(await priceData(price)), recurring: recurring[price.interval] } }],
            // The difference is charged now on the saved card; a decline leaves the old plan in place.
            proration_behavior: sub.status === 'trialing' ? 'none' : 'always_invoice',
            payment_behavior: 'error_if_incomplete',
            metadata: { ...sub.metadata, price_id: price.id },
          },
          { idempotencyKey },
        );
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) throw new ChargeDeclinedError(err.message);
        throw err;
      }
    },
    async paymentMethod(subscriptionId) {
      const sub = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] });
      let method = sub.default_payment_method;
      if (!method || typeof method === 'string') {
        const customer = await stripe.customers.retrieve(customerOf(sub), { expand: ['invoice_settings.default_payment_method'] });
        method = customer.deleted ? null : customer.invoice_settings.default_payment_method;
      }
      if (!method || typeof method === 'string') return null;
      return method.card ? { brand: method.card.brand, last4: method.card.last4 } : { brand: method.type, last4: null };
    },
    async createPaymentMethodUpdate({ subscriptionId, returnUrl, idempotencyKey }) {
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      const session = await stripe.billingPortal.sessions.create(
        {
          customer: customerOf(sub),
          locale: 'auto',
          // "Return" without saving is a cancel; saving a card comes back with card=updated.
          return_url: absolute(withQuery(returnUrl, 'card=canceled')),
          flow_data: {
            type: 'payment_method_update',
            after_completion: { type: 'redirect', redirect: { return_url: absolute(withQuery(returnUrl, 'card=updated')) } },
          },
        },
        { idempotencyKey },
      );
      return { url: session.url };
    },
    async savedCard(customerRef) {
      const card = await savedCardOf(customerRef);
      return card ? { brand: card.brand, last4: card.last4 } : null;
    },
    async chargeSavedCard(input, beforeCharge) {
      const card = await savedCardOf(input.customerRef);
      if (!card) return { sessionId: '', outcome: 'declined' };
      const metadata: StripeRefs & typeof expressFlow = {
        customer_ref: input.customerRef,
        checkout_ref: input.checkoutRef,
        price_id: input.price.id,
        ...expressFlow,
      };
      // Created unconfirmed first, so our checkout knows the intent before any event about it exists.
      const intent = await stripe.paymentIntents.create(
        {
          customer: card.customerId,
          payment_method: card.paymentMethodId,
          amount: input.price.amountCents,
          currency: input.price.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: `${options.orgName} ${input.price.productId.replace(/_/g, ' ')}`,
          metadata,
        },
        { idempotencyKey: `${input.idempotencyKey}:create` },
      );
      await beforeCharge(intent.id);
      try {
        const confirmed = await stripe.paymentIntents.confirm(
          intent.id,
          { payment_method: card.paymentMethodId, off_session: true },
          { idempotencyKey: `${input.idempotencyKey}:confirm` },
        );
        if (confirmed.status === 'requires_action') return { sessionId: intent.id, outcome: 'requires_action' };
        if (confirmed.status === 'requires_payment_method' || confirmed.status === 'canceled')
          return { sessionId: intent.id, outcome: 'declined' };
        // succeeded (or processing): the verified payment_intent.* event completes the checkout.
        return { sessionId: intent.id, outcome: 'succeeded' };
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeCardError)) throw err;
        // The bank wants the customer present (3-D Secure): the page falls back to Checkout.
        return { sessionId: intent.id, outcome: err.code === 'authentication_required' ? 'requires_action' : 'declined' };
      }
    },
    async verifyWebhook(rawBody, headers) {
      const header = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, typeof header === 'string' ? header : '', options.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'bad Stripe signature');
      }
      return toProviderEvent(event);
    },
  };
}
