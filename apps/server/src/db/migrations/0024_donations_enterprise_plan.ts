import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Donations and enterprise-plan quote requests (decision 0024).
 * - The `donation` product and its two prices exist so checkouts and provider events can name
 *   them; they are inactive, so the catalog never lists them and the ordinary checkout refuses
 *   them. The donor's amount (checked by the domain rule) is on the checkout and the donation row.
 * - A donation never writes `subscriptions`: access does not change.
 */
export const migration0024DonationsEnterprisePlan: Migration = {
  async up(db: Kysely<unknown>) {
    const now = sql`now()`;
    await db
      .insertInto('billing_products' as never)
      .values({ id: 'donation', kind: 'one_time', tier: null, max_members: null, sort_order: 90, active: false } as never)
      .execute();
    await db
      .insertInto('billing_prices' as never)
      .values([
        { id: 'donation_once', product_id: 'donation', interval: 'once', amount_cents: 100, currency: 'usd', active: false },
        { id: 'donation_monthly', product_id: 'donation', interval: 'monthly', amount_cents: 100, currency: 'usd', active: false },
      ] as never)
      .execute();

    await db.schema
      .createTable('donations')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('checkout_id', 'uuid', (c) => c.notNull().unique().references('billing_checkouts.id').onDelete('cascade'))
      .addColumn('user_id', 'uuid', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('locale', 'text')
      .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 100`))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('interval', 'text', (c) => c.notNull().check(sql`interval in ('once', 'monthly')`))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'paid', 'active', 'failed', 'canceled', 'ended')`),
      )
      .addColumn('failure', 'text')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_subscription_id', 'text')
      .addColumn('current_period_end', 'timestamptz')
      .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
      // The provider's time of the last state applied: an older event arriving later is ignored.
      .addColumn('state_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('donations_provider_subscription', ['provider', 'provider_subscription_id'])
      .execute();
    await db.schema.createIndex('donations_user_idx').on('donations').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('donations_email_idx').on('donations').column('email').execute();

    await db.schema
      .createTable('enterprise_plan_requests')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('contact_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('organization', 'text', (c) => c.notNull())
      .addColumn('seats', 'integer', (c) => c.notNull().check(sql`seats > 0`))
      .addColumn('grade_bands', sql`text[]`, (c) => c.notNull())
      .addColumn('billing_cycle', 'text', (c) => c.notNull().check(sql`billing_cycle in ('monthly', 'annual')`))
      .addColumn('message', 'text', (c) => c.notNull())
      // The estimate shown when the request was sent, from the catalog of that day.
      .addColumn('list_per_seat_cents', 'integer', (c) => c.notNull())
      .addColumn('per_seat_cents', 'integer', (c) => c.notNull())
      .addColumn('discount_percent', 'integer', (c) => c.notNull())
      .addColumn('estimate_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('locale', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('enterprise_plan_requests_created_idx').on('enterprise_plan_requests').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('enterprise_plan_requests').execute();
    await db.schema.dropTable('donations').execute();
    await db
      .deleteFrom('billing_prices' as never)
      .where('product_id' as never, '=', 'donation' as never)
      .execute();
    await db
      .deleteFrom('billing_products' as never)
      .where('id' as never, '=', 'donation' as never)
      .execute();
  },
};
