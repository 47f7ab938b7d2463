import type { Db } from '../../../db/database.js';
import type { Clock } from '../clock.js';
import { PaymentMethodUpdateUnsupportedError, type PaymentProvider } from '../payment-provider.port.js';
import { approvalLink, createPaypalApi, PaypalApiError, type PaypalLinks } from './paypal-api.js';
import { customId, toProviderEvent, type PaypalEvent, type PaypalSubscription } from './paypal-events.js';
import { createPaypalPlans, paypalAmount } from './paypal-plans.js';
import { verifyPaypalWebhook } from './paypal-webhook-signature.js';

export type PaypalOptions = {
  db: Db;
  clock: Clock;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** PAYPAL_API_BASE: PayPal's sandbox or live REST base, or a local fake in tests. */
  apiBase: string;
  /** Where the browser comes back to: PayPal needs absolute URLs, the billing module gives paths. */
  publicUrl: string;
  orgName: string;
  fetch?: typeof fetch;
};

/** PayPal answers 422 with this when the subscription is already in the asked-for state: a retry that already happened. */
const alreadyThere = (err: unknown) =>
  err instanceof PaypalApiError && err.status === 422 && /STATUS_INVALID|SUBSCRIPTION_STATUS/.test(err.issue);

/**
 * The PayPal adapter of the payment-provider port (decision 0020): Subscriptions API for plans,
 * Orders API for one-time prices, both approved on PayPal's page; webhooks checked by PayPal's
 * verify-webhook-signature call. Amounts come from our catalog; `custom_id` carries our refs.
 */
