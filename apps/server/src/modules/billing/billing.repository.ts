import type { Db } from '../../db/database.js';

/** Reads and writes of checkouts, subscriptions and invoices outside webhook handling. */
export function createBillingRepository(db: Db) {
  return {
    findUserEmail(userId: string) {
      return db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst();
    },
    async trialUsed(userId: string) {
      const customer = await db.selectFrom('billing_customers').select('trial_used_at').where('user_id', '=', userId).executeTakeFirst();
      if (customer?.trial_used_at) return true;
      // Anyone who ever had a subscription has had their chance at a trial too.
      return (await db.selectFrom('billing_subscriptions').select('id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
    },
    findCheckoutByKey(userId: string, idempotencyKey: string) {
      return db.selectFrom('billing_checkouts').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    },
    findCheckout(userId: string, id: string) {
      return db.selectFrom('billing_checkouts').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    },
    async insertCheckout(row: { userId: string; priceId: string; amountCents: number; currency: string; trialDays: number; provider: string; idempotencyKey: string }) {
      await db
        .insertInto('billing_checkouts')
        .values({ user_id: row.userId, price_id: row.priceId, amount_cents: row.amountCents, currency: row.currency, trial_days: row.trialDays, provider: row.provider, idempotency_key: row.idempotencyKey })
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
        .execute();
      return db.selectFrom('billing_checkouts').selectAll().where('user_id', '=', row.userId).where('idempotency_key', '=', row.idempotencyKey).executeTakeFirstOrThrow();
    },
    /** A guest checkout: no user, the email the purchase is held against; same key, same row. */
    async insertGuestCheckout(row: { email: string; locale: string; priceId: string; amountCents: number; currency: string; provider: string; idempotencyKey: string }) {
      await db
        .insertInto('billing_checkouts')
        .values({ user_id: null, guest_email: row.email, guest_locale: row.locale, price_id: row.priceId, amount_cents: row.amountCents, currency: row.currency, trial_days: 0, provider: row.provider, idempotency_key: row.idempotencyKey })
        .onConflict((oc) => oc.column('idempotency_key').where('user_id', 'is', null).doNothing())
        .execute();
      return db.selectFrom('billing_checkouts').selectAll().where('user_id', 'is', null).where('idempotency_key', '=', row.idempotencyKey).executeTakeFirstOrThrow();
    },
    findGuestCheckout(id: string) {
      return db.selectFrom('billing_checkouts').selectAll().where('id', '=', id).where('user_id', 'is', null).executeTakeFirst();
    },
    async setCheckoutSession(id: string, sessionId: string) {
      await db.updateTable('billing_checkouts').set({ provider_session_id: sessionId, updated_at: new Date() }).where('id', '=', id).execute();
    },
    /** The subscription the user holds now (not yet ended), newest first. */
    findLiveSubscription(userId: string) {
      return db
        .selectFrom('billing_subscriptions as b')
        .innerJoin('billing_prices as p', 'p.id', 'b.price_id')
        .innerJoin('billing_products as r', 'r.id', 'p.product_id')
        .select(['b.id', 'b.provider', 'b.provider_subscription_id', 'b.price_id', 'b.status', 'b.current_period_start', 'b.current_period_end', 'b.trial_end', 'b.cancel_at_period_end', 'b.state_at', 'p.interval', 'p.amount_cents', 'p.currency', 'p.product_id', 'r.tier'])
        .where('b.user_id', '=', userId)
        .where('b.status', '!=', 'canceled')
        .orderBy('b.created_at', 'desc')
        .executeTakeFirst();
    },
    findInvoices(userId: string) {
      return db
        .selectFrom('billing_invoices')
        .select(['id', 'number', 'status', 'amount_cents', 'currency', 'price_id', 'reason', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(100)
        .execute();
    },
  };
}
