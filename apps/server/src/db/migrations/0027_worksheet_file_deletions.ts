import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Stored worksheet files waiting to be deleted (docs/decisions/0027, "Files are deleted through a
 * queue"). A trigger on `worksheets` queues the file of every row deleted, in the deleting
 * transaction — the learner's delete, retention, and an account's deletion cascading to its
 * worksheets alike — so no path can forget a file. The worksheet module drains the queue.
 * - `attempts`, `last_error`, `last_attempt_at`: a file storage refused to delete stays queued,
 *   with why, and is tried again by the next run (not again within the same run).
 * - Worksheets still present keep their files; files already orphaned before this migration
 *   cannot be found from here (their keys are gone).
 */
export const migration0027WorksheetFileDeletions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('worksheet_file_deletions')
      .addColumn('storage_key', 'text', (c) => c.primaryKey())
      .addColumn('queued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_attempt_at', 'timestamptz')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema.createIndex('worksheet_file_deletions_queued_idx').on('worksheet_file_deletions').column('queued_at').execute();
    await sql`
      create function worksheet_queue_file_deletion() returns trigger language plpgsql as $$
      begin
        insert into worksheet_file_deletions (storage_key) values (old.storage_key) on conflict (storage_key) do nothing;
        return old;
      end
      $$`.execute(db);
    await sql`
      create trigger worksheets_queue_file_deletion after delete on worksheets
      for each row execute function worksheet_queue_file_deletion()`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger worksheets_queue_file_deletion on worksheets`.execute(db);
    await sql`drop function worksheet_queue_file_deletion()`.execute(db);
    await db.schema.dropTable('worksheet_file_deletions').execute();
  },
};
