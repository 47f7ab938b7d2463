import type { Db } from '../../../db/database.js';
import type { SquareLinkRow, SquareVariationRow } from './square-objects.js';

/** A checkout still waiting for its payment's event after this long is abandoned. */
const awaitingWindowMs = 24 * 3_600_000;

/** SQL of the Square adapter's own tables (square_plan_variations, square_payment_links). */
export function createSquareLinksRepository(db: Db) {
  const links = () =>
    db
      .selectFrom('square_payment_links')
      .select(['payment_link_id', 'order_id', 'checkout_ref', 'customer_ref', 'price_id', 'square_customer_id', 'first_invoice_id']);
  return {
    findVariation(priceId: string, amountCents: number, currency: string, trialDays: number) {
      return db
        .selectFrom('square_plan_variations')
        .select(['square_plan_id', 'square_variation_id'])
        .where('price_id', '=', priceId)
        .where('amount_cents', '=', amountCents)
        .where('currency', '=', currency)
        .where('trial_days', '=', trialDays)
        .executeTakeFirst();
    },
    /** The Square subscription plan already made for this catalog product, if any. */
    async findPlanOfProduct(productId: string) {
      const row = await db
        .selectFrom('square_plan_variations as v')
        .innerJoin('billing_prices as p', 'p.id', 'v.price_id')
        .select('v.square_plan_id')
        .where('p.product_id', '=', productId)
        .orderBy('v.created_at')
        .executeTakeFirst();
      return row?.square_plan_id;
    },
    /** Same terms, same row: a second server racing on the same price keeps the first's ids. */
    async insertVariation(row: {
      priceId: string;
      amountCents: number;
      currency: string;
      trialDays: number;
      planId: string;
      variationId: string;
    }) {
      await db
        .insertInto('square_plan_variations')
        .values({
          price_id: row.priceId,
          amount_cents: row.amountCents,
          currency: row.currency,
          trial_days: row.trialDays,
          square_plan_id: row.planId,
          square_variation_id: row.variationId,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return (await this.findVariation(row.priceId, row.amountCents, row.currency, row.trialDays))!;
    },
    async variationById(variationId: string): Promise<SquareVariationRow | undefined> {
      return db
        .selectFrom('square_plan_variations as v')
        .innerJoin('billing_prices as p', 'p.id', 'v.price_id')
        .select(['v.price_id', 'v.trial_days', 'p.interval'])
        .where('v.square_variation_id', '=', variationId)
        .executeTakeFirst();
    },
    async insertLink(row: { paymentLinkId: string; orderId: string; checkoutRef: string; customerRef: string; priceId: string }) {
      await db
        .insertInto('square_payment_links')
        .values({
          payment_link_id: row.paymentLinkId,
          order_id: row.orderId,
          checkout_ref: row.checkoutRef,
          customer_ref: row.customerRef,
          price_id: row.priceId,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
    linkOfOrder(orderId: string): Promise<SquareLinkRow | undefined> {
      return links().where('order_id', '=', orderId).executeTakeFirst();
    },
    /** Whether the catalog price a link sells is a one-time one. */
    async sellsOnce(priceId: string) {
      const row = await db.selectFrom('billing_prices').select('interval').where('id', '=', priceId).executeTakeFirst();
      return row?.interval === 'once';
    },
    linkOfCustomer(customerId: string): Promise<SquareLinkRow | undefined> {
      return links().where('square_customer_id', '=', customerId).orderBy('created_at', 'desc').executeTakeFirst();
    },
    /** The buyer of a link, learnt from its payment; set once. */
    async setCustomer(paymentLinkId: string, customerId: string) {
      await db
        .updateTable('square_payment_links')
        .set({ square_customer_id: customerId })
        .where('payment_link_id', '=', paymentLinkId)
        .where('square_customer_id', 'is', null)
        .execute();
    },
    /** True for the first invoice seen on this link (kept, so its redelivery says the same). */
    async isFirstInvoice(paymentLinkId: string, invoiceId: string) {
      await db
        .updateTable('square_payment_links')
        .set({ first_invoice_id: invoiceId })
        .where('payment_link_id', '=', paymentLinkId)
        .where('first_invoice_id', 'is', null)
        .execute();
      const row = await db
        .selectFrom('square_payment_links')
        .select('first_invoice_id')
        .where('payment_link_id', '=', paymentLinkId)
        .executeTakeFirst();
      return row?.first_invoice_id === invoiceId;
    },
    async awaitingPayment(now: Date) {
      const row = await db
        .selectFrom('square_payment_links')
        .select('payment_link_id')
        .where('square_customer_id', 'is', null)
        .where('created_at', '>', new Date(now.getTime() - awaitingWindowMs))
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
