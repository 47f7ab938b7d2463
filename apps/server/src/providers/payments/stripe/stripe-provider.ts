import Stripe from 'stripe';
import { ChargeDeclinedError, WebhookSignatureError, type CheckoutPrice, type PaymentProvider } from '../payment-provider.port.js';
import { toProviderEvent, type StripeRefs } from './stripe-events.js';

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
      const common = {
        client_reference_id: input.checkoutRef,
        ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
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
              payment_intent_data: { metadata: refs },
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
          flow_data: { type: 'payment_method_update', after_completion: { type: 'redirect', redirect: { return_url: absolute(withQuery(returnUrl, 'card=updated')) } } },
        },
        { idempotencyKey },
      );
      return { url: session.url };
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
