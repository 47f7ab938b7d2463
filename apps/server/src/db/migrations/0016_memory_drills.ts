import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Memory drills and grade-band percentiles.
 * - `training_attempts.grade_band`: the grade band the learner had chosen when the run was saved
 *   (null when none): percentiles compare a learner with users of the same band. Indexed with the
 *   task and user for the one percentile query of /performance-tracking.
 * - `recall_cards`: the learner's spaced-recall cards (own or the built-in starter pairs) with their
 *   Leitner box and when each is due next. Each review is a trial of a `spaced-recall` attempt.
 *   A front appears once per learner, so adding the starter pairs twice adds them once.
 * Both go with the user's account.
 */
export const migration0016MemoryDrills: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('training_attempts')
      .addColumn('grade_band', 'text', (c) => c.check(sql`grade_band in ('elementary', 'middle', 'high')`))
      .execute();
    await db.schema
      .createIndex('training_attempts_band_task_user_idx')
      .on('training_attempts')
      .columns(['grade_band', 'task_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('recall_cards')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('front', 'text', (c) => c.notNull())
      .addColumn('back', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('own', 'starter')`))
      .addColumn('box', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`box between 0 and 5`),
      )
      .addColumn('due_at', 'timestamptz', (c) => c.notNull())
      .addColumn('last_reviewed_at', 'timestamptz')
      .addColumn('reviews', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('recall_cards_front_unique', ['user_id', 'front'])
      .execute();
    await db.schema.createIndex('recall_cards_user_due_idx').on('recall_cards').columns(['user_id', 'due_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('recall_cards').execute();
    await db.schema.dropIndex('training_attempts_band_task_user_idx').execute();
    await db.schema.alterTable('training_attempts').dropColumn('grade_band').execute();
  },
};