export function createPaypalProvider(options: PaypalOptions) {
  const { db, clock } = options;
  const api = createPaypalApi({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    baseUrl: options.apiBase,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const plans = createPaypalPlans(db, api, options.orgName);
  const absolute = (path: string) => new URL(path, options.publicUrl).toString();
  const context = (returnUrl: string, cancelUrl: string, action: 'SUBSCRIBE_NOW' | 'PAY_NOW' | 'CONTINUE') => ({
    brand_name: options.orgName.slice(0, 127),
    shipping_preference: 'NO_SHIPPING',
    user_action: action,
    return_url: absolute(returnUrl),
    cancel_url: absolute(cancelUrl),
  });
  const getSubscription = (id: string) => api.get<PaypalSubscription>(`/v1/billing/subscriptions/${encodeURIComponent(id)}`);
  const subscriptionAction = async (id: string, action: 'suspend' | 'activate' | 'cancel', reason: string, requestId: string) => {
    try {
      await api.post(`/v1/billing/subscriptions/${encodeURIComponent(id)}/${action}`, { reason }, requestId);
    } catch (err) {
      if (!alreadyThere(err)) throw err;
    }
  };

  const provider: PaymentProvider = {
    name: 'paypal',
    returnPages: { success: '/paypal-checkout/success', cancel: '/paypal-checkout/cancel' },
    prorates: false,
    async createCheckout(input) {
      const custom = customId(input.customerRef, input.checkoutRef);
      if (input.price.interval === 'once') {
        const order = await api.post<PaypalLinks & { id: string }>(
          '/v2/checkout/orders',
          {
            intent: 'CAPTURE',
            purchase_units: [
              {
                reference_id: input.checkoutRef,
                custom_id: custom,
                description: `${options.orgName} ${input.price.productId.replace(/_/g, ' ')}`.slice(0, 127),
                amount: { currency_code: input.price.currency.toUpperCase(), value: paypalAmount(input.price.amountCents) },
              },
            ],
            application_context: context(input.successUrl, input.cancelUrl, 'PAY_NOW'),
          },
          input.idempotencyKey,
        );
        return { sessionId: order.id, url: approvalLink(order) };
      }
      const planId = await plans.ensure(input.price, input.trialDays);
      const sub = await api.post<PaypalLinks & { id: string }>(
        '/v1/billing/subscriptions',
        {
          plan_id: planId,
          custom_id: custom,
          ...(input.customerEmail ? { subscriber: { email_address: input.customerEmail } } : {}),
          application_context: context(input.successUrl, input.cancelUrl, 'SUBSCRIBE_NOW'),
        },
        input.idempotencyKey,
      );
      return { sessionId: sub.id, url: approvalLink(sub) };
    },
    /**
     * PayPal has no "cancel at period end": it cancels at once. So the subscription is suspended
     * now (PayPal charges nothing more), remembered with its period end, and cancelled at PayPal
     * when that comes (`cancelDue`); until then it is shown paid-for, set to end.
     */
    async cancelAtPeriodEnd(subscriptionId, idempotencyKey) {
      const sub = await getSubscription(subscriptionId);
      if (sub.status === 'ACTIVE') {
        const plan = await plans.find(sub.plan_id);
        const periodEnd = sub.billing_info?.next_billing_time ? new Date(sub.billing_info.next_billing_time) : clock.now();
        const regularPaid = sub.billing_info?.cycle_executions?.find((c) => c.tenure_type === 'REGULAR')?.cycles_completed ?? 0;
        const trialEnd = plan && plan.trialDays > 0 && regularPaid === 0 ? periodEnd : null;
        await db
          .insertInto('paypal_cancellations')
          .values({ paypal_subscription_id: subscriptionId, period_end: periodEnd, trial_end: trialEnd })
          .onConflict((oc) =>
            oc
              .column('paypal_subscription_id')
              .doUpdateSet({ period_end: periodEnd, trial_end: trialEnd, canceled_at: null, requested_at: clock.now() }),
          )
          .execute();
      } else if (sub.status !== 'SUSPENDED') return;
      await subscriptionAction(subscriptionId, 'suspend', 'Customer asked to cancel at the end of the paid period', idempotencyKey);
    },
    async resume(subscriptionId, idempotencyKey) {
      const pending = await db
        .selectFrom('paypal_cancellations')
        .select('period_end')
        .where('paypal_subscription_id', '=', subscriptionId)
        .where('canceled_at', 'is', null)
        .executeTakeFirst();
      if (!pending) return;
      await subscriptionAction(subscriptionId, 'activate', 'Customer kept the subscription', idempotencyKey);
      await db
        .deleteFrom('paypal_cancellations')
        .where('paypal_subscription_id', '=', subscriptionId)
        .where('canceled_at', 'is', null)
        .execute();
    },
    /**
     * A plan change is PayPal's revise. A different price needs the buyer's consent on PayPal's
     * page: then the approval link comes back, and the change applies from the next billing
     * cycle once approved (PayPal does not prorate).
     */
    async changePlan(subscriptionId, price, idempotencyKey) {
      if (price.interval === 'once') throw new Error('a plan change needs a recurring price');
      const planId = await plans.ensure(price, 0);
      const revised = await api.post<PaypalLinks & { plan_overridden?: boolean }>(
        `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/revise`,
        { plan_id: planId, application_context: context('/subscription-management?plan=changed', '/subscription-management', 'CONTINUE') },
        idempotencyKey,
      );
      return revised.links?.some((l) => l.rel === 'approve') ? { approvalUrl: approvalLink(revised) } : undefined;
    },
    async paymentMethod() {
      // The buyer pays from their PayPal account; PayPal does not tell us the funding card.
      return { brand: 'paypal', last4: null };
    },
    async createPaymentMethodUpdate() {
      throw new PaymentMethodUpdateUnsupportedError('PayPal subscriptions are paid from the PayPal account');
    },
    async verifyWebhook(rawBody, headers) {
      const event = await verifyPaypalWebhook(api, options.webhookId, rawBody, headers);
      const resource = event.resource as Partial<PaypalSubscription>;
      const isSubscription = event.event_type.startsWith('BILLING.SUBSCRIPTION.');
      const plan = isSubscription && typeof resource.plan_id === 'string' ? await plans.find(resource.plan_id) : null;
      const pending =
        isSubscription && typeof resource.id === 'string'
          ? await db
              .selectFrom('paypal_cancellations')
              .select(['period_end', 'trial_end'])
              .where('paypal_subscription_id', '=', resource.id)
              .executeTakeFirst()
          : undefined;
      if (event.event_type === 'CHECKOUT.ORDER.APPROVED') await captureOrder(event);
      const firstSale = event.event_type.startsWith('PAYMENT.SALE.') ? await isFirstSale(event.resource) : false;
      return toProviderEvent(event, {
        plan,
        cancellation: pending
          ? { periodEnd: new Date(pending.period_end), trialEnd: pending.trial_end ? new Date(pending.trial_end) : null }
          : null,
        firstSale,
      });
    },
  };

  /**
   * The buyer approved a one-time order: capture it (once, whatever the retries — PayPal-Request-Id).
   * Done before the event is stored, so a failed capture fails the delivery and PayPal retries it.
   */
  async function captureOrder(event: PaypalEvent) {
    const order = event.resource as { id?: string; status?: string };
    if (!order.id || order.status !== 'APPROVED') return;
    try {
      await api.post(`/v2/checkout/orders/${encodeURIComponent(order.id)}/capture`, {}, `capture-${order.id}`);
    } catch (err) {
      // Captured already (by an earlier delivery): nothing left to do.
      if (!(err instanceof PaypalApiError && err.status === 422 && err.issue === 'ORDER_ALREADY_CAPTURED')) throw err;
    }
  }

  /**
   * A sale names neither the plan nor the cycle it pays. It is the subscription's first payment
   * when no earlier paid sale of that subscription is recorded (a failed first attempt and its paid retry are both its creation): PayPal charges the first cycle when the
   * buyer approves, so that sale comes first, and later cycles come a whole period after it. Kept
   * by what is recorded (not a counter of ours) so a redelivered sale, which finds only itself,
   * says the same again.
   */
  async function isFirstSale(sale: Record<string, unknown>) {
    const at = typeof sale.create_time === 'string' ? new Date(sale.create_time) : null;
    if (typeof sale.id !== 'string' || typeof sale.billing_agreement_id !== 'string' || !at || Number.isNaN(at.getTime())) return false;
    const earlier = await db
      .selectFrom('billing_invoices')
      .select('id')
      .where('provider', '=', 'paypal')
      .where('provider_subscription_id', '=', sale.billing_agreement_id)
      .where('provider_invoice_id', '<>', sale.id)
      .where('status', '=', 'paid')
      .where('created_at', '<', at)
      .executeTakeFirst();
    return earlier === undefined;
  }

  /** Cancels at PayPal the subscriptions whose customer asked to end them and whose period has ended. */
  async function cancelDue(): Promise<number> {
    const due = await db
      .selectFrom('paypal_cancellations')
      .select('paypal_subscription_id')
      .where('canceled_at', 'is', null)
      .where('period_end', '<=', clock.now())
      .limit(100)
      .execute();
    for (const { paypal_subscription_id: id } of due) {
      const sub = await getSubscription(id);
      // Resumed at PayPal meanwhile (or already ended): not ours to cancel.
      if (sub.status === 'SUSPENDED')
        await subscriptionAction(id, 'cancel', 'Cancelled at the end of the paid period, as the customer asked', `period-end-cancel-${id}`);
      await db.updateTable('paypal_cancellations').set({ canceled_at: clock.now() }).where('paypal_subscription_id', '=', id).execute();
    }
    return due.length;
  }

  return { provider, cancelDue };
}
export type PaypalProvider = ReturnType<typeof createPaypalProvider>;
