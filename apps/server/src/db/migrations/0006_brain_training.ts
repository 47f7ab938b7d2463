import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Cognitive training results.
 * - `training_attempts`: one finished run of a task by a user, with the scores the server computed
 *   from its trials. `client_submission_id` is unique per user, so a resent result is stored once.
 * - `training_trials`: the raw trials of an attempt, in order, as the browser recorded them (kept so
 *   scores can be recomputed and exported).
 * Both go with the user's account.
 */
export const migration0006BrainTraining: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('training_attempts')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('task_id', 'text', (c) => c.notNull())
      .addColumn('level', 'integer')
      .addColumn('client_submission_id', 'uuid', (c) => c.notNull())
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('finished_at', 'timestamptz', (c) => c.notNull())
      .addColumn('trial_count', 'integer', (c) => c.notNull())
      .addColumn('accuracy', 'double precision', (c) => c.notNull())
      .addColumn('primary_measure', 'text', (c) => c.notNull())
      .addColumn('higher_is_better', 'boolean', (c) => c.notNull())
      .addColumn('measures', 'jsonb', (c) => c.notNull())
      .addColumn('performance_index', 'integer', (c) => c.notNull().check(sql`performance_index between 0 and 100`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('training_attempts_submission_unique', ['user_id', 'client_submission_id'])
      .execute();
    await db.schema
      .createIndex('training_attempts_user_task_idx')
      .on('training_attempts')
      .columns(['user_id', 'task_id', 'finished_at'])
      .execute();
    await db.schema
      .createIndex('training_attempts_user_finished_idx')
      .on('training_attempts')
      .columns(['user_id', 'finished_at'])
      .execute();

    await db.schema
      .createTable('training_trials')
      .addColumn('attempt_id', 'uuid', (c) => c.notNull().references('training_attempts.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('stimulus', 'text', (c) => c.notNull())
      .addColumn('response', 'text')
      .addColumn('rt_ms', 'double precision')
      .addColumn('onset_ms', 'double precision', (c) => c.notNull())
      .addColumn('correct', 'boolean', (c) => c.notNull())
      .addPrimaryKeyConstraint('training_trials_pk', ['attempt_id', 'position'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('training_trials').execute();
    await db.schema.dropTable('training_attempts').execute();
  },
};
