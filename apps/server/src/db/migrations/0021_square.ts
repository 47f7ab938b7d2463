import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The Square adapter's own memory (decision 0021): the subscription plan variation made at Square
 * for each catalog price (and trial length), and each payment link with what it leads back to —
 * Square's subscriptions carry no metadata, so the buyer's Square customer id is learnt from the
 * payment of the link's order.
 */
export const migration0021Square: Migration = {
  async up(db: Kysely<unknown>) {
    const now = sql`now()`;
    await db.schema
      .createTable('square_plan_variations')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('price_id', 'text', (c) => c.notNull().references('billing_prices.id'))
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('trial_days', 'integer', (c) => c.notNull())
      .addColumn('square_plan_id', 'text', (c) => c.notNull())
      .addColumn('square_variation_id', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('square_plan_variations_terms', ['price_id', 'amount_cents', 'currency', 'trial_days'])
      .execute();
    await db.schema
      .createTable('square_payment_links')
      .addColumn('payment_link_id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().unique())
      .addColumn('checkout_ref', 'text', (c) => c.notNull().unique())
      .addColumn('customer_ref', 'text', (c) => c.notNull())
      .addColumn('price_id', 'text', (c) => c.notNull())
      .addColumn('square_customer_id', 'text')
      .addColumn('first_invoice_id', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('square_payment_links_customer_idx').on('square_payment_links').column('square_customer_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('square_payment_links').execute();
    await db.schema.dropTable('square_plan_variations').execute();
  },
};
