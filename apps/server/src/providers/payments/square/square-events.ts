import type { InvoiceSnapshot, ProviderEvent, ProviderSubscriptionStatus, SubscriptionSnapshot } from '../payment-provider.port.js';
import type {
  SquareInvoice,
  SquareLinkRow,
  SquareNotification,
  SquarePayment,
  SquareSubscription,
  SquareVariationRow,
} from './square-objects.js';

/** What the adapter looked up in its own tables for one notification (decision 0021). */
export type SquareRefs = {
  /** The payment link whose order a payment paid. */
  linkOfOrder?: SquareLinkRow | undefined;
  /** That link sells a one-time price (a quick-pay order, no subscription): its payment is the receipt. */
  oneTimeOrder?: boolean;
  /** The newest payment link paid by this Square customer. */
  linkOfCustomer?: SquareLinkRow | undefined;
  /** Our plan variation the subscription is on. */
  variation?: SquareVariationRow | undefined;
  /** For an invoice: whether it is the subscription's first (its link's first invoice). */
  firstInvoice?: boolean;
  /** A checkout of ours is still waiting for its payment's event (its buyer is not known yet). */
  awaitingPayment?: boolean;
};

/** A subscription of ours whose buyer is not known yet (its payment's event is still on the way): answered 503, Square delivers it again. */
export class SquareNotYetKnownError extends Error {
  override name = 'SquareNotYetKnownError';
}

/**
 * Square's statuses in ours. PENDING starts later (not a subscription yet); DEACTIVATED (Square
 * stopped it, e.g. the card kept failing) and PAUSED end access as a cancellation does (0008).
 */
const statuses: Record<SquareSubscription['status'], ProviderSubscriptionStatus | null> = {
  PENDING: null,
  ACTIVE: 'active',
  CANCELED: 'canceled',
  DEACTIVATED: 'canceled',
  PAUSED: 'canceled',
};

/** A YYYY-MM-DD date as midnight UTC (Square's dates are in the seller's zone; a few hours of difference at most). */
export const dayOf = (date: string) => new Date(`${date}T00:00:00.000Z`);
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
export function addCycle(d: Date, interval: 'monthly' | 'annual', times = 1): Date {
  const next = new Date(d);
  if (interval === 'annual') next.setUTCFullYear(next.getUTCFullYear() + times);
  else next.setUTCMonth(next.getUTCMonth() + times);
  return next;
}

/** A Square subscription as the port's whole-state snapshot at the notification's time. */
export function subscriptionSnapshot(sub: SquareSubscription, at: Date, refs: SquareRefs): SubscriptionSnapshot | null {
  const status = statuses[sub.status];
  const variation = refs.variation;
  const link = refs.linkOfCustomer;
  if (!status || !variation || variation.interval === 'once' || !link || !sub.start_date) return null;
  const interval = variation.interval;
  const start = dayOf(sub.start_date);
  const trialEnd = variation.trial_days > 0 ? addDays(start, variation.trial_days) : null;
  const inTrial = status === 'active' && trialEnd !== null && at < trialEnd;
  const paidThrough = sub.paid_until_date ?? sub.charged_through_date;
  let periodEnd: Date;
  if (inTrial) periodEnd = trialEnd;
  else if (paidThrough) periodEnd = dayOf(paidThrough);
  else periodEnd = addCycle(trialEnd ?? start, interval);
  const periodStart = inTrial ? start : new Date(Math.max(addCycle(periodEnd, interval, -1).getTime(), (trialEnd ?? start).getTime()));
  return {
    id: sub.id,
    customerRef: link.customer_ref,
    checkoutRef: link.checkout_ref,
    priceId: variation.price_id,
    status: inTrial ? 'trialing' : status,
    currentPeriodStart: periodStart,
    currentPeriodEnd: status === 'canceled' && sub.canceled_date ? dayOf(sub.canceled_date) : periodEnd,
    trialEnd,
    // Square keeps a cancelled subscription ACTIVE with its canceled_date until that date comes.
    cancelAtPeriodEnd: status === 'active' && Boolean(sub.canceled_date),
  };
}

