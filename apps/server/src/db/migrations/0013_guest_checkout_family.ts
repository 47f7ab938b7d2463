import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Guest checkout (a purchase held against an email until an account claims it), family-plan
 * members, and the sandbox's saved card and hosted card-update page.
 */
export const migration0013GuestCheckoutFamily: Migration = {
  async up(db: Kysely<unknown>) {
    const now = sql`now()`;
    // A guest checkout has an email and no user; the subscription it creates has no access row until claimed.
    await sql`alter table billing_checkouts alter column user_id drop not null`.execute(db);
    await sql`alter table billing_checkouts add column guest_email text, add column guest_locale text`.execute(db);
    await sql`alter table billing_checkouts add constraint billing_checkouts_owner check (user_id is not null or guest_email is not null)`.execute(
      db,
    );
    await sql`create unique index billing_checkouts_guest_key on billing_checkouts (idempotency_key) where user_id is null`.execute(db);
    await sql`alter table billing_subscriptions alter column user_id drop not null, alter column subscription_id drop not null`.execute(db);
    await sql`alter table billing_subscriptions add column guest_email text`.execute(db);
    await sql`alter table billing_invoices alter column user_id drop not null`.execute(db);
    await sql`alter table billing_invoices add column guest_email text`.execute(db);

    await db.schema
      .createTable('billing_claims')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('billing_subscription_id', 'uuid', (c) => c.notNull().unique().references('billing_subscriptions.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('claimed_by', 'uuid', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('claimed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('billing_claims_email_idx').on('billing_claims').column('email').execute();

    await db.schema
      .createTable('family_members')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('owner_user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('user_id', 'uuid', (c) => c.references('user.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'active')`))
      .addColumn('token_hash', 'text', (c) => c.unique())
      .addColumn('token_expires_at', 'timestamptz')
      .addColumn('invited_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('accepted_at', 'timestamptz')
      .addUniqueConstraint('family_members_owner_email', ['owner_user_id', 'email'])
      .execute();
    await db.schema.createIndex('family_members_user_idx').on('family_members').column('user_id').execute();

    await sql`alter table sandbox_subscriptions add column card_last4 text`.execute(db);
    await db.schema
      .createTable('sandbox_setup_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('subscription_id', 'text', (c) => c.notNull())
      .addColumn('return_url', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sandbox_setup_sessions').execute();
    await sql`alter table sandbox_subscriptions drop column card_last4`.execute(db);
    await db.schema.dropTable('family_members').execute();
    await db.schema.dropTable('billing_claims').execute();
    await sql`alter table billing_invoices drop column guest_email`.execute(db);
    await sql`alter table billing_subscriptions drop column guest_email`.execute(db);
    await sql`drop index billing_checkouts_guest_key`.execute(db);
    await sql`alter table billing_checkouts drop constraint billing_checkouts_owner, drop column guest_email, drop column guest_locale`.execute(
      db,
    );
  },
};
