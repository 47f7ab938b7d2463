import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Fixed-window counters of the per-account rate limits (plugins/account-rate-limit.ts). One row per
 * action and account key; the key is a hash, so no email address or phone number is stored here.
 */
export const migration0005RateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_rate_limits')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull())
      .addColumn('window_start', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('account_rate_limits_pkey', ['action', 'key_hash'])
      .execute();
    await db.schema.createIndex('account_rate_limits_window_idx').on('account_rate_limits').column('window_start').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('account_rate_limits').execute();
  },
};
