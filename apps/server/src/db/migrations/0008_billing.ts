import { sql, type Kysely, type Migration } from 'kysely';

/** The catalog the migration seeds (ids are stable: prices are referenced by id from checkouts and providers). */
const products = [
  { id: 'basic', kind: 'plan', tier: 'basic', max_members: null, sort_order: 1 },
  { id: 'premium', kind: 'plan', tier: 'premium', max_members: null, sort_order: 2 },
  { id: 'ultimate', kind: 'plan', tier: 'ultimate', max_members: null, sort_order: 3 },
  { id: 'family', kind: 'plan', tier: 'premium', max_members: 6, sort_order: 4 },
  { id: 'tutor_sessions', kind: 'add_on', tier: null, max_members: null, sort_order: 10 },
  { id: 'extra_uploads', kind: 'add_on', tier: null, max_members: null, sort_order: 11 },
  { id: 'exam_prep_pack', kind: 'one_time', tier: null, max_members: null, sort_order: 20 },
  { id: 'printed_workbook', kind: 'one_time', tier: null, max_members: null, sort_order: 21 },
] as const;

/** Spec: $9.99 basic, $19.99 premium, $29.99 ultimate a month; annual is ten months' price (two months free). */
const prices = [
  { id: 'basic_monthly', product_id: 'basic', interval: 'monthly', amount_cents: 999 },
  { id: 'basic_annual', product_id: 'basic', interval: 'annual', amount_cents: 9990 },
  { id: 'premium_monthly', product_id: 'premium', interval: 'monthly', amount_cents: 1999 },
  { id: 'premium_annual', product_id: 'premium', interval: 'annual', amount_cents: 19990 },
  { id: 'ultimate_monthly', product_id: 'ultimate', interval: 'monthly', amount_cents: 2999 },
  { id: 'ultimate_annual', product_id: 'ultimate', interval: 'annual', amount_cents: 29990 },
  { id: 'family_monthly', product_id: 'family', interval: 'monthly', amount_cents: 3499 },
  { id: 'family_annual', product_id: 'family', interval: 'annual', amount_cents: 34990 },
  { id: 'tutor_sessions_monthly', product_id: 'tutor_sessions', interval: 'monthly', amount_cents: 499 },
  { id: 'extra_uploads_monthly', product_id: 'extra_uploads', interval: 'monthly', amount_cents: 299 },
  { id: 'exam_prep_pack_once', product_id: 'exam_prep_pack', interval: 'once', amount_cents: 1499 },
  { id: 'printed_workbook_once', product_id: 'printed_workbook', interval: 'once', amount_cents: 2499 },
] as const;

/**
 * Billing: the catalog (seeded), checkouts, the provider's view of each subscription (mirrored into
 * `subscriptions`, which access reads), invoices, and every provider event under a unique id. The
 * `sandbox_*` tables are the offline sandbox provider's own state, as a real provider would keep it.
 */
export const migration0008Billing: Migration = {
  async up(db: Kysely<unknown>) {
    const now = sql`now()`;
    await db.schema
      .createTable('billing_products')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('plan', 'add_on', 'one_time')`))
      .addColumn('tier', 'text', (c) => c.check(sql`tier in ('basic', 'premium', 'ultimate')`))
      .addColumn('max_members', 'integer')
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .execute();
    await db.schema
      .createTable('billing_prices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('product_id', 'text', (c) => c.notNull().references('billing_products.id'))
      .addColumn('interval', 'text', (c) => c.notNull().check(sql`interval in ('monthly', 'annual', 'once')`))
      .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .execute();
    await db
      .insertInto('billing_products' as never)
      .values(products.map((p) => ({ ...p })) as never)
      .execute();
    await db
      .insertInto('billing_prices' as never)
      .values(prices.map((p) => ({ ...p, currency: 'usd' })) as never)
      .execute();

    await db.schema
      .createTable('billing_customers')
      .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('trial_used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable('billing_checkouts')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('price_id', 'text', (c) => c.notNull().references('billing_prices.id'))
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('trial_days', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_session_id', 'text')
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('open')
          .check(sql`status in ('open', 'processing', 'completed', 'failed', 'canceled')`),
      )
      .addColumn('failure', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('billing_checkouts_idempotency_key', ['user_id', 'idempotency_key'])
      .addUniqueConstraint('billing_checkouts_provider_session', ['provider', 'provider_session_id'])
      .execute();

    await db.schema
      .createTable('billing_subscriptions')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('subscription_id', 'uuid', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_subscription_id', 'text', (c) => c.notNull())
      .addColumn('price_id', 'text', (c) => c.notNull().references('billing_prices.id'))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('trialing', 'active', 'past_due', 'canceled')`))
      .addColumn('current_period_start', 'timestamptz')
      .addColumn('current_period_end', 'timestamptz')
      .addColumn('trial_end', 'timestamptz')
      .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
      // The provider's time of the snapshot last applied: an older one arriving later is ignored.
      .addColumn('state_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('billing_subscriptions_provider_id', ['provider', 'provider_subscription_id'])
      .execute();
    await db.schema.createIndex('billing_subscriptions_user_idx').on('billing_subscriptions').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('billing_invoices')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_invoice_id', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('provider_subscription_id', 'text')
      .addColumn('price_id', 'text')
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('paid', 'failed')`))
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('state_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('billing_invoices_provider_id', ['provider', 'provider_invoice_id'])
      .execute();
    await db.schema.createIndex('billing_invoices_user_idx').on('billing_invoices').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('billing_events')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
      .addColumn('payload', 'jsonb', (c) => c.notNull())
      .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('billing_events_provider_event', ['provider', 'event_id'])
      .execute();

    // The sandbox provider's own records.
    await db.schema
      .createTable('sandbox_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('customer_ref', 'text', (c) => c.notNull())
      .addColumn('client_reference', 'text', (c) => c.notNull())
      .addColumn('price_id', 'text', (c) => c.notNull())
      .addColumn('interval', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('trial_days', 'integer', (c) => c.notNull())
      .addColumn('success_url', 'text', (c) => c.notNull())
      .addColumn('cancel_url', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('failure', 'text')
      .addColumn('card', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createTable('sandbox_subscriptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('customer_ref', 'text', (c) => c.notNull())
      .addColumn('client_reference', 'text', (c) => c.notNull())
      .addColumn('price_id', 'text', (c) => c.notNull())
      .addColumn('interval', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('current_period_start', 'timestamptz', (c) => c.notNull())
      .addColumn('current_period_end', 'timestamptz', (c) => c.notNull())
      .addColumn('trial_end', 'timestamptz')
      .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('card', 'text', (c) => c.notNull())
      .addColumn('credit_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('open_invoice_id', 'text')
      .addColumn('retry_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_retry_at', 'timestamptz')
      .execute();
    await db.schema
      .createTable('sandbox_requests')
      .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
      .addColumn('response', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sandbox_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('seq', 'bigserial', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('deliver_after', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('delivered_at', 'timestamptz')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('sandbox_events_due_idx').on('sandbox_events').columns(['delivered_at', 'deliver_after']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'sandbox_events',
      'sandbox_requests',
      'sandbox_subscriptions',
      'sandbox_sessions',
      'billing_events',
      'billing_invoices',
      'billing_subscriptions',
      'billing_checkouts',
      'billing_customers',
      'billing_prices',
      'billing_products',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
