import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Cognitive-training programmes and the baseline assessment.
 * - `programme_enrolments`: a learner's enrolment in a programme (its schedule is code, in
 *   packages/domain/cognitive/programmes.ts). At most one open (active or paused) enrolment per
 *   learner and kind, enforced by a partial unique index, so a double click enrols once. Session
 *   progress is not stored: it is computed from `training_attempts` saved after each session came due.
 * - `programme_pauses`: when an enrolment was paused and resumed; paused time does not count.
 * Both go with the user's account.
 */
export const migration0011Programmes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('programme_enrolments')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('programme_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('training', 'baseline')`))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'paused', 'completed', 'left')`))
      .addColumn('utc_offset_minutes', 'integer', (c) => c.notNull().check(sql`utc_offset_minutes between -840 and 840`))
      .addColumn('enrolled_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('ended_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('programme_enrolments_user_idx').on('programme_enrolments').columns(['user_id', 'enrolled_at']).execute();
    await sql`create unique index programme_enrolments_one_open on programme_enrolments (user_id, kind) where status in ('active', 'paused')`.execute(
      db,
    );

    await db.schema
      .createTable('programme_pauses')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('enrolment_id', 'uuid', (c) => c.notNull().references('programme_enrolments.id').onDelete('cascade'))
      .addColumn('paused_at', 'timestamptz', (c) => c.notNull())
      .addColumn('resumed_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('programme_pauses_enrolment_idx').on('programme_pauses').column('enrolment_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('programme_pauses').execute();
    await db.schema.dropTable('programme_enrolments').execute();
  },
};
