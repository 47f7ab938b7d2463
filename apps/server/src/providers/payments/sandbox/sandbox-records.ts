import type { Selectable } from 'kysely';
import type { SandboxSubscriptionsTable } from './sandbox.tables.js';
import { sandboxId } from './sandbox-emitter.js';

export type SandboxSubscription = Selectable<SandboxSubscriptionsTable>;

/** The webhook `data` of a subscription: its whole state. */
export function subscriptionData(sub: SandboxSubscription) {
  return {
    id: sub.id,
    customer_ref: sub.customer_ref,
    client_reference: sub.client_reference,
    price_id: sub.price_id,
    status: sub.status,
    current_period_start: new Date(sub.current_period_start).toISOString(),
    current_period_end: new Date(sub.current_period_end).toISOString(),
    trial_end: sub.trial_end ? new Date(sub.trial_end).toISOString() : null,
    cancel_at_period_end: sub.cancel_at_period_end,
  };
}

export type InvoiceReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'one_time';

export function invoiceData(input: {
  id?: string;
  customerRef: string;
  subscriptionId: string | null;
  priceId: string;
  reason: InvoiceReason;
  paid: boolean;
  amountCents: number;
  currency: string;
  created: Date;
}) {
  const id = input.id ?? sandboxId('in');
  return {
    id,
    number: `SB-${id.slice(-8).toUpperCase()}`,
    customer_ref: input.customerRef,
    subscription_id: input.subscriptionId,
    price_id: input.priceId,
    reason: input.reason,
    status: input.paid ? 'paid' : 'failed',
    amount_cents: input.amountCents,
    currency: input.currency,
    created: input.created.toISOString(),
  };
}
