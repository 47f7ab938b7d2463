import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The PayPal adapter's own records (decision 0020). PayPal bills a subscription against a plan
 * object of its own, so each catalog price (with or without a trial) gets a product and a plan
 * there, created on demand and remembered here. `paypal_cancellations` holds the subscriptions a
 * customer set to end at the period end: suspended at PayPal now, cancelled there when it ends.
 */
export const migration0020Paypal: Migration = {
  async up(db: Kysely<unknown>) {
    const now = sql`now()`;
    await db.schema
      .createTable('paypal_products')
      .addColumn('product_id', 'text', (c) => c.primaryKey().references('billing_products.id'))
      .addColumn('paypal_product_id', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createTable('paypal_plans')
      .addColumn('paypal_plan_id', 'text', (c) => c.primaryKey())
      // One plan per price, trial length and amount: a price change in the catalog makes a new plan.
      .addColumn('plan_key', 'text', (c) => c.notNull().unique())
      .addColumn('price_id', 'text', (c) => c.notNull().references('billing_prices.id'))
      .addColumn('interval', 'text', (c) => c.notNull().check(sql`interval in ('monthly', 'annual')`))
      .addColumn('trial_days', 'integer', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createTable('paypal_cancellations')
      .addColumn('paypal_subscription_id', 'text', (c) => c.primaryKey())
      .addColumn('period_end', 'timestamptz', (c) => c.notNull())
      .addColumn('trial_end', 'timestamptz')
      .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      /** Set once PayPal has cancelled it at the period end. */
      .addColumn('canceled_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('paypal_cancellations_due_idx')
      .on('paypal_cancellations')
      .column('period_end')
      .where(sql.ref('canceled_at'), 'is', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('paypal_cancellations').execute();
    await db.schema.dropTable('paypal_plans').execute();
    await db.schema.dropTable('paypal_products').execute();
  },
};
