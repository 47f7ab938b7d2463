import type { Db } from '../../../db/database.js';
import type { Clock } from '../clock.js';
import { WebhookSignatureError, type PaymentProvider } from '../payment-provider.port.js';
import { createSquareApi, SquareApiError } from './square-api.js';
import { SquareNotYetKnownError, toProviderEvent, type SquareRefs } from './square-events.js';
import { createSquareLinksRepository } from './square-links.repository.js';
import type { SquareNotification, SquareSubscription } from './square-objects.js';
import { createSquarePlans } from './square-plans.js';
import { isValidSquareSignature, squareSignatureHeader } from './square-signature.js';
import { squareErrors } from './square.errors.js';

export type SquareOptions = {
  db: Db;
  clock: Clock;
  accessToken: string;
  locationId: string;
  webhookSignatureKey: string;
  /** The notification URL exactly as registered at Square: it is part of what is signed. */
  webhookUrl: string;
  apiBase: string;
  apiVersion: string;
  /** Where the browser comes back to: Square needs absolute URLs, the billing module gives paths. */
  publicUrl: string;
  orgName: string;
};

type PaymentLinkResponse = { payment_link: { id: string; order_id: string; url: string } };

const brands: Record<string, string> = { VISA: 'visa', MASTERCARD: 'mastercard', AMERICAN_EXPRESS: 'amex' };

/**
 * The Square adapter of the payment-provider port (decision 0021), over Square's REST API with
 * fetch: payment links (Checkout API) for subscriptions and one-time prices, the Subscriptions API
 * to cancel, resume and swap plans, and signed webhooks mapped to the port's events.
 */
