import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** The two (inactive) catalog prices a donation checkout names; the amount is the donor's. */
export const donationPriceIds = { once: 'donation_once', monthly: 'donation_monthly' } as const;
export const isDonationPrice = (priceId: string) => priceId === donationPriceIds.once || priceId === donationPriceIds.monthly;

/** Reads and writes of donations (outside and inside webhook transactions). */
export function createDonationsRepository(db: Db | Transaction<Database>) {
  return {
    async insert(row: {
      checkoutId: string;
      userId: string | null;
      email: string;
      locale: string | null;
      amountCents: number;
      currency: string;
      interval: 'once' | 'monthly';
      provider: string;
    }) {
      await db
        .insertInto('donations')
        .values({
          checkout_id: row.checkoutId,
          user_id: row.userId,
          email: row.email,
          locale: row.locale,
          amount_cents: row.amountCents,
          currency: row.currency,
          interval: row.interval,
          provider: row.provider,
        })
        .onConflict((oc) => oc.column('checkout_id').doNothing())
        .execute();
    },
    findByCheckout(checkoutId: string) {
      return db.selectFrom('donations').selectAll().where('checkout_id', '=', checkoutId).executeTakeFirst();
    },
    findMonthlyByUser(userId: string) {
      return db
        .selectFrom('donations')
        .selectAll()
        .where('user_id', '=', userId)
        .where('interval', '=', 'monthly')
        .where('status', 'in', ['active', 'ended'])
        .orderBy('created_at', 'desc')
        .limit(50)
        .execute();
    },
    findOwned(userId: string, id: string) {
      return db.selectFrom('donations').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    },
    /** The checkout's outcome; a settled donation is not moved back by a late failure or cancel. */
    async settle(
      checkoutId: string,
      change: {
        status: 'paid' | 'active' | 'failed' | 'canceled';
        failure?: string | null;
        providerSubscriptionId?: string | null;
        currentPeriodEnd?: Date | null;
        cancelAtPeriodEnd?: boolean;
        stateAt?: Date;
      },
    ) {
      const onlyFrom =
        change.status === 'paid' || change.status === 'active' ? (['pending', 'failed', 'canceled'] as const) : (['pending'] as const);
      await db
        .updateTable('donations')
        .set({
          status: change.status,
          failure: change.failure ?? null,
          ...(change.providerSubscriptionId !== undefined ? { provider_subscription_id: change.providerSubscriptionId } : {}),
          ...(change.currentPeriodEnd !== undefined ? { current_period_end: change.currentPeriodEnd } : {}),
          ...(change.cancelAtPeriodEnd !== undefined ? { cancel_at_period_end: change.cancelAtPeriodEnd } : {}),
          ...(change.stateAt ? { state_at: change.stateAt } : {}),
        })
        .where('checkout_id', '=', checkoutId)
        .where('status', 'in', [...onlyFrom])
        .execute();
    },
    /** A monthly donation's state from the provider, unless a newer one was applied already. */
    async applySnapshot(
      provider: string,
      snap: { id: string; checkoutRef: string | null; status: string; currentPeriodEnd: Date; cancelAtPeriodEnd: boolean },
      occurredAt: Date,
    ) {
      let query = db
        .updateTable('donations')
        .set({
          status: snap.status === 'canceled' ? 'ended' : 'active',
          provider_subscription_id: snap.id,
          current_period_end: snap.currentPeriodEnd,
          cancel_at_period_end: snap.cancelAtPeriodEnd,
          state_at: occurredAt,
        })
        .where('provider', '=', provider)
        .where((eb) => eb.or([eb('state_at', 'is', null), eb('state_at', '<=', occurredAt)]));
      // The snapshot names our checkout: it finds the donation even before checkout.completed arrived.
      query =
        snap.checkoutRef && /^[0-9a-f-]{36}$/i.test(snap.checkoutRef)
          ? query.where('checkout_id', '=', snap.checkoutRef)
          : query.where('provider_subscription_id', '=', snap.id);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Donations made signed out with this email, now an account's (its email verified). */
    async attachToUser(email: string, userId: string) {
      await db.updateTable('donations').set({ user_id: userId }).where('email', '=', email).where('user_id', 'is', null).execute();
      await db
        .updateTable('billing_invoices')
        .set({ user_id: userId })
        .where('guest_email', '=', email)
        .where('user_id', 'is', null)
        .where('price_id', 'in', [donationPriceIds.once, donationPriceIds.monthly])
        .execute();
    },
  };
}
