import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The homework tutor.
 * - `tutor_conversations` / `tutor_messages`: a learner's questions and the tutor's answers (the
 *   structured answer as JSON, so it is shown in any interface language). Deleted with the user,
 *   by the user, and after the retention period (modules/tutor/tutor-retention.ts).
 * - `tutor_daily_usage`: questions asked per user and UTC day, for the free plan's daily quota.
 *   Rows are counted with one conditional upsert, so concurrent questions cannot pass the limit.
 */
export const migration0009Tutor: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tutor_conversations')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('tutor_conversations_user_idx').on('tutor_conversations').columns(['user_id', 'updated_at']).execute();
    await db.schema.createIndex('tutor_conversations_updated_idx').on('tutor_conversations').column('updated_at').execute();

    await db.schema
      .createTable('tutor_messages')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('tutor_conversations.id').onDelete('cascade'))
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('student', 'tutor')`))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('grade_band', 'text', (c) => c.notNull().check(sql`grade_band in ('elementary', 'middle', 'high')`))
      .addColumn('answer', 'jsonb')
      .addColumn('flagged', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('concern', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('tutor_messages_conversation_idx')
      .on('tutor_messages')
      .columns(['conversation_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('tutor_messages_flagged_idx')
      .on('tutor_messages')
      .column('flagged')
      .where(sql.ref('flagged'), '=', true)
      .execute();

    await db.schema
      .createTable('tutor_daily_usage')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('day', 'date', (c) => c.notNull())
      .addColumn('questions', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('tutor_daily_usage_pkey', ['user_id', 'day'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tutor_daily_usage').execute();
    await db.schema.dropTable('tutor_messages').execute();
    await db.schema.dropTable('tutor_conversations').execute();
  },
};
