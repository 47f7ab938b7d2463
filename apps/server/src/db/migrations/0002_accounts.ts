import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Spec section 3 tables. better-auth's own tables ("user", "session", "account", "verification")
 * are created from its schema before these migrations run (accounts/auth-migrations.ts).
 */
export const migration0002Accounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('profiles')
      .addColumn('id', 'uuid', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('full_name', 'text')
      .addColumn('avatar_url', 'text')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('user_access')
      .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('access_type', 'text', (c) =>
        c
          .notNull()
          .defaultTo('student')
          .check(sql`access_type in ('student', 'teacher', 'admin', 'master')`),
      )
      .addColumn('access_tier', 'text')
      .addColumn('access_expires_at', 'timestamptz')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('subscriptions')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('plan_type', 'text', (c) => c.notNull())
      .addColumn('current_period_end', 'timestamptz')
      .addColumn('trial_end', 'timestamptz')
      .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('billing_cycle', 'text', (c) =>
        c
          .notNull()
          .defaultTo('monthly')
          .check(sql`billing_cycle in ('monthly', 'annual')`),
      )
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('subscriptions_user_status_created_idx')
      .on('subscriptions')
      .columns(['user_id', 'status', 'created_at'])
      .execute();

    await db.schema
      .createTable('outbox_messages')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('outbox_messages_recipient_idx').on('outbox_messages').columns(['recipient', 'created_at']).execute();

    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['server_secrets', 'outbox_messages', 'subscriptions', 'user_access', 'profiles'])
      await db.schema.dropTable(table).execute();
  },
};
