import { periodEnd, renewalRetryDays } from '@brainboost/domain/billing/pricing';
import type { Db } from '../../../db/database.js';
import { chargeSucceeds } from './sandbox-cards.js';
import type { SandboxEmitter } from './sandbox-emitter.js';
import { invoiceData, subscriptionData, type SandboxSubscription } from './sandbox-records.js';

const dayMs = 86_400_000;

/** One step of a subscription whose time has come; false when nothing was due. */
async function step(db: Db, sub: SandboxSubscription, now: Date, emitter: SandboxEmitter): Promise<boolean> {
  const end = new Date(sub.current_period_end);
  const save = async (changes: Partial<SandboxSubscription>) => {
    const updated = await db
      .updateTable('sandbox_subscriptions')
      .set(changes)
      .where('id', '=', sub.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await emitter.emit('subscription.updated', subscriptionData(updated));
  };
  if (sub.cancel_at_period_end && end <= now) {
    await save({ status: 'canceled' });
    return true;
  }
  if ((sub.status === 'active' || sub.status === 'trialing') && end <= now) {
    // Renewal: the period moves on whether or not the charge goes through (as Stripe does).
    const start = end;
    const next = periodEnd(start, sub.interval as 'monthly' | 'annual');
    const amount = Math.max(0, sub.amount_cents - sub.credit_cents);
    const paid = amount === 0 || chargeSucceeds(sub.card);
    const invoice = invoiceData({
      customerRef: sub.customer_ref,
      subscriptionId: sub.id,
      priceId: sub.price_id,
      reason: 'subscription_cycle',
      paid,
      amountCents: amount,
      currency: sub.currency,
      created: start,
    });
    await emitter.emit('invoice.updated', invoice);
    await save({
      status: paid ? 'active' : 'past_due',
      current_period_start: start,
      current_period_end: next,
      credit_cents: sub.credit_cents - (sub.amount_cents - amount),
      open_invoice_id: paid ? null : invoice.id,
      retry_count: 0,
      next_retry_at: paid ? null : new Date(start.getTime() + renewalRetryDays[0] * dayMs),
    });
    return true;
  }
  if (sub.status === 'past_due' && sub.next_retry_at && new Date(sub.next_retry_at) <= now) {
    const paid = chargeSucceeds(sub.card);
    const attempt = new Date(sub.next_retry_at);
    const invoice = invoiceData({
      id: sub.open_invoice_id ?? undefined,
      customerRef: sub.customer_ref,
      subscriptionId: sub.id,
      priceId: sub.price_id,
      reason: 'subscription_cycle',
      paid,
      amountCents: Math.max(0, sub.amount_cents - sub.credit_cents),
      currency: sub.currency,
      created: new Date(sub.current_period_start),
    });
    await emitter.emit('invoice.updated', invoice);
    const retries = sub.retry_count + 1;
    if (paid) await save({ status: 'active', open_invoice_id: null, retry_count: 0, next_retry_at: null });
    else if (retries >= renewalRetryDays.length) await save({ status: 'canceled', retry_count: retries, next_retry_at: null });
    else await save({ retry_count: retries, next_retry_at: new Date(attempt.getTime() + renewalRetryDays[retries]! * dayMs) });
    return true;
  }
  return false;
}

/** Everything due by `now`, repeated so a clock that jumped several periods catches up in order. */
export async function runSandboxRenewals(db: Db, now: Date, emitter: SandboxEmitter) {
  for (let round = 0; round < 100; round++) {
    const due = await db
      .selectFrom('sandbox_subscriptions')
      .selectAll()
      .where('status', 'in', ['trialing', 'active', 'past_due'])
      .where((eb) => eb.or([eb('current_period_end', '<=', now), eb('next_retry_at', '<=', now)]))
      .execute();
    let progressed = false;
    for (const sub of due) progressed = (await step(db, sub, now, emitter)) || progressed;
    if (!progressed) return;
  }
}
