import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Children under 13 (COPPA / GDPR-K) and sign-up attempt counting.
 * - `child_accounts`: one row per child account, pending until a parent approves. Holds only what
 *   the rules need: birth month and year, the parent's email, the hashed consent token.
 * - `signup_attempts`: sign-up and resend attempts per client address and per account (hashed),
 *   so limits hold across restarts and servers.
 */
export const migration0004Children: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('child_accounts')
      .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'active')`),
      )
      .addColumn('birth_year_month', 'text', (c) => c.notNull().check(sql`birth_year_month ~ '^[0-9]{4}-[0-9]{2}$'`))
      .addColumn('parent_email', 'text', (c) => c.notNull())
      .addColumn('parent_user_id', 'uuid', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('consent_token_hash', 'text', (c) => c.unique())
      .addColumn('consent_expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('approved_at', 'timestamptz')
      .addColumn('last_sign_in_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('child_accounts_parent_user_idx').on('child_accounts').column('parent_user_id').execute();
    await db.schema.createIndex('child_accounts_parent_email_idx').on('child_accounts').column('parent_email').execute();
    await db.schema
      .createIndex('child_accounts_pending_expiry_idx')
      .on('child_accounts')
      .columns(['status', 'consent_expires_at'])
      .execute();

    await db.schema
      .createTable('signup_attempts')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('signup', 'resend')`))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('signup_attempts_lookup_idx').on('signup_attempts').columns(['action', 'key', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('signup_attempts').execute();
    await db.schema.dropTable('child_accounts').execute();
  },
};
