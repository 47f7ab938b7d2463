import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The worksheet solver (homework help).
 * - `worksheets`: one uploaded file (kept in file storage under `storage_key`, never in the web
 *   root), the stage it is in and how far along, and the text read from it.
 * - `worksheet_problems`: the problems found in that text, as the learner corrected them, with
 *   the tutor's answer once solved.
 * - `worksheet_monthly_usage`: uploads per user and UTC month, counted with one conditional
 *   upsert so concurrent uploads cannot pass the plan's monthly limit.
 */
export const migration0014Worksheets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('worksheets')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('storage_key', 'text', (c) => c.notNull().unique())
      .addColumn('media_type', 'text', (c) => c.notNull())
      .addColumn('byte_size', 'integer', (c) => c.notNull())
      .addColumn('pages', 'integer', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('grade_band', 'text', (c) => c.notNull().check(sql`grade_band in ('elementary', 'middle', 'high')`))
      .addColumn('stage', 'text', (c) => c.notNull().check(sql`stage in ('reading', 'ready', 'solving', 'failed')`))
      .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('read_method', 'text')
      .addColumn('failure', 'text')
      .addColumn('conversation_id', 'uuid')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('worksheets_user_idx').on('worksheets').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('worksheet_problems')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('worksheet_id', 'uuid', (c) => c.notNull().references('worksheets.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('recognised_text', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('new')
          .check(sql`status in ('new', 'queued', 'solved', 'failed')`),
      )
      .addColumn('answer', 'jsonb')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('worksheet_problems_worksheet_idx')
      .on('worksheet_problems')
      .columns(['worksheet_id', 'position'])
      .execute();

    await db.schema
      .createTable('worksheet_monthly_usage')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('month', 'date', (c) => c.notNull())
      .addColumn('uploads', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('worksheet_monthly_usage_pkey', ['user_id', 'month'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('worksheet_monthly_usage').execute();
    await db.schema.dropTable('worksheet_problems').execute();
    await db.schema.dropTable('worksheets').execute();
  },
};
