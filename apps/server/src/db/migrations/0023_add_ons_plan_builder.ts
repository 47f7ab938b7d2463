import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Add-ons and one-time products delivered (decision 0023), and checkouts of several items.
 * - Annual prices for the two add-ons (ten months' price, as the plans), so a plan built on the
 *   annual cycle can carry them on its one subscription.
 * - The printed workbook is retired: it needs shipping and a postal address, which we do not
 *   collect (children use the app). Nothing sold may go undelivered.
 * - `billing_checkout_items`: the extra lines of a checkout (the first line stays on the checkout).
 * - `billing_add_ons`: recurring add-ons, on their own subscription or on the plan's ("bundled"),
 *   mirrored from verified provider events like `subscriptions`.
 * - `billing_purchases`: one-time products paid for, each once per checkout.
 * - `sandbox_session_items`: the sandbox provider's own record of a session's extra lines.
 */
export const migration0023AddOnsPlanBuilder: Migration = {
  async up(db: Kysely<unknown>) {
    const now = sql`now()`;
    await sql`insert into billing_prices (id, product_id, interval, amount_cents, currency) values
      ('tutor_sessions_annual', 'tutor_sessions', 'annual', 4990, 'usd'),
      ('extra_uploads_annual', 'extra_uploads', 'annual', 2990, 'usd')
      on conflict (id) do nothing`.execute(db);
    await sql`update billing_products set active = false where id = 'printed_workbook'`.execute(db);
    await sql`update billing_prices set active = false where product_id = 'printed_workbook'`.execute(db);

    await db.schema
      .createTable('billing_checkout_items')
      .addColumn('checkout_id', 'uuid', (c) => c.notNull().references('billing_checkouts.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('price_id', 'text', (c) => c.notNull().references('billing_prices.id'))
      .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('billing_checkout_items_pk', ['checkout_id', 'position'])
      .execute();

    await db.schema
      .createTable('billing_add_ons')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('product_id', 'text', (c) => c.notNull().references('billing_products.id'))
      .addColumn('price_id', 'text', (c) => c.notNull().references('billing_prices.id'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_subscription_id', 'text', (c) => c.notNull())
      // On the plan's subscription (bought with it on /build-plan): renews and ends with the plan.
      .addColumn('bundled', 'boolean', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('trialing', 'active', 'past_due', 'canceled')`))
      .addColumn('current_period_end', 'timestamptz')
      .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('state_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('billing_add_ons_provider_item', ['provider', 'provider_subscription_id', 'product_id'])
      .execute();
    await db.schema.createIndex('billing_add_ons_user_idx').on('billing_add_ons').columns(['user_id', 'status']).execute();

    await db.schema
      .createTable('billing_purchases')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('product_id', 'text', (c) => c.notNull().references('billing_products.id'))
      .addColumn('price_id', 'text', (c) => c.notNull().references('billing_prices.id'))
      .addColumn('checkout_id', 'uuid', (c) => c.notNull().references('billing_checkouts.id').onDelete('cascade'))
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('purchased_at', 'timestamptz', (c) => c.notNull())
      .addColumn('valid_until', 'timestamptz')
      .addUniqueConstraint('billing_purchases_checkout_product', ['checkout_id', 'product_id'])
      .execute();
    await db.schema.createIndex('billing_purchases_user_idx').on('billing_purchases').columns(['user_id', 'valid_until']).execute();

    await db.schema
      .createTable('sandbox_session_items')
      .addColumn('session_id', 'text', (c) => c.notNull().references('sandbox_sessions.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('price_id', 'text', (c) => c.notNull())
      .addColumn('interval', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('sandbox_session_items_pk', ['session_id', 'position'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['sandbox_session_items', 'billing_purchases', 'billing_add_ons', 'billing_checkout_items'])
      await db.schema.dropTable(table).execute();
    await sql`update billing_products set active = true where id = 'printed_workbook'`.execute(db);
    await sql`update billing_prices set active = true where product_id = 'printed_workbook'`.execute(db);
    await sql`delete from billing_prices where id in ('tutor_sessions_annual', 'extra_uploads_annual')`.execute(db);
  },
};
