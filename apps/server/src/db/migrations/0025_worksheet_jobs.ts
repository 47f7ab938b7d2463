import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Durable worksheet jobs (docs/decisions/0027): reading an upload and solving its problems are
 * rows here, claimed by any server with a lease (`FOR UPDATE SKIP LOCKED`), so a server that
 * stops mid-job leaves work another server picks up when the lease runs out.
 * - `lease_token` changes on every claim: a server whose lease ran out cannot finish a job
 *   another server now holds.
 * - `attempts` counts claims; finished rows are kept (with `finished_at`) until the worksheet
 *   itself is deleted, so how often a job ran stays visible.
 * Worksheets left reading or solving by the in-process runner this replaces get a job each.
 */
export const migration0025WorksheetJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('worksheet_jobs')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('worksheet_id', 'uuid', (c) => c.notNull().references('worksheets.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('read', 'solve')`))
      .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('lease_token', 'uuid')
      .addColumn('leased_by', 'text')
      .addColumn('lease_until', 'timestamptz')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('finished_at', 'timestamptz')
      .execute();
    // One open job per worksheet: it is either being read or being solved.
    await db.schema
      .createIndex('worksheet_jobs_open_idx')
      .on('worksheet_jobs')
      .column('worksheet_id')
      .unique()
      .where(sql.ref('finished_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('worksheet_jobs_due_idx')
      .on('worksheet_jobs')
      .column('run_at')
      .where(sql.ref('finished_at'), 'is', null)
      .execute();
    // The retention purge looks worksheets up by upload time across all users.
    await db.schema.createIndex('worksheets_created_idx').on('worksheets').column('created_at').execute();
    await sql`
      insert into worksheet_jobs (worksheet_id, kind)
      select id, case stage when 'reading' then 'read' else 'solve' end from worksheets where stage in ('reading', 'solving')`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('worksheets_created_idx').execute();
    await db.schema.dropTable('worksheet_jobs').execute();
  },
};
