import type { InvoiceSnapshot, ProviderEvent, SubscriptionSnapshot } from '../payment-provider.port.js';
import type { PaypalPlan } from './paypal-plans.js';

/** A webhook event as PayPal posts it (the fields we read). */
export type PaypalEvent = {
  id: string;
  event_type: string;
  create_time: string;
  resource_type?: string;
  resource: Record<string, unknown>;
};

/** A subscription resource (BILLING.SUBSCRIPTION.* events, GET /v1/billing/subscriptions/{id}). */
export type PaypalSubscription = {
  id: string;
  plan_id: string;
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  custom_id?: string;
  start_time?: string;
  status_update_time?: string;
  billing_info?: {
    next_billing_time?: string;
    failed_payments_count?: number;
    cycle_executions?: { tenure_type: 'TRIAL' | 'REGULAR'; cycles_completed: number }[];
  };
};

/** A subscription the customer set to end at its period end (suspended at PayPal meanwhile). */
export type PendingCancellation = { periodEnd: Date; trialEnd: Date | null };

/** What the mapping needs beyond the event: which of our prices the plan bills, and a pending cancellation. */
export type PaypalEventContext = {
  plan: PaypalPlan | null;
  cancellation: PendingCancellation | null;
  /** For a sale: no earlier sale of its subscription is known, so it is the subscription's first payment. */
  firstSale?: boolean;
};

/** Our references in PayPal's `custom_id`: `<customer ref>|<checkout ref>` (ids and `guest:<id>` have no `|`). */
export const customId = (customerRef: string, checkoutRef: string) => `${customerRef}|${checkoutRef}`;
export function parseCustomId(value: unknown): { customerRef: string; checkoutRef: string } | null {
  if (typeof value !== 'string') return null;
  const [customerRef, checkoutRef] = value.split('|');
  return customerRef && checkoutRef ? { customerRef, checkoutRef } : null;
}

const date = (value: unknown) => {
  const d = typeof value === 'string' ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};
/** The start of the period ending at `end` (one month or year before). */
export function periodStartOf(end: Date, interval: 'monthly' | 'annual') {
  const start = new Date(end);
  if (interval === 'monthly') start.setUTCMonth(start.getUTCMonth() - 1);
  else start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
}
const cents = (value: unknown) => {
  const match = typeof value === 'string' ? /^(\d+)(?:\.(\d{1,2}))?$/.exec(value) : null;
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : null;
};

/**
 * A PayPal subscription as the port's whole-state snapshot. PayPal cancels at once, so a
 * cancellation at the period end is a suspension we asked for (decision 0020): while it lasts
 * the subscription is still paid for, shown with `cancelAtPeriodEnd`. A suspension we did not
 * ask for is PayPal giving up after failed payments: access ends (decision 0008).
 */
export function subscriptionSnapshot(sub: PaypalSubscription, ctx: PaypalEventContext, occurredAt: Date): SubscriptionSnapshot | null {
  const refs = parseCustomId(sub.custom_id);
  if (!refs || !ctx.plan || sub.status === 'APPROVAL_PENDING' || sub.status === 'APPROVED') return null;
  const { plan, cancellation } = ctx;
  const base = { id: sub.id, customerRef: refs.customerRef, checkoutRef: refs.checkoutRef, priceId: plan.priceId };
  const info = sub.billing_info ?? {};
  const nextBilling = date(info.next_billing_time);
  const started = date(sub.start_time) ?? occurredAt;
  if (sub.status === 'ACTIVE' && nextBilling) {
    const regularPaid = info.cycle_executions?.find((c) => c.tenure_type === 'REGULAR')?.cycles_completed ?? 0;
    const trialing = plan.trialDays > 0 && regularPaid === 0;
    return {
      ...base,
      status: trialing ? 'trialing' : (info.failed_payments_count ?? 0) > 0 ? 'past_due' : 'active',
      currentPeriodStart: trialing ? started : periodStartOf(nextBilling, plan.interval),
      currentPeriodEnd: nextBilling,
      trialEnd: trialing ? nextBilling : null,
      cancelAtPeriodEnd: false,
    };
  }
  if (sub.status === 'SUSPENDED' && cancellation) {
    return {
      ...base,
      status: cancellation.trialEnd ? 'trialing' : 'active',
      currentPeriodStart: cancellation.trialEnd ? started : periodStartOf(cancellation.periodEnd, plan.interval),
      currentPeriodEnd: cancellation.periodEnd,
      trialEnd: cancellation.trialEnd,
      cancelAtPeriodEnd: true,
    };
  }
  // Cancelled, expired, suspended by PayPal (or active without a next billing time): no access.
  const ended = cancellation?.periodEnd ?? date(sub.status_update_time) ?? occurredAt;
  return {
    ...base,
    status: 'canceled',
    currentPeriodStart: periodStartOf(ended, plan.interval),
    currentPeriodEnd: ended,
    trialEnd: null,
    cancelAtPeriodEnd: false,
  };
}

