import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Language learning (issue 29): lesson attempts and their answers, the cards a learner has met,
 * the review log their FSRS state is replayed from, and placement results. Course content is not
 * stored: it is loaded from content/languages at start, and rows name its ids.
 */
export const migration0036Languages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('language_attempts')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('course_id', 'text', (c) => c.notNull())
      .addColumn('lesson_id', 'text', (c) => c.notNull())
      .addColumn('client_key', 'uuid', (c) => c.notNull())
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('completed_at', 'timestamptz')
      .addUniqueConstraint('language_attempts_client_key', ['user_id', 'client_key'])
      .execute();
    await db.schema.createIndex('language_attempts_user_lesson').on('language_attempts').columns(['user_id', 'lesson_id']).execute();
    await db.schema
      .createTable('language_answers')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('attempt_id', 'uuid', (c) => c.notNull().references('language_attempts.id').onDelete('cascade'))
      .addColumn('seq', 'serial', (c) => c.notNull())
      .addColumn('exercise_id', 'text', (c) => c.notNull())
      .addColumn('client_key', 'uuid', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('verdict', 'text', (c) => c.notNull().check(sql`verdict in ('correct', 'typo', 'wrong')`))
      .addColumn('answered_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('language_answers_client_key', ['attempt_id', 'client_key'])
      .execute();
    await db.schema
      .createTable('language_cards')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('course_id', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('met_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('language_cards_pk', ['user_id', 'course_id', 'item_id'])
      .execute();
    await db.schema
      .createTable('language_reviews')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('course_id', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('client_key', 'uuid', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('right', 'typo', 'wrong')`))
      .addColumn('answer_ms', 'integer', (c) => c.notNull())
      .addColumn('reviewed_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('language_reviews_client_key', ['user_id', 'client_key'])
      .execute();
    await db.schema.createIndex('language_reviews_user_course').on('language_reviews').columns(['user_id', 'course_id']).execute();
    await db.schema
      .createTable('language_placements')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('course_id', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('intermediate', 'advanced')`))
      .addColumn('score', 'integer', (c) => c.notNull())
      .addColumn('taken_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('language_placements_pk', ['user_id', 'course_id', 'level'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['language_placements', 'language_reviews', 'language_cards', 'language_answers', 'language_attempts'])
      await db.schema.dropTable(table).execute();
  },
};
