import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Billing emails (receipts, trial and renewal reminders, failed payments) as rows under a unique
 * key, written in the transaction that causes them: a webhook retry, a second server or a restarted
 * reminder job finds the key taken and sends nothing again. `sent_at` is set when a sender claims
 * the row, and cleared again if the mailer refused it, so an unsent notice is retried.
 * `billing_customers.locale` is the language the customer last paid in: emails sent later (renewals,
 * reminders) are written in it.
 */
export const migration0034BillingNotices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('billing_notices')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('user_id', 'uuid', (c) => c.references('user.id').onDelete('cascade'))
      .addColumn('email', 'text')
      .addColumn('locale', 'text')
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('sent_at', 'timestamptz')
      .addCheckConstraint('billing_notices_recipient', sql`user_id is not null or email is not null`)
      .execute();
    await sql`create index billing_notices_unsent on billing_notices (created_at) where sent_at is null`.execute(db);
    await db.schema.alterTable('billing_customers').addColumn('locale', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('billing_customers').dropColumn('locale').execute();
    await db.schema.dropTable('billing_notices').execute();
  },
};