export function createSquareProvider(options: SquareOptions): PaymentProvider {
  const api = createSquareApi({ baseUrl: options.apiBase, accessToken: options.accessToken, version: options.apiVersion });
  const repository = createSquareLinksRepository(options.db);
  const plans = createSquarePlans(api, repository, options.orgName);
  const absolute = (path: string) => new URL(path, options.publicUrl).toString();
  const subscription = async (id: string, include = '') =>
    (
      await api<{ subscription: SquareSubscription }>(
        'GET',
        `/v2/subscriptions/${encodeURIComponent(id)}${include ? `?include=${include}` : ''}`,
      )
    ).subscription;

  /** Looks up what the notification's objects are to us; learns a link's buyer from its payment. */
  async function refsOf(notification: SquareNotification): Promise<SquareRefs> {
    const object = notification.data?.object ?? {};
    if (object.payment) {
      const link = object.payment.order_id ? await repository.linkOfOrder(object.payment.order_id) : undefined;
      if (link && object.payment.customer_id) await repository.setCustomer(link.payment_link_id, object.payment.customer_id);
      return { linkOfOrder: link, oneTimeOrder: link ? await repository.sellsOnce(link.price_id) : false };
    }
    if (object.subscription) {
      const sub = object.subscription;
      return {
        variation: sub.plan_variation_id ? await repository.variationById(sub.plan_variation_id) : undefined,
        linkOfCustomer: sub.customer_id ? await repository.linkOfCustomer(sub.customer_id) : undefined,
      };
    }
    if (object.invoice) {
      const customerId = object.invoice.primary_recipient?.customer_id;
      const link = customerId ? await repository.linkOfCustomer(customerId) : undefined;
      const paid = notification.type === 'invoice.payment_made';
      return {
        linkOfCustomer: link,
        firstInvoice: link && paid ? await repository.isFirstInvoice(link.payment_link_id, object.invoice.id) : false,
        awaitingPayment: link ? false : await repository.awaitingPayment(options.clock.now()),
      };
    }
    return {};
  }

  return {
    name: 'square',
    returnPages: { success: '/square-checkout/success', cancel: '/square-checkout/cancel' },
    // A plan swap takes effect at the next billing date, at the new price: nothing is due now (decision 0021).
    prorates: false,
    async createCheckout(input) {
      const recurring = input.price.interval !== 'once';
      const variationId = recurring ? await plans.variationFor(input.price, input.trialDays) : null;
      const name = `${options.orgName} ${input.price.productId.charAt(0).toUpperCase()}${input.price.productId.slice(1).replace(/_/g, ' ')}`;
      const { payment_link: link } = await api<PaymentLinkResponse>('POST', '/v2/online-checkout/payment-links', {
        idempotency_key: input.idempotencyKey,
        // The catalog's amount: for a subscription it is the paid phase's price, the same as the variation's.
        quick_pay: {
          name,
          price_money: { amount: input.price.amountCents, currency: input.price.currency.toUpperCase() },
          location_id: options.locationId,
        },
        checkout_options: {
          redirect_url: absolute(input.successUrl),
          ask_for_shipping_address: false,
          accepted_payment_methods: { apple_pay: true, google_pay: true },
          ...(variationId ? { subscription_plan_id: variationId } : {}),
        },
        ...(input.customerEmail ? { pre_populated_data: { buyer_email: input.customerEmail } } : {}),
        payment_note: `checkout ${input.checkoutRef}`,
      });
      await repository.insertLink({
        paymentLinkId: link.id,
        orderId: link.order_id,
        checkoutRef: input.checkoutRef,
        customerRef: input.customerRef,
        priceId: input.price.id,
      });
      return { sessionId: link.id, url: link.url };
    },
    async cancelAtPeriodEnd(subscriptionId) {
      // Square cancels at the end of the paid period by itself: the subscription stays ACTIVE until canceled_date.
      try {
        await api('POST', `/v2/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`);
      } catch (err) {
        // Already set to cancel (a double click, or a retry after a lost answer): the same outcome.
        if (!(err instanceof SquareApiError && err.status === 400 && (await subscription(subscriptionId)).canceled_date)) throw err;
      }
    },
    async resume(subscriptionId) {
      // Undoing a cancellation is deleting the scheduled CANCEL action, possible until it takes effect.
      const sub = await subscription(subscriptionId, 'actions');
      const cancel = sub.actions?.find((a) => a.type === 'CANCEL');
      if (cancel) {
        await api('DELETE', `/v2/subscriptions/${encodeURIComponent(subscriptionId)}/actions/${encodeURIComponent(cancel.id)}`);
        return;
      }
      if (sub.status !== 'ACTIVE') throw squareErrors.resumeUnavailable();
    },
    async changePlan(subscriptionId, price) {
      // Square swaps plans at the next billing date, without proration (decision 0021).
      const variationId = await plans.variationFor(price, 0);
      await api('POST', `/v2/subscriptions/${encodeURIComponent(subscriptionId)}/swap-plan`, { new_plan_variation_id: variationId });
    },
    async paymentMethod(subscriptionId) {
      const sub = await subscription(subscriptionId);
      if (!sub.card_id) return null;
      const { card } = await api<{ card: { card_brand?: string; last_4?: string } }>('GET', `/v2/cards/${encodeURIComponent(sub.card_id)}`);
      const brand = card.card_brand ?? 'card';
      return { brand: brands[brand] ?? brand.toLowerCase(), last4: card.last_4 ?? null };
    },
    async createPaymentMethodUpdate() {
      throw squareErrors.cardUpdateUnavailable();
    },
    async verifyWebhook(rawBody, headers) {
      const header = headers[squareSignatureHeader];
      if (
        !isValidSquareSignature(options.webhookSignatureKey, options.webhookUrl, rawBody, typeof header === 'string' ? header : undefined)
      ) {
        throw new WebhookSignatureError('bad Square signature');
      }
      let notification: SquareNotification;
      try {
        notification = JSON.parse(rawBody) as SquareNotification;
      } catch {
        throw new WebhookSignatureError('signed body is not JSON');
      }
      if (!notification.event_id || !notification.type || Number.isNaN(Date.parse(notification.created_at)))
        throw new WebhookSignatureError('not a Square notification');
      try {
        return toProviderEvent(notification, await refsOf(notification));
      } catch (err) {
        // Nothing is stored: Square retries the delivery, and by then the payment has told us the buyer.
        if (err instanceof SquareNotYetKnownError) throw squareErrors.eventEarly();
        throw err;
      }
    },
  };
}
