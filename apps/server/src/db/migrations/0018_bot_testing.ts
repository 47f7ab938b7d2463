import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Tutor bot tests (admin).
 * - `bot_test_cases`: a prompt, how to pitch it, and what the reply must be (jsonb expectation).
 * - `bot_test_schedules`: a cron expression and the next time it is due. A server claims a due
 *   run by moving `next_run_at` on with `UPDATE ... WHERE next_run_at = <due>`, so only one of
 *   several servers on this database runs it.
 * - `bot_test_runs`: one run of the suite with its totals; `(schedule_id, due_at)` is unique too.
 * - `bot_test_results`: one case's outcome in a run (the case's text is copied: cases change).
 */
export const migration0018BotTesting: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bot_test_cases')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('prompt', 'text', (c) => c.notNull())
      .addColumn('grade_band', 'text', (c) => c.notNull().check(sql`grade_band in ('elementary', 'middle', 'high')`))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('expectation', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('bot_test_schedules')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('cron', 'text', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      .addColumn('next_run_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('bot_test_runs')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('manual', 'scheduled')`))
      .addColumn('schedule_id', 'uuid', (c) => c.references('bot_test_schedules.id').onDelete('set null'))
      .addColumn('due_at', 'timestamptz')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('running', 'finished')`))
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('passed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('finished_at', 'timestamptz')
      .addUniqueConstraint('bot_test_runs_schedule_due_key', ['schedule_id', 'due_at'])
      .execute();
    await db.schema.createIndex('bot_test_runs_started_idx').on('bot_test_runs').columns(['started_at']).execute();

    await db.schema
      .createTable('bot_test_results')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('run_id', 'uuid', (c) => c.notNull().references('bot_test_runs.id').onDelete('cascade'))
      .addColumn('case_id', 'uuid', (c) => c.references('bot_test_cases.id').onDelete('set null'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('prompt', 'text', (c) => c.notNull())
      .addColumn('grade_band', 'text', (c) => c.notNull())
      .addColumn('expectation', 'jsonb', (c) => c.notNull())
      .addColumn('passed', 'boolean', (c) => c.notNull())
      .addColumn('failure', 'text')
      .addColumn('latency_ms', 'integer', (c) => c.notNull())
      .addColumn('output', 'jsonb')
      .execute();
    await db.schema.createIndex('bot_test_results_run_idx').on('bot_test_results').columns(['run_id', 'position']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('bot_test_results').execute();
    await db.schema.dropTable('bot_test_runs').execute();
    await db.schema.dropTable('bot_test_schedules').execute();
    await db.schema.dropTable('bot_test_cases').execute();
  },
};
