import type { Db } from '../../../db/database.js';
import type { Clock } from '../clock.js';
import { WebhookSignatureError, type PaymentProvider } from '../payment-provider.port.js';
import { toProviderEvent } from './crypto-events.js';
import { createCryptoLedger } from './crypto-ledger.js';
import { isValidCryptoSignature } from './crypto-signature.js';
import { decimalAmount, parseCryptoDelivery, type CryptoRefs } from './crypto-wire.js';

export type CryptoOptions = {
  db: Db;
  clock: Clock;
  apiKey: string;
  webhookSecret: string;
  /** The charges API's base URL (configured; tests point it at a local fake). */
  apiBase: string;
  /** Where the browser comes back to: the API needs absolute URLs, billing gives paths. */
  publicUrl: string;
  orgName: string;
  /** How long to wait for another call creating the same charge before giving up. */
  waitMs?: number;
};

/** The API version this adapter speaks (sent as X-CC-Version). */
export const cryptoApiVersion = '2018-03-22';

/** A hosted charge for a period or a product; recurring-only operations do not exist for it. */
export class PrepaidNotApplicableError extends Error {
  override name = 'PrepaidNotApplicableError';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The crypto adapter of the payment-provider port (decision 0022): hosted charges in the Coinbase
 * Commerce shape for one-time products and prepaid plan periods, confirmed by signed webhooks.
 */
export function createCryptoProvider(options: CryptoOptions): PaymentProvider {
  const ledger = createCryptoLedger(options.db);
  const absolute = (path: string) => new URL(path, options.publicUrl).toString();
  const base = options.apiBase.replace(/\/+$/, '');
  const notApplicable = async (): Promise<never> => {
    throw new PrepaidNotApplicableError('prepaid crypto periods do not renew, so there is nothing to change at the provider');
  };

  async function createCharge(input: Parameters<PaymentProvider['createCheckout']>[0]) {
    const refs: CryptoRefs = { checkout_ref: input.checkoutRef, customer_ref: input.customerRef, price_id: input.price.id };
    const product = input.price.productId.replace(/_/g, ' ');
    const period = input.price.interval === 'once' ? '' : ` (${input.price.interval === 'annual' ? '1 year' : '1 month'}, prepaid)`;
    const res = await fetch(`${base}/charges`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'X-CC-Api-Key': options.apiKey,
        'X-CC-Version': cryptoApiVersion,
      },
      body: JSON.stringify({
        name: `${options.orgName} ${product.charAt(0).toUpperCase()}${product.slice(1)}`.slice(0, 100),
        description: `${input.price.id}${period}`.slice(0, 200),
        pricing_type: 'fixed_price',
        local_price: { amount: decimalAmount(input.price.amountCents), currency: input.price.currency.toUpperCase() },
        metadata: refs,
        redirect_url: absolute(input.successUrl),
        cancel_url: absolute(input.cancelUrl),
      }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json().catch(() => null)) as { data?: { id?: unknown; code?: unknown; hosted_url?: unknown } } | null;
    const data = body?.data;
    if (!res.ok || typeof data?.id !== 'string' || typeof data.hosted_url !== 'string')
      throw new Error(`crypto charges API answered ${res.status} without a charge`);
    return { id: data.id, code: typeof data.code === 'string' ? data.code : null, hostedUrl: data.hosted_url };
  }

  return {
    name: 'crypto',
    prepaid: true,
    /**
     * The API takes no idempotency key, so ours is claimed in the ledger first: the caller that
     * claims it creates the charge and stores its id; any other call with the key gets that charge.
     */
    async createCheckout(input) {
      const row = {
        idempotency_key: input.idempotencyKey,
        checkout_ref: input.checkoutRef,
        customer_ref: input.customerRef,
        price_id: input.price.id,
        interval: input.price.interval,
        amount_cents: input.price.amountCents,
        currency: input.price.currency,
      };
      const deadline = Date.now() + (options.waitMs ?? 15_000);
      for (;;) {
        const { owned, row: current } = await ledger.claim(row, options.clock.now());
        if (current.charge_id && current.hosted_url) return { sessionId: current.charge_id, url: current.hosted_url };
        if (owned) {
          let charge;
          try {
            charge = await createCharge(input);
          } catch (err) {
            await ledger.release(input.idempotencyKey);
            throw err;
          }
          await ledger.storeCharge(input.idempotencyKey, charge);
          return { sessionId: charge.id, url: charge.hostedUrl };
        }
        if (Date.now() > deadline) throw new Error('another request is still creating this crypto charge');
        await sleep(200);
      }
    },
    cancelAtPeriodEnd: notApplicable,
    resume: notApplicable,
    changePlan: notApplicable,
    createPaymentMethodUpdate: notApplicable,
    async paymentMethod() {
      return null;
    },
    async verifyWebhook(rawBody, headers) {
      if (!isValidCryptoSignature(rawBody, headers['x-cc-webhook-signature'], options.webhookSecret))
        throw new WebhookSignatureError('bad crypto webhook signature');
      const event = parseCryptoDelivery(rawBody);
      if (!event) throw new WebhookSignatureError('signed body is not a charge event');
      if (event.type !== 'charge:confirmed' && event.type !== 'charge:resolved') return toProviderEvent(event, null);
      // Recorded before the event is stored: idempotent (the earliest time is kept), so a replay or a
      // crash before billing commits just records the same thing again on the next delivery.
      const charge = await ledger.confirm(event.data.id, new Date(event.created_at));
      if (!charge) return toProviderEvent(event, null);
      const planCharges = charge.interval === 'once' ? [] : await ledger.confirmedPlanCharges(charge.customer_ref);
      return toProviderEvent(event, { charge, planCharges, now: options.clock.now() });
    },
  };
}
