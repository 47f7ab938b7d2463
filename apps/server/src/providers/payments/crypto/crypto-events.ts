import { prepaidCoverage } from '@brainboost/domain/billing/prepaid-periods';
import type { InvoiceSnapshot, ProviderEvent, SubscriptionSnapshot } from '../payment-provider.port.js';
import type { CryptoCharge } from './crypto-ledger.js';
import type { CryptoWireEvent } from './crypto-wire.js';

/** One prepaid "subscription" per customer: every plan period bought with crypto extends the same one. */
export const prepaidSubscriptionId = (customerRef: string) => `prepaid_${customerRef}`;

/** What the ledger says once a confirmation is recorded: the charge, and every confirmed plan charge of its customer. */
export type ConfirmationContext = { charge: CryptoCharge; planCharges: readonly CryptoCharge[]; now: Date };

const metaString = (event: CryptoWireEvent, key: string) => {
  const value = event.data.metadata?.[key];
  return typeof value === 'string' && value ? value : null;
};

/**
 * A prepaid plan as a subscription snapshot: active until the end of what was paid for, set to end
 * there (no renewal), as of the latest confirmation it includes — so a confirmation delivered late
 * is not taken for stale, and its snapshot, worked out from the whole ledger, is still the whole truth.
 */
export function prepaidSnapshot(
  customerRef: string,
  checkoutRef: string | null,
  planCharges: readonly CryptoCharge[],
  now: Date,
): { subscription: SubscriptionSnapshot; asOf: Date; first: boolean } | null {
  const purchases = planCharges.map((c) => ({
    id: c.charge_id!,
    confirmedAt: new Date(c.confirmed_at!),
    cycle: c.interval as 'monthly' | 'annual',
  }));
  const coverage = prepaidCoverage(purchases);
  if (!coverage) return null;
  const last = planCharges.find((c) => c.charge_id === coverage.lastId)!;
  const asOf = new Date(Math.max(...purchases.map((p) => p.confirmedAt.getTime())));
  return {
    subscription: {
      id: prepaidSubscriptionId(customerRef),
      customerRef,
      checkoutRef,
      priceId: last.price_id,
      status: coverage.end > now ? 'active' : 'canceled',
      currentPeriodStart: coverage.start,
      currentPeriodEnd: coverage.end,
      trialEnd: null,
      cancelAtPeriodEnd: true,
    },
    asOf,
    first: purchases.length === 1,
  };
}

/** A confirmed (or resolved) charge: the checkout completes, the receipt is recorded, a plan grants its prepaid period. */
function confirmed(event: CryptoWireEvent, occurredAt: Date, context: ConfirmationContext): ProviderEvent {
  const { charge } = context;
  const invoiceOf = (subscriptionId: string | null, reason: InvoiceSnapshot['reason']): InvoiceSnapshot => ({
    id: charge.charge_id!,
    number: charge.charge_code ?? charge.charge_id!,
    customerRef: charge.customer_ref,
    subscriptionId,
    priceId: charge.price_id,
    reason,
    status: 'paid',
    amountCents: charge.amount_cents,
    currency: charge.currency,
    createdAt: new Date(charge.confirmed_at ?? occurredAt),
  });
  const common = {
    id: event.id,
    type: 'checkout.completed' as const,
    sessionId: charge.charge_id!,
    checkoutRef: charge.checkout_ref,
    customerRef: charge.customer_ref,
  };
  if (charge.interval === 'once') return { ...common, occurredAt, subscription: null, invoice: invoiceOf(null, 'one_time') };
  const prepaid = prepaidSnapshot(charge.customer_ref, charge.checkout_ref, context.planCharges, context.now);
  if (!prepaid) return { id: event.id, occurredAt, type: 'unhandled', providerType: event.type };
  const at = prepaid.asOf > occurredAt ? prepaid.asOf : occurredAt;
  return {
    ...common,
    occurredAt: at,
    subscription: prepaid.subscription,
    invoice: invoiceOf(prepaid.subscription.id, prepaid.first ? 'subscription_create' : 'subscription_cycle'),
  };
}

/**
 * A verified charge event as one of the port's events. `context` is given for confirmations (the
 * adapter records them in its ledger first); a charge that is not one of ours is stored, not applied.
 */
export function toProviderEvent(event: CryptoWireEvent, context: ConfirmationContext | null): ProviderEvent {
  const occurredAt = new Date(event.created_at);
  const unhandled: ProviderEvent = { id: event.id, occurredAt, type: 'unhandled', providerType: event.type };
  const checkoutRef = context?.charge.checkout_ref ?? metaString(event, 'checkout_ref');
  if (!checkoutRef) return unhandled;
  const base = { id: event.id, occurredAt, sessionId: event.data.id, checkoutRef };
  switch (event.type) {
    // Payment seen on the chain, waiting for confirmations; or seen after the charge expired (to be resolved).
    case 'charge:pending':
    case 'charge:delayed':
      return { ...base, type: 'checkout.processing' };
    case 'charge:confirmed':
    case 'charge:resolved':
      return context ? confirmed(event, occurredAt, context) : unhandled;
    case 'charge:failed':
      // Some crypto arrived but not enough: underpaid. None at all: the charge expired unpaid.
      return (event.data.payments?.length ?? 0) > 0
        ? { ...base, type: 'checkout.failed', failure: 'insufficient_funds' }
        : { ...base, type: 'checkout.canceled' };
    default:
      // charge:created and anything newer: stored as received, nothing to apply.
      return unhandled;
  }
}