/** A completed or denied subscription payment (PAYMENT.SALE.*) as an invoice; one-off sales are not ours. */
export function saleInvoice(
  sale: Record<string, unknown>,
  outcome: 'paid' | 'failed',
  occurredAt: Date,
  firstSale = false,
): InvoiceSnapshot | null {
  const refs = parseCustomId(sale.custom ?? sale.custom_id);
  const amount = (sale.amount ?? {}) as { total?: string; currency?: string };
  const amountCents = cents(amount.total);
  if (!refs || typeof sale.id !== 'string' || typeof sale.billing_agreement_id !== 'string' || !amountCents || !amount.currency)
    return null;
  return {
    id: sale.id,
    number: sale.id,
    customerRef: refs.customerRef,
    subscriptionId: sale.billing_agreement_id,
    // A sale does not name the plan; whether it is the first payment the adapter works out (`firstSale`).
    priceId: null,
    reason: firstSale ? 'subscription_create' : 'subscription_cycle',
    status: outcome,
    amountCents,
    currency: amount.currency.toLowerCase(),
    createdAt: date(sale.create_time) ?? occurredAt,
  };
}

type Capture = {
  id?: string;
  custom_id?: string;
  amount?: { value?: string; currency_code?: string };
  create_time?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
};
type Order = { id?: string; purchase_units?: { reference_id?: string; custom_id?: string }[] };

/** A completed capture of a one-time order as its paid receipt (keyed by the capture id: a redelivery finds the same row). */
function captureReceipt(capture: Capture, customerRef: string, occurredAt: Date): InvoiceSnapshot | null {
  const amountCents = cents(capture.amount?.value);
  const currency = capture.amount?.currency_code;
  if (!capture.id || !amountCents || !currency) return null;
  return {
    id: capture.id,
    number: capture.id,
    customerRef,
    subscriptionId: null,
    // A capture does not name our price.
    priceId: null,
    reason: 'one_time',
    status: 'paid',
    amountCents,
    currency: currency.toLowerCase(),
    createdAt: date(capture.create_time) ?? occurredAt,
  };
}

/** A verified PayPal event as one of the port's events; anything else is stored as `unhandled`. */
export function toProviderEvent(event: PaypalEvent, ctx: PaypalEventContext): ProviderEvent {
  const occurredAt = date(event.create_time) ?? new Date(0);
  const base = { id: event.id, occurredAt };
  const unhandled = { ...base, type: 'unhandled' as const, providerType: event.event_type };
  switch (event.event_type) {
    case 'BILLING.SUBSCRIPTION.ACTIVATED':
    case 'BILLING.SUBSCRIPTION.RE-ACTIVATED':
    case 'BILLING.SUBSCRIPTION.UPDATED':
    case 'BILLING.SUBSCRIPTION.SUSPENDED':
    case 'BILLING.SUBSCRIPTION.CANCELLED':
    case 'BILLING.SUBSCRIPTION.EXPIRED':
    case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED': {
      const sub = event.resource as PaypalSubscription;
      const subscription = subscriptionSnapshot(sub, ctx, occurredAt);
      if (!subscription) return unhandled;
      // The buyer approved and PayPal started billing: the checkout (its session is the subscription) is done.
      if (event.event_type === 'BILLING.SUBSCRIPTION.ACTIVATED' && subscription.checkoutRef && subscription.status !== 'canceled')
        return {
          ...base,
          type: 'checkout.completed',
          sessionId: sub.id,
          checkoutRef: subscription.checkoutRef,
          customerRef: subscription.customerRef,
          subscription,
        };
      return { ...base, type: 'subscription.updated', subscription };
    }
    case 'PAYMENT.SALE.COMPLETED':
    case 'PAYMENT.SALE.DENIED': {
      const invoice = saleInvoice(
        event.resource,
        event.event_type === 'PAYMENT.SALE.COMPLETED' ? 'paid' : 'failed',
        occurredAt,
        ctx.firstSale,
      );
      return invoice ? { ...base, type: 'invoice.updated', invoice } : unhandled;
    }
    case 'CHECKOUT.ORDER.APPROVED': {
      // Approved is not paid: the adapter captures the order, and the capture's own event completes the checkout.
      const order = event.resource as Order;
      const checkoutRef = order.purchase_units?.[0]?.reference_id;
      return order.id && checkoutRef ? { ...base, type: 'checkout.processing', sessionId: order.id, checkoutRef } : unhandled;
    }
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.PENDING':
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED': {
      const capture = event.resource as Capture;
      const refs = parseCustomId(capture.custom_id);
      const orderId = capture.supplementary_data?.related_ids?.order_id;
      if (!refs || !orderId) return unhandled;
      const common = { ...base, sessionId: orderId, checkoutRef: refs.checkoutRef };
      if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
        const invoice = captureReceipt(capture, refs.customerRef, occurredAt);
        return {
          ...common,
          type: 'checkout.completed',
          customerRef: refs.customerRef,
          subscription: null,
          ...(invoice ? { invoice } : {}),
        };
      }
      if (event.event_type === 'PAYMENT.CAPTURE.PENDING') return { ...common, type: 'checkout.processing' };
      return { ...common, type: 'checkout.failed', failure: 'card_declined' };
    }
    default:
      return unhandled;
  }
}
