import type { ExpressionBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** The insert lost to another open plan checkout of the same user (migration 0033). */
export const isOpenPlanConflict = (err: unknown) => {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  return (
    e?.code === '23505' &&
    (e.constraint === 'billing_checkouts_one_open_plan' || Boolean(e.message?.includes('billing_checkouts_one_open_plan')))
  );
};

/** Reads and writes of checkouts, subscriptions and invoices outside webhook handling. */
export function createBillingRepository(db: Db) {
  const liveSubscription = (userId: string) =>
    db
      .selectFrom('billing_subscriptions as b')
      .innerJoin('billing_prices as p', 'p.id', 'b.price_id')
      .innerJoin('billing_products as r', 'r.id', 'p.product_id')
      .select([
        'b.id',
        'b.provider',
        'b.provider_subscription_id',
        'b.price_id',
        'b.status',
        'b.current_period_start',
        'b.current_period_end',
        'b.trial_end',
        'b.cancel_at_period_end',
        'b.state_at',
        'p.interval',
        'p.amount_cents',
        'p.currency',
        'p.product_id',
        'r.tier',
      ])
      .where('b.user_id', '=', userId)
      .where('b.status', '!=', 'canceled')
      .orderBy('b.created_at', 'desc')
      .limit(1);
  const invoices = (userId: string) =>
    db
      .selectFrom('billing_invoices')
      .select(['id', 'number', 'status', 'amount_cents', 'currency', 'price_id', 'reason', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(100);
  /** A trial is used once it was taken, and by anyone who ever had a subscription. */
  const trialTaken = (eb: ExpressionBuilder<Database, never>, userId: string) =>
    eb.or([
      eb.exists(eb.selectFrom('billing_customers').select('user_id').where('user_id', '=', userId).where('trial_used_at', 'is not', null)),
      eb.exists(eb.selectFrom('billing_subscriptions').select('id').where('user_id', '=', userId)),
    ]);
  const trialUsed = (userId: string) => db.selectNoFrom((eb) => trialTaken(eb, userId).as('used')).execute();
  const liveSubscriptionWithInvoices = (userId: string) =>
    db
      .selectNoFrom((eb) => [
        jsonObjectFrom(liveSubscription(userId)).as('live'),
        trialTaken(eb, userId).as('trial_used'),
        jsonArrayFrom(invoices(userId)).as('invoices'),
      ])
      .execute();

  return {
    /** The newest 20 of the user's own subscriptions (never one inherited as a family member), newest first. */
    ownSubscriptions: (userId: string) =>
      db
        .selectFrom('subscriptions')
        .select(['status', 'plan_type', 'created_at', 'current_period_end', 'trial_end', 'cancel_at_period_end'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(20)
        .execute(),
    /**
     * The live subscription (null if none), whether the trial is used, and the newest 100
     * invoices, in one statement. Rows arrive as JSON: times as
     * PostgreSQL's text of them, which `Date` reads.
     */
    async findLiveSubscriptionWithInvoices(userId: string) {
      const [row] = await liveSubscriptionWithInvoices(userId);
      return row!;
    },
    async trialUsed(userId: string) {
      const [row] = await trialUsed(userId);
      return Boolean(row?.used);
    },
    /** The caller's plan checkout open or processing at the provider, other than the one under this key. */
    findOpenPlanCheckout(userId: string, exceptKey: string) {
      return db
        .selectFrom('billing_checkouts')
        .select(['id', 'price_id'])
        .where('user_id', '=', userId)
        .where('is_plan', '=', true)
        .where('status', 'in', ['open', 'processing'])
        .where('idempotency_key', '!=', exceptKey)
        .executeTakeFirst();
    },
    findCheckoutByKey(userId: string, idempotencyKey: string) {
      return db
        .selectFrom('billing_checkouts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
    },
    findCheckout(userId: string, id: string) {
      return db.selectFrom('billing_checkouts').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    },
    /** A plan checkout (`isPlan`) while another of the user's is open fails with `isOpenPlanConflict`: the unique index decides between racing requests. */
    async insertCheckout(row: {
      userId: string;
      priceId: string;
      amountCents: number;
      currency: string;
      trialDays: number;
      provider: string;
      idempotencyKey: string;
      isPlan?: boolean;
    }) {
      await db
        .insertInto('billing_checkouts')
        .values({
          user_id: row.userId,
          price_id: row.priceId,
          amount_cents: row.amountCents,
          currency: row.currency,
          trial_days: row.trialDays,
          provider: row.provider,
          idempotency_key: row.idempotencyKey,
          is_plan: row.isPlan ?? false,
        })
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
        .execute();
      return db
        .selectFrom('billing_checkouts')
        .selectAll()
        .where('user_id', '=', row.userId)
        .where('idempotency_key', '=', row.idempotencyKey)
        .executeTakeFirstOrThrow();
    },
    /** A guest checkout: no user, the email the purchase is held against; same key, same row. */
    async insertGuestCheckout(row: {
      email: string;
      locale: string;
      priceId: string;
      amountCents: number;
      currency: string;
      provider: string;
      idempotencyKey: string;
    }) {
      await db
        .insertInto('billing_checkouts')
        .values({
          user_id: null,
          guest_email: row.email,
          guest_locale: row.locale,
          price_id: row.priceId,
          amount_cents: row.amountCents,
          currency: row.currency,
          trial_days: 0,
          provider: row.provider,
          idempotency_key: row.idempotencyKey,
        })
        .onConflict((oc) => oc.column('idempotency_key').where('user_id', 'is', null).doNothing())
        .execute();
      return db
        .selectFrom('billing_checkouts')
        .selectAll()
        .where('user_id', 'is', null)
        .where('idempotency_key', '=', row.idempotencyKey)
        .executeTakeFirstOrThrow();
    },
    findGuestCheckout(id: string) {
      return db.selectFrom('billing_checkouts').selectAll().where('id', '=', id).where('user_id', 'is', null).executeTakeFirst();
    },
    async setCheckoutSession(id: string, sessionId: string) {
      await db
        .updateTable('billing_checkouts')
        .set({ provider_session_id: sessionId, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },
    /** Every plan subscription of the user still renewing (not ended, not set to end). */
    findRenewingSubscriptions(userId: string) {
      return db
        .selectFrom('billing_subscriptions')
        .select(['id', 'provider', 'provider_subscription_id'])
        .where('user_id', '=', userId)
        .where('status', '!=', 'canceled')
        .where('cancel_at_period_end', '=', false)
        .execute();
    },
    /** The subscription the user holds now (not yet ended), newest first. */
    findLiveSubscription(userId: string) {
      return liveSubscription(userId).executeTakeFirst();
    },
  };
}
