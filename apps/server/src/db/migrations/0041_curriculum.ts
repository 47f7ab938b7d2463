import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The curriculum (issue 31): each learner's mastery per skill, the practice items served and
 * answered, practice answers per learner day (the free daily number), and topic quizzes and unit
 * practice tests. Content is not stored: rows name the ids of content/curriculum and of the maths
 * templates. Every row goes with its account.
 */
export const migration0041Curriculum: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('curriculum_skill_mastery')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('topic_id', 'text', (c) => c.notNull())
      .addColumn('skill_id', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) =>
        c.notNull().check(sql`level in ('not-started', 'attempted', 'familiar', 'proficient', 'mastered')`),
      )
      .addColumn('set_answered', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('set_right', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('practised_at', 'timestamptz')
      .addPrimaryKeyConstraint('curriculum_skill_mastery_pk', ['user_id', 'topic_id', 'skill_id'])
      .execute();
    await db.schema
      .createTable('curriculum_practice_items')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('topic_id', 'text', (c) => c.notNull())
      .addColumn('skill_id', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('bank', 'template')`))
      .addColumn('item_ref', 'text', (c) => c.notNull())
      .addColumn('seed', 'integer', (c) => c.notNull())
      .addColumn('served_at', 'timestamptz', (c) => c.notNull())
      .addColumn('answer', 'jsonb')
      .addColumn('verdict', 'text', (c) => c.check(sql`verdict in ('right', 'wrong')`))
      .addColumn('level_before', 'text')
      .addColumn('level_after', 'text')
      .addColumn('answered_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('curriculum_practice_items_user')
      .on('curriculum_practice_items')
      .columns(['user_id', 'served_at'])
      .execute();
    await db.schema
      .createTable('curriculum_practice_days')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('answered', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('curriculum_practice_days_pk', ['user_id', 'day'])
      .execute();
    await db.schema
      .createTable('curriculum_tests')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('client_key', 'uuid', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('quiz', 'unit-test')`))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('band', 'text', (c) => c.notNull())
      .addColumn('topic_id', 'text')
      .addColumn('unit_id', 'text')
      .addColumn('questions', 'jsonb', (c) => c.notNull())
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('deadline_at', 'timestamptz')
      .addColumn('submitted_at', 'timestamptz')
      .addColumn('answers', 'jsonb')
      .addColumn('score', 'integer')
      .addUniqueConstraint('curriculum_tests_client_key', ['user_id', 'client_key'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['curriculum_tests', 'curriculum_practice_days', 'curriculum_practice_items', 'curriculum_skill_mastery'])
      await db.schema.dropTable(table).execute();
  },
};