/** A paid or failed subscription invoice; one that charges nothing (a free trial's) is not listed. */
export function invoiceSnapshot(invoice: SquareInvoice, outcome: 'paid' | 'failed', refs: SquareRefs): InvoiceSnapshot | null {
  const link = refs.linkOfCustomer;
  const request = invoice.payment_requests?.[0];
  const money =
    outcome === 'paid' ? (request?.total_completed_amount_money ?? request?.computed_amount_money) : request?.computed_amount_money;
  if (!link || !money || money.amount === 0 || !invoice.subscription_id) return null;
  return {
    id: invoice.id,
    number: invoice.invoice_number ?? invoice.id,
    customerRef: link.customer_ref,
    subscriptionId: invoice.subscription_id,
    priceId: refs.variation?.price_id ?? link.price_id,
    reason: refs.firstInvoice ? 'subscription_create' : 'subscription_cycle',
    status: outcome,
    amountCents: money.amount,
    currency: money.currency.toLowerCase(),
    createdAt: invoice.created_at ? new Date(invoice.created_at) : new Date(0),
  };
}

/** The completed payment of a one-time link's order as its paid receipt (keyed by the payment id: a redelivery finds the same row). */
function oneTimeReceipt(payment: SquarePayment, link: SquareLinkRow, occurredAt: Date): InvoiceSnapshot | null {
  const money = payment.total_money ?? payment.amount_money;
  if (!money || money.amount <= 0) return null;
  return {
    id: payment.id,
    number: payment.receipt_number ?? payment.id,
    customerRef: link.customer_ref,
    subscriptionId: null,
    priceId: link.price_id,
    reason: 'one_time',
    status: 'paid',
    amountCents: money.amount,
    currency: money.currency.toLowerCase(),
    createdAt: payment.created_at ? new Date(payment.created_at) : occurredAt,
  };
}

/** The payment of one of our links' orders, as the checkout's outcome. */
function paymentEvent(
  payment: SquarePayment,
  base: { id: string; occurredAt: Date },
  link: SquareLinkRow,
  oneTime: boolean,
): ProviderEvent {
  const ids = { sessionId: link.payment_link_id, checkoutRef: link.checkout_ref };
  switch (payment.status) {
    case 'COMPLETED': {
      // The subscription arrives as subscription.created, with its own time, and its receipts as invoices;
      // a one-time order has no Square invoice: its payment is the receipt.
      const invoice = oneTime ? oneTimeReceipt(payment, link, base.occurredAt) : null;
      return {
        ...base,
        type: 'checkout.completed',
        ...ids,
        customerRef: link.customer_ref,
        subscription: null,
        ...(invoice ? { invoice } : {}),
      };
    }
    case 'FAILED':
      return { ...base, type: 'checkout.failed', ...ids, failure: 'card_declined' };
    case 'CANCELED':
      return { ...base, type: 'checkout.canceled', ...ids };
    default:
      return { ...base, type: 'checkout.processing', ...ids };
  }
}

/**
 * A verified Square notification as one of the port's events, given what the adapter knows of its
 * objects; a kind we do not act on, or an object that is not ours, is `unhandled`.
 */
export function toProviderEvent(notification: SquareNotification, refs: SquareRefs): ProviderEvent {
  const base = { id: notification.event_id, occurredAt: new Date(notification.created_at) };
  const unhandled = { ...base, type: 'unhandled' as const, providerType: notification.type };
  const object = notification.data?.object;
  switch (notification.type) {
    case 'subscription.created':
    case 'subscription.updated': {
      const sub = object?.subscription;
      if (!sub || !refs.variation) return unhandled;
      if (!refs.linkOfCustomer)
        throw new SquareNotYetKnownError(`Square customer ${sub.customer_id ?? '?'} of subscription ${sub.id} is not known yet`);
      const subscription = subscriptionSnapshot(sub, base.occurredAt, refs);
      return subscription ? { ...base, type: 'subscription.updated', subscription } : unhandled;
    }
    case 'invoice.payment_made':
    case 'invoice.scheduled_charge_failed': {
      const invoice = object?.invoice;
      if (!invoice) return unhandled;
      // The first invoice may overtake the payment that tells us its buyer: have it delivered again.
      if (!refs.linkOfCustomer && invoice.subscription_id && refs.awaitingPayment)
        throw new SquareNotYetKnownError(`Square customer of invoice ${invoice.id} is not known yet`);
      const snapshot = invoiceSnapshot(invoice, notification.type === 'invoice.payment_made' ? 'paid' : 'failed', refs);
      return snapshot ? { ...base, type: 'invoice.updated', invoice: snapshot } : unhandled;
    }
    case 'payment.updated': {
      const payment = object?.payment;
      return payment && refs.linkOfOrder ? paymentEvent(payment, base, refs.linkOfOrder, refs.oneTimeOrder ?? false) : unhandled;
    }
    default:
      return unhandled;
  }
}
