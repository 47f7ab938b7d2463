import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { InvoiceSnapshot, SubscriptionSnapshot } from '../../providers/payments/payment-provider.port.js';

type Trx = Transaction<Database>;

/** What `subscriptions` (read by access) says for a provider status; past_due keeps access while retries run. */
const accessStatus = { trialing: 'trialing', active: 'active', past_due: 'active', canceled: 'canceled' } as const;

/** SQL run inside the transaction that stores a provider event and applies it. */
export function createWebhooksRepository(trx: Trx) {
  return {
    /** False when this event was stored before: the caller then changes nothing. */
    async insertEvent(row: { provider: string; eventId: string; type: string; occurredAt: Date; payload: string }) {
      const result = await trx
        .insertInto('billing_events')
        .values({ provider: row.provider, event_id: row.eventId, type: row.type, occurred_at: row.occurredAt, payload: row.payload })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /** Read inside the transaction: on PGlite (one connection) a query outside it would wait forever. */
    findPrice(id: string) {
      return trx
        .selectFrom('billing_prices as p')
        .innerJoin('billing_products as r', 'r.id', 'p.product_id')
        .select(['p.id', 'p.product_id', 'p.interval', 'r.kind'])
        .where('p.id', '=', id)
        .executeTakeFirst();
    },
    async userExists(userId: string) {
      if (!/^[0-9a-f-]{36}$/i.test(userId)) return false;
      return (await trx.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
    },
    findCheckoutBySession(provider: string, sessionId: string) {
      return trx.selectFrom('billing_checkouts').select(['id', 'user_id', 'price_id', 'amount_cents', 'currency', 'status']).where('provider', '=', provider).where('provider_session_id', '=', sessionId).executeTakeFirst();
    },
    async setCheckoutStatus(provider: string, sessionId: string, status: 'processing' | 'completed' | 'failed' | 'canceled', failure: string | null, onlyFrom: string[]) {
      await trx
        .updateTable('billing_checkouts')
        .set({ status, failure, updated_at: new Date() })
        .where('provider', '=', provider)
        .where('provider_session_id', '=', sessionId)
        .where('status', 'in', onlyFrom as ['open'])
        .execute();
    },
    async markTrialUsed(userId: string, at: Date) {
      await trx
        .insertInto('billing_customers')
        .values({ user_id: userId, trial_used_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ trial_used_at: at }).where('billing_customers.trial_used_at', 'is', null))
        .execute();
    },
    /**
     * Applies a subscription snapshot unless a newer one was applied already (events may arrive out
     * of order); writes the `subscriptions` row access reads in the same transaction.
     */
    async applySubscription(provider: string, snap: SubscriptionSnapshot, occurredAt: Date, planType: string, cycle: 'monthly' | 'annual') {
      // One writer per subscription: two first events racing would otherwise both insert it.
      await sql`select pg_advisory_xact_lock(hashtext(${`${provider}:${snap.id}`}))`.execute(trx);
      const existing = await trx
        .selectFrom('billing_subscriptions')
        .select(['id', 'subscription_id', 'state_at'])
        .where('provider', '=', provider)
        .where('provider_subscription_id', '=', snap.id)
        .forUpdate()
        .executeTakeFirst();
      if (existing && new Date(existing.state_at) > occurredAt) return 'stale' as const;
      const access = {
        status: accessStatus[snap.status],
        plan_type: planType,
        billing_cycle: cycle,
        current_period_end: snap.currentPeriodEnd,
        trial_end: snap.trialEnd,
        cancel_at_period_end: snap.cancelAtPeriodEnd,
      };
      const billing = {
        price_id: snap.priceId,
        status: snap.status,
        current_period_start: snap.currentPeriodStart,
        current_period_end: snap.currentPeriodEnd,
        trial_end: snap.trialEnd,
        cancel_at_period_end: snap.cancelAtPeriodEnd,
        state_at: occurredAt,
      };
      if (existing) {
        await trx.updateTable('subscriptions').set(access).where('id', '=', existing.subscription_id).execute();
        await trx.updateTable('billing_subscriptions').set(billing).where('id', '=', existing.id).execute();
        return 'updated' as const;
      }
      const row = await trx.insertInto('subscriptions').values({ user_id: snap.customerRef, ...access }).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('billing_subscriptions')
        .values({ user_id: snap.customerRef, subscription_id: row.id, provider, provider_subscription_id: snap.id, ...billing })
        .execute();
      return 'created' as const;
    },
    /** Invoices change only forward in provider time (a failed attempt arriving after the paid one is ignored). */
    async applyInvoice(provider: string, invoice: InvoiceSnapshot, occurredAt: Date) {
      await trx
        .insertInto('billing_invoices')
        .values({
          user_id: invoice.customerRef,
          provider,
          provider_invoice_id: invoice.id,
          number: invoice.number,
          provider_subscription_id: invoice.subscriptionId,
          price_id: invoice.priceId,
          reason: invoice.reason,
          status: invoice.status,
          amount_cents: invoice.amountCents,
          currency: invoice.currency,
          state_at: occurredAt,
          created_at: invoice.createdAt,
        })
        .onConflict((oc) =>
          oc
            .columns(['provider', 'provider_invoice_id'])
            .doUpdateSet({ status: invoice.status, amount_cents: invoice.amountCents, state_at: occurredAt })
            .where('billing_invoices.state_at', '<', occurredAt),
        )
        .execute();
    },
  };
}
