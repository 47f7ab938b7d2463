import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Reads and writes of guest purchases waiting for an account. */
export function createClaimsRepository(db: Db | Transaction<Database>) {
  return {
    findByHash(tokenHash: string) {
      return db
        .selectFrom('billing_claims as c')
        .innerJoin('billing_subscriptions as b', 'b.id', 'c.billing_subscription_id')
        .innerJoin('billing_prices as p', 'p.id', 'b.price_id')
        .select(['c.id', 'c.email', 'c.expires_at', 'c.claimed_at', 'c.claimed_by', 'c.billing_subscription_id', 'p.product_id'])
        .where('c.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    /** Purchases held against this email and not claimed yet (expired links included). */
    findOpenByEmail(email: string) {
      return db
        .selectFrom('billing_claims')
        .select('id')
        .where('email', '=', email)
        .where('claimed_at', 'is', null)
        .orderBy('created_at')
        .execute();
    },
    /** Locks the claim row, then the provider subscription (the webhook takes the same advisory lock). */
    async lockForClaim(claimId: string) {
      const claim = await db.selectFrom('billing_claims').selectAll().where('id', '=', claimId).forUpdate().executeTakeFirstOrThrow();
      const held = await db
        .selectFrom('billing_subscriptions as b')
        .innerJoin('billing_prices as p', 'p.id', 'b.price_id')
        .select([
          'b.id',
          'b.provider',
          'b.provider_subscription_id',
          'b.status',
          'b.current_period_end',
          'b.trial_end',
          'b.cancel_at_period_end',
          'p.product_id',
          'p.interval',
        ])
        .where('b.id', '=', claim.billing_subscription_id)
        .executeTakeFirstOrThrow();
      await sql`select pg_advisory_xact_lock(hashtext(${`${held.provider}:${held.provider_subscription_id}`}))`.execute(db);
      return { claim, held };
    },
    /**
     * The plan the account holds now, read under a per-account lock so two claims (or a claim and
     * a sign-in claiming) of the same account are decided one after the other.
     */
    async lockLivePlanOf(userId: string) {
      await sql`select pg_advisory_xact_lock(hashtext(${`plan-holder:${userId}`}))`.execute(db);
      return db
        .selectFrom('billing_subscriptions')
        .select(['id', 'price_id'])
        .where('user_id', '=', userId)
        .where('status', '!=', 'canceled')
        .executeTakeFirst();
    },
    /** Gives the held subscription to the account: the access row, the billing row, its invoices and the claim. */
    async assign(input: {
      claimId: string;
      userId: string;
      billingSubscriptionId: string;
      providerSubscriptionId: string;
      access: {
        status: string;
        plan_type: string;
        billing_cycle: 'monthly' | 'annual';
        current_period_end: Date | null;
        trial_end: Date | null;
        cancel_at_period_end: boolean;
      };
    }) {
      const row = await db
        .insertInto('subscriptions')
        .values({ user_id: input.userId, ...input.access })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('billing_subscriptions')
        .set({ user_id: input.userId, subscription_id: row.id })
        .where('id', '=', input.billingSubscriptionId)
        .execute();
      await db
        .updateTable('billing_invoices')
        .set({ user_id: input.userId })
        .where('provider_subscription_id', '=', input.providerSubscriptionId)
        .where('user_id', 'is', null)
        .execute();
      await db
        .updateTable('billing_claims')
        .set({ claimed_by: input.userId, claimed_at: new Date() })
        .where('id', '=', input.claimId)
        .execute();
    },
  };
}
