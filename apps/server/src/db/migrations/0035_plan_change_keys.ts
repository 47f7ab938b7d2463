import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The idempotency keys of plan changes (issue 28, every charge once): a change sent again with its
 * key (a double click, a retried request) finds the key taken and answers as the first did, instead
 * of charging a second proration or refusing it as "the same plan".
 */
export const migration0035PlanChangeKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('billing_plan_changes')
      .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('price_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('billing_plan_changes').execute();
  },
};
