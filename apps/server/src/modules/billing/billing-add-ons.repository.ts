import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SubscriptionSnapshot } from '../../providers/payments/payment-provider.port.js';

/** SQL of add-ons, one-time purchases and checkout lines; `db` may be the webhook's transaction. */
export function createAddOnsRepository(db: Kysely<Database>) {
  return {
    async insertCheckoutItems(checkoutId: string, items: { priceId: string; amountCents: number; currency: string }[]) {
      if (!items.length) return;
      await db
        .insertInto('billing_checkout_items')
        .values(
          items.map((item, i) => ({
            checkout_id: checkoutId,
            position: i + 1,
            price_id: item.priceId,
            amount_cents: item.amountCents,
            currency: item.currency,
          })),
        )
        .onConflict((oc) => oc.columns(['checkout_id', 'position']).doNothing())
        .execute();
    },
    findCheckoutItems(checkoutId: string) {
      return db
        .selectFrom('billing_checkout_items')
        .select(['price_id', 'amount_cents', 'currency'])
        .where('checkout_id', '=', checkoutId)
        .orderBy('position')
        .execute();
    },
    /**
     * Every line of a checkout, its own price first, then its items in order, with the product
     * behind each. One query after the other: `db` is usually the webhook's transaction, one connection.
     */
    async findCheckoutLines(checkoutId: string) {
      const ownPrice = await db
        .selectFrom('billing_checkouts as c')
        .innerJoin('billing_prices as p', 'p.id', 'c.price_id')
        .innerJoin('billing_products as r', 'r.id', 'p.product_id')
        .select(['c.user_id', 'p.id as price_id', 'p.product_id', 'r.kind', 'p.amount_cents', 'p.currency'])
        .where('c.id', '=', checkoutId)
        .execute();
      const items = await db
        .selectFrom('billing_checkout_items as i')
        .innerJoin('billing_checkouts as c', 'c.id', 'i.checkout_id')
        .innerJoin('billing_prices as p', 'p.id', 'i.price_id')
        .innerJoin('billing_products as r', 'r.id', 'p.product_id')
        .select(['c.user_id', 'p.id as price_id', 'p.product_id', 'r.kind', 'i.amount_cents', 'i.currency'])
        .where('i.checkout_id', '=', checkoutId)
        .orderBy('i.position')
        .execute();
      return [...ownPrice, ...items];
    },
    /** Upserts an add-on from a provider snapshot unless a newer state of it was applied already. */
    async applyAddOn(
      row: { userId: string; productId: string; priceId: string; provider: string; bundled: boolean },
      snap: SubscriptionSnapshot,
      occurredAt: Date,
    ) {
      const state = {
        status: snap.status,
        current_period_end: snap.currentPeriodEnd,
        cancel_at_period_end: snap.cancelAtPeriodEnd,
        state_at: occurredAt,
      };
      await db
        .insertInto('billing_add_ons')
        .values({
          user_id: row.userId,
          product_id: row.productId,
          price_id: row.priceId,
          provider: row.provider,
          provider_subscription_id: snap.id,
          bundled: row.bundled,
          ...state,
        })
        .onConflict((oc) =>
          oc
            .columns(['provider', 'provider_subscription_id', 'product_id'])
            .doUpdateSet(state)
            .where('billing_add_ons.state_at', '<=', occurredAt),
        )
        .execute();
    },
    /** The newest end of a running pass of this product, to extend rather than overlap. */
    async passRunningUntil(userId: string, productId: string) {
      const row = await db
        .selectFrom('billing_purchases')
        .select('valid_until')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .orderBy('valid_until', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.valid_until ? new Date(row.valid_until) : null;
    },
    /** A one-time product paid for; false when this checkout granted it already. */
    async insertPurchase(row: {
      userId: string;
      productId: string;
      priceId: string;
      checkoutId: string;
      amountCents: number;
      currency: string;
      purchasedAt: Date;
      validUntil: Date | null;
    }) {
      const result = await db
        .insertInto('billing_purchases')
        .values({
          user_id: row.userId,
          product_id: row.productId,
          price_id: row.priceId,
          checkout_id: row.checkoutId,
          amount_cents: row.amountCents,
          currency: row.currency,
          purchased_at: row.purchasedAt,
          valid_until: row.validUntil,
        })
        .onConflict((oc) => oc.columns(['checkout_id', 'product_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    findAddOns: (userId: string) =>
      db
        .selectFrom('billing_add_ons')
        .select([
          'id',
          'product_id',
          'price_id',
          'provider',
          'provider_subscription_id',
          'bundled',
          'status',
          'current_period_end',
          'cancel_at_period_end',
          'state_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute(),
    findPurchases: (userId: string) =>
      db
        .selectFrom('billing_purchases')
        .select(['product_id', 'purchased_at', 'valid_until'])
        .where('user_id', '=', userId)
        .orderBy('purchased_at', 'desc')
        .limit(50)
        .execute(),
  };
}
export type AddOnsRepository = ReturnType<typeof createAddOnsRepository>;
