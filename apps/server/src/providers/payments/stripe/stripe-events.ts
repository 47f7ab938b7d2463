import type Stripe from 'stripe';
import type {
  CheckoutFailure,
  InvoiceSnapshot,
  ProviderEvent,
  ProviderSubscriptionStatus,
  SubscriptionSnapshot,
} from '../payment-provider.port.js';

/** What we put in Stripe's metadata so its objects lead back to our rows (Stripe keeps strings only). */
export type StripeRefs = { customer_ref: string; checkout_ref: string; price_id: string };

/**
 * Marks a PaymentIntent of an express checkout (decision 0024): its own events complete our
 * checkout. Intents of Checkout Sessions carry our refs too but finish through checkout.session.*.
 */
export const expressFlow = { flow: 'express' } as const;

const at = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Stripe's statuses in ours. `incomplete` (the first payment is still being made) is not a
 * subscription yet; `unpaid` and `paused` mean Stripe stopped charging, so access ends as on
 * cancellation (decision 0008: after the last retry the user is back on free).
 */
const statuses: Record<Stripe.Subscription.Status, ProviderSubscriptionStatus | null> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  unpaid: 'canceled',
  paused: 'canceled',
  incomplete_expired: 'canceled',
  incomplete: null,
};

const reasons: Partial<Record<Stripe.Invoice.BillingReason, InvoiceSnapshot['reason']>> = {
  subscription_create: 'subscription_create',
  subscription_cycle: 'subscription_cycle',
  subscription_threshold: 'subscription_cycle',
  subscription: 'subscription_cycle',
  subscription_update: 'subscription_update',
};

/** A subscription we created (it carries our metadata), as the port's whole-state snapshot. */
export function subscriptionSnapshot(sub: Stripe.Subscription): SubscriptionSnapshot | null {
  const status = statuses[sub.status];
  const item = sub.items.data[0];
  const { customer_ref: customerRef, checkout_ref: checkoutRef, price_id: priceId } = sub.metadata ?? {};
  if (!status || !item || !customerRef || !priceId) return null;
  return {
    id: sub.id,
    customerRef,
    checkoutRef: checkoutRef || null,
    priceId,
    status,
    currentPeriodStart: at(item.current_period_start),
    currentPeriodEnd: at(item.current_period_end),
    trialEnd: sub.trial_end ? at(sub.trial_end) : null,
    // The Customer Portal may cancel with a date instead of the flag.
    cancelAtPeriodEnd: status !== 'canceled' && (sub.cancel_at_period_end || sub.cancel_at !== null),
  };
}

/** A paid or failed invoice of ours; zero-amount ones (a trial starting) charge nothing and are not listed. */
export function invoiceSnapshot(invoice: Stripe.Invoice, outcome: 'paid' | 'failed'): InvoiceSnapshot | null {
  const fromSubscription = invoice.parent?.subscription_details ?? null;
  const metadata = fromSubscription?.metadata ?? invoice.metadata ?? {};
  const amountCents = outcome === 'paid' ? invoice.amount_paid : invoice.amount_due;
  if (!metadata.customer_ref || !invoice.id || amountCents === 0) return null;
  return {
    id: invoice.id,
    number: invoice.number ?? invoice.id,
    customerRef: metadata.customer_ref,
    subscriptionId: idOf(fromSubscription?.subscription),
    priceId: metadata.price_id || null,
    reason: (invoice.billing_reason && reasons[invoice.billing_reason]) || 'one_time',
    status: outcome,
    amountCents,
    currency: invoice.currency,
    createdAt: at(invoice.created),
  };
}

const failures: Record<string, CheckoutFailure> = {
  insufficient_funds: 'insufficient_funds',
  authentication_required: 'authentication_failed',
};

/** An express checkout's charge, paid: the receipt comes with the completion (no Stripe invoice is made). */
function expressReceipt(intent: Stripe.PaymentIntent, customerRef: string): InvoiceSnapshot {
  return {
    id: intent.id,
    number: intent.id,
    customerRef,
    subscriptionId: null,
    priceId: intent.metadata.price_id || null,
    reason: 'one_time',
    status: 'paid',
    amountCents: intent.amount_received,
    currency: intent.currency,
    createdAt: at(intent.created),
  };
}

/** A verified Stripe event as one of the port's events; anything else is stored as `unhandled`. */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, occurredAt: at(event.created) };
  const unhandled = { ...base, type: 'unhandled' as const, providerType: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const checkoutRef = session.client_reference_id;
      if (!checkoutRef) return unhandled;
      // Bank debits and the like finish later: paid only once async_payment_succeeded arrives.
      if (session.payment_status === 'unpaid') return { ...base, type: 'checkout.processing', sessionId: session.id, checkoutRef };
      // The subscription itself arrives as customer.subscription.created, with its own time.
      return {
        ...base,
        type: 'checkout.completed',
        sessionId: session.id,
        checkoutRef,
        customerRef: session.metadata?.customer_ref ?? '',
        subscription: null,
      };
    }
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      return session.client_reference_id
        ? { ...base, type: 'checkout.failed', sessionId: session.id, checkoutRef: session.client_reference_id, failure: 'card_declined' }
        : unhandled;
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      return session.client_reference_id
        ? { ...base, type: 'checkout.canceled', sessionId: session.id, checkoutRef: session.client_reference_id }
        : unhandled;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = subscriptionSnapshot(event.data.object);
      return subscription ? { ...base, type: 'subscription.updated', subscription } : unhandled;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = invoiceSnapshot(event.data.object, event.type === 'invoice.paid' ? 'paid' : 'failed');
      return invoice ? { ...base, type: 'invoice.updated', invoice } : unhandled;
    }
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const { flow, checkout_ref: checkoutRef, customer_ref: customerRef } = intent.metadata ?? {};
      if (flow !== expressFlow.flow || !checkoutRef || !customerRef) return unhandled;
      if (event.type === 'payment_intent.succeeded')
        return {
          ...base,
          type: 'checkout.completed',
          sessionId: intent.id,
          checkoutRef,
          customerRef,
          subscription: null,
          invoice: expressReceipt(intent, customerRef),
        };
      const error = intent.last_payment_error;
      const failure = failures[error?.decline_code ?? ''] ?? failures[error?.code ?? ''] ?? 'card_declined';
      return { ...base, type: 'checkout.failed', sessionId: intent.id, checkoutRef, failure };
    }
    default:
      return unhandled;
  }
}
