import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Focus, mood and sleep/activity records, each owned by one user and deleted with them (cascade).
 * - `focus_sessions`: completed work phases of the focus timer; `client_id` makes a retried save store once.
 * - `mood_check_ins`: private to the learner (and the linked parent of an under-13 account).
 * - `health_logs`: one row per user and calendar day, hours slept and minutes active.
 * - `activity_events`: things a learner did, recorded by any area for achievements; a source id
 *   makes each event count once (docs/decisions/0007-achievements-events.md).
 * - `achievements`: badges awarded, at most once per user and badge.
 */
export const migration0007Wellbeing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('focus_sessions')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('client_id', 'uuid', (c) => c.notNull())
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('ended_at', 'timestamptz', (c) => c.notNull())
      .addColumn('work_minutes', 'integer', (c) => c.notNull().check(sql`work_minutes between 1 and 120`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('focus_sessions_user_client_key', ['user_id', 'client_id'])
      .execute();
    await db.schema.createIndex('focus_sessions_user_ended_idx').on('focus_sessions').columns(['user_id', 'ended_at']).execute();

    await db.schema
      .createTable('mood_check_ins')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('mood', 'smallint', (c) => c.notNull().check(sql`mood between 1 and 5`))
      .addColumn('feelings', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
      .addColumn('note', 'text', (c) => c.check(sql`char_length(note) <= 500`))
      .addColumn('support', 'text', (c) => c.notNull().check(sql`support in ('none', 'reachOut', 'crisis')`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('mood_check_ins_user_created_idx').on('mood_check_ins').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('health_logs')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('log_date', 'date', (c) => c.notNull())
      .addColumn('sleep_hours', sql`numeric(4,2)`, (c) => c.check(sql`sleep_hours between 0 and 16`))
      .addColumn('active_minutes', 'integer', (c) => c.check(sql`active_minutes between 0 and 720`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('health_logs_pkey', ['user_id', 'log_date'])
      .execute();

    await db.schema
      .createTable('activity_events')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind ~ '^[a-z_]+\.[a-z_]+$'`))
      .addColumn('source_id', 'text', (c) => c.notNull())
      .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('activity_events_user_kind_source_key', ['user_id', 'kind', 'source_id'])
      .execute();
    await db.schema.createIndex('activity_events_user_occurred_idx').on('activity_events').columns(['user_id', 'occurred_at']).execute();

    await db.schema
      .createTable('achievements')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('badge_id', 'text', (c) => c.notNull())
      .addColumn('earned_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('achievements_pkey', ['user_id', 'badge_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['achievements', 'activity_events', 'health_logs', 'mood_check_ins', 'focus_sessions'])
      await db.schema.dropTable(table).execute();
  },
};
