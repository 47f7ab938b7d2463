import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { InvoiceSnapshot, SubscriptionSnapshot } from '../../providers/payments/payment-provider.port.js';
import { guestCheckoutIdOf } from './billing-guest-ref.js';
import { channels, notifyOnCommit } from '../../db/notifications.js';

/** Whom a provider event belongs to: an account, or a guest purchase's email until claimed. */
export type BillingOwner = { userId: string } | { guestEmail: string; locale: string | null };

type Trx = Transaction<Database>;

/** What `subscriptions` (read by access) says for a provider status; past_due keeps access while retries run. */
export const accessStatus = { trialing: 'trialing', active: 'active', past_due: 'active', canceled: 'canceled' } as const;

/**
 * SQL run inside the transaction that stores a provider event and applies it. `isAccount` tells,
 * within the transaction, whether an id is an account's (accounts' people service).
 */
export function createWebhooksRepository(trx: Trx, isAccount: (userId: string, on: Trx) => Promise<boolean>) {
  return {
    /** The transaction itself, for other repositories that write in it (donations). */
    trx,
    /** Tier only, nobody's name: heard by every server (social proof) once this transaction commits. */
    async announceSubscription(tier: string) {
      await notifyOnCommit(trx, channels.subscriptionStarted, JSON.stringify({ tier }));
    },
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
        .select(['p.id', 'p.product_id', 'p.interval', 'r.kind', 'r.tier'])
        .where('p.id', '=', id)
        .executeTakeFirst();
    },
    async userExists(userId: string) {
      if (!/^[0-9a-f-]{36}$/i.test(userId)) return false;
      return isAccount(userId, trx);
    },
    /** An account id, or a guest checkout's email (the claimed account once claimed); null: nobody we know. */
    async ownerOf(provider: string, customerRef: string, providerSubscriptionId: string | null): Promise<BillingOwner | null> {
      if (await this.userExists(customerRef)) return { userId: customerRef };
      const guestCheckoutId = guestCheckoutIdOf(customerRef);
      if (!guestCheckoutId) return null;
      if (providerSubscriptionId) {
        const held = await trx
          .selectFrom('billing_subscriptions')
          .select('user_id')
          .where('provider', '=', provider)
          .where('provider_subscription_id', '=', providerSubscriptionId)
          .executeTakeFirst();
        if (held?.user_id) return { userId: held.user_id };
      }
      const checkout = await trx
        .selectFrom('billing_checkouts')
        .select(['guest_email', 'guest_locale'])
        .where('id', '=', guestCheckoutId)
        .executeTakeFirst();
      return checkout?.guest_email ? { guestEmail: checkout.guest_email, locale: checkout.guest_locale } : null;
    },
    /** The one-time claim link of a guest purchase (only its hash is kept). */
    async insertClaim(billingSubscriptionId: string, email: string, tokenHash: string, expiresAt: Date) {
      await trx
        .insertInto('billing_claims')
        .values({ billing_subscription_id: billingSubscriptionId, email, token_hash: tokenHash, expires_at: expiresAt })
        .onConflict((oc) => oc.column('billing_subscription_id').doNothing())
        .execute();
    },
    findCheckoutBySession(provider: string, sessionId: string) {
      return trx
        .selectFrom('billing_checkouts')
        .select(['id', 'user_id', 'price_id', 'amount_cents', 'currency', 'status'])
        .where('provider', '=', provider)
        .where('provider_session_id', '=', sessionId)
        .executeTakeFirst();
    },
    async setCheckoutStatus(
      provider: string,
      sessionId: string,
      status: 'processing' | 'completed' | 'failed' | 'canceled',
      failure: string | null,
      onlyFrom: string[],
    ) {
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
    async applySubscription(
      provider: string,
      snap: SubscriptionSnapshot,
      occurredAt: Date,
      planType: string,
      cycle: 'monthly' | 'annual',
      owner: BillingOwner,
    ) {
      // One writer per subscription: two first events racing would otherwise both insert it.
      await sql`select pg_advisory_xact_lock(hashtext(${`${provider}:${snap.id}`}))`.execute(trx);
      const existing = await trx
        .selectFrom('billing_subscriptions')
        .select(['id', 'subscription_id', 'state_at'])
        .where('provider', '=', provider)
        .where('provider_subscription_id', '=', snap.id)
        .forUpdate()
        .executeTakeFirst();
      if (existing && new Date(existing.state_at) > occurredAt) return { result: 'stale' as const, id: existing.id };
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
        // An unclaimed guest purchase has no access row yet: the claim writes it from this state.
        if (existing.subscription_id)
          await trx.updateTable('subscriptions').set(access).where('id', '=', existing.subscription_id).execute();
        await trx.updateTable('billing_subscriptions').set(billing).where('id', '=', existing.id).execute();
        return { result: 'updated' as const, id: existing.id };
      }
      if (!('userId' in owner)) {
        const held = await trx
          .insertInto('billing_subscriptions')
          .values({
            user_id: null,
            subscription_id: null,
            guest_email: owner.guestEmail,
            provider,
            provider_subscription_id: snap.id,
            ...billing,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { result: 'held' as const, id: held.id };
      }
      const row = await trx
        .insertInto('subscriptions')
        .values({ user_id: owner.userId, ...access })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await trx
        .insertInto('billing_subscriptions')
        .values({ user_id: owner.userId, subscription_id: row.id, provider, provider_subscription_id: snap.id, ...billing })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { result: 'created' as const, id: created.id };
    },
    /** Invoices change only forward in provider time (a failed attempt arriving after the paid one is ignored); false when ignored. */
    async applyInvoice(provider: string, invoice: InvoiceSnapshot, occurredAt: Date, owner: BillingOwner) {
      const row = await trx
        .insertInto('billing_invoices')
        .values({
          user_id: 'userId' in owner ? owner.userId : null,
          guest_email: 'guestEmail' in owner ? owner.guestEmail : null,
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
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
