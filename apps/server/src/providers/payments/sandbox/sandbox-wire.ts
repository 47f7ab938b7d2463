import type { InvoiceSnapshot, ProviderEvent, SubscriptionSnapshot } from '../payment-provider.port.js';

/** The sandbox's webhook body: JSON with ISO dates, like a real provider's. */
export type SandboxWireEvent = { id: string; type: ProviderEvent['type']; created: string; data: Record<string, unknown> };

const date = (value: unknown) => new Date(String(value));
const dateOrNull = (value: unknown) => (value == null ? null : new Date(String(value)));

function subscriptionFrom(data: Record<string, unknown>): SubscriptionSnapshot {
  return {
    id: String(data['id']),
    customerRef: String(data['customer_ref']),
    checkoutRef: data['client_reference'] == null ? null : String(data['client_reference']),
    priceId: String(data['price_id']),
    status: data['status'] as SubscriptionSnapshot['status'],
    currentPeriodStart: date(data['current_period_start']),
    currentPeriodEnd: date(data['current_period_end']),
    trialEnd: dateOrNull(data['trial_end']),
    cancelAtPeriodEnd: Boolean(data['cancel_at_period_end']),
  };
}

function invoiceFrom(data: Record<string, unknown>): InvoiceSnapshot {
  return {
    id: String(data['id']),
    number: String(data['number']),
    customerRef: String(data['customer_ref']),
    subscriptionId: data['subscription_id'] == null ? null : String(data['subscription_id']),
    priceId: data['price_id'] == null ? null : String(data['price_id']),
    reason: data['reason'] as InvoiceSnapshot['reason'],
    status: data['status'] as InvoiceSnapshot['status'],
    amountCents: Number(data['amount_cents']),
    currency: String(data['currency']),
    createdAt: date(data['created']),
  };
}

/** Reads a verified body into a port event; throws on a shape it does not know. */
export function parseSandboxEvent(raw: string): ProviderEvent {
  const wire = JSON.parse(raw) as SandboxWireEvent;
  const base = { id: String(wire.id), occurredAt: date(wire.created) };
  const d = wire.data ?? {};
  if (!base.id || Number.isNaN(base.occurredAt.getTime())) throw new Error('malformed sandbox event');
  switch (wire.type) {
    case 'checkout.completed':
      return {
        ...base,
        type: wire.type,
        sessionId: String(d['session_id']),
        checkoutRef: String(d['client_reference']),
        customerRef: String(d['customer_ref']),
        subscription: d['subscription'] ? subscriptionFrom(d['subscription'] as Record<string, unknown>) : null,
      };
    case 'checkout.processing':
    case 'checkout.canceled':
      return { ...base, type: wire.type, sessionId: String(d['session_id']), checkoutRef: String(d['client_reference']) };
    case 'checkout.failed':
      return {
        ...base,
        type: wire.type,
        sessionId: String(d['session_id']),
        checkoutRef: String(d['client_reference']),
        failure: d['failure'] as 'card_declined',
      };
    case 'subscription.updated':
      return { ...base, type: wire.type, subscription: subscriptionFrom(d) };
    case 'invoice.updated':
      return { ...base, type: wire.type, invoice: invoiceFrom(d) };
    default:
      throw new Error(`unknown sandbox event type ${String(wire.type)}`);
  }
}
