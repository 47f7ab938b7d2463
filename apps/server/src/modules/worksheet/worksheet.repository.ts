import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { WorksheetsTable } from './worksheet.tables.js';
import { closeJob, enqueueJob, renewLease, type ClaimedJob } from './worksheet-jobs.repository.js';

type NewWorksheet = Pick<WorksheetsTable, 'user_id' | 'storage_key' | 'media_type' | 'byte_size' | 'pages' | 'language' | 'grade_band'>;

/** Gives back one upload of a month (in the caller's transaction when it passes one). */
async function releaseUploadIn(db: Kysely<Database>, userId: string, month: string) {
  await db
    .updateTable('worksheet_monthly_usage')
    .set((eb) => ({ uploads: eb('uploads', '-', 1) }))
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .where('uploads', '>', 0)
    .execute();
}

export function createWorksheetRepository(db: Db) {
  return {
    /**
     * Counts one upload against this month's limit in one statement (created or incremented only
     * while under the limit). Returns the new count, or null when the limit is reached.
     */
    async reserveUpload(userId: string, month: string, limit: number): Promise<number | null> {
      if (limit <= 0) return null;
      const row = await sql<{ uploads: number }>`
        insert into worksheet_monthly_usage (user_id, month, uploads) values (${userId}, ${month}, 1)
        on conflict (user_id, month) do update set uploads = worksheet_monthly_usage.uploads + 1
        where worksheet_monthly_usage.uploads < ${limit}
        returning uploads`.execute(db);
      return row.rows[0]?.uploads ?? null;
    },

    /** Gives back an upload that could not be stored. */
    releaseUpload: (userId: string, month: string) => releaseUploadIn(db, userId, month),

    async countUploads(userId: string, month: string): Promise<number> {
      const row = await db
        .selectFrom('worksheet_monthly_usage')
        .select('uploads')
        .where('user_id', '=', userId)
        .where('month', '=', month)
        .executeTakeFirst();
      return row?.uploads ?? 0;
    },

    /** Stores the worksheet and queues its reading together, so no worksheet waits for a job that does not exist. */
    insertWorksheet(values: NewWorksheet) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('worksheets')
          .values({ ...values, stage: 'reading', progress_total: values.pages })
          .returningAll()
          .executeTakeFirstOrThrow();
        await enqueueJob(trx, row.id, 'read');
        return row;
      });
    },

    findWorksheetById(id: string) {
      return db.selectFrom('worksheets').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findWorksheet(userId: string, id: string) {
      return db.selectFrom('worksheets').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },

    listWorksheets(userId: string) {
      return db.selectFrom('worksheets').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(20).execute();
    },

    listProblems(worksheetId: string) {
      return db.selectFrom('worksheet_problems').selectAll().where('worksheet_id', '=', worksheetId).orderBy('position').execute();
    },

    async setProgress(id: string, done: number, total: number) {
      await db
        .updateTable('worksheets')
        .set({ progress_done: done, progress_total: total, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    /** Stores what was read and the problems found, and makes the worksheet ready, in one transaction with ending the job; false (nothing written) when the lease was lost. */
    async finishReading(job: ClaimedJob, text: string, readMethod: string, problems: { label: string; text: string }[]) {
      const id = job.worksheetId;
      return db.transaction().execute(async (trx) => {
        if (!(await closeJob(trx, job))) return false;
        await trx
          .updateTable('worksheets')
          .set({ stage: 'ready', text, read_method: readMethod, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        if (problems.length) {
          await trx
            .insertInto('worksheet_problems')
            .values(problems.map((p, position) => ({ worksheet_id: id, position, label: p.label, text: p.text, recognised_text: p.text })))
            .execute();
        }
        return true;
      });
    },

    /** Ends a reading that used up its attempts or whose file was refused: the worksheet fails with `failure` (an errors key) and its upload no longer counts against its month. */
    async abandonReading(job: ClaimedJob, failure: string, userId: string, month: string, lastError: string) {
      await db.transaction().execute(async (trx) => {
        if (!(await closeJob(trx, job, lastError))) return;
        await trx
          .updateTable('worksheets')
          .set({ stage: 'failed', failure, updated_at: new Date() })
          .where('id', '=', job.worksheetId)
          .execute();
        await releaseUploadIn(trx, userId, month);
      });
    },

    /** Ends a solving that used up its attempts: problems still waiting are marked failed, the answers found are kept. */
    async abandonSolving(job: ClaimedJob, lastError: string) {
      await db.transaction().execute(async (trx) => {
        if (!(await closeJob(trx, job, lastError))) return;
        await trx
          .updateTable('worksheet_problems')
          .set({ status: 'failed', updated_at: new Date() })
          .where('worksheet_id', '=', job.worksheetId)
          .where('status', '=', 'queued')
          .execute();
        await trx.updateTable('worksheets').set({ stage: 'ready', updated_at: new Date() }).where('id', '=', job.worksheetId).execute();
      });
    },

    /** Replaces the text and its problems (answers go with them), only while the worksheet is ready. */
    async replaceText(id: string, text: string, problems: { label: string; text: string }[]) {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('worksheets')
          .set({ text, updated_at: new Date() })
          .where('id', '=', id)
          .where('stage', '=', 'ready')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return false;
        await trx.deleteFrom('worksheet_problems').where('worksheet_id', '=', id).execute();
        if (problems.length) {
          await trx
            .insertInto('worksheet_problems')
            .values(problems.map((p, position) => ({ worksheet_id: id, position, label: p.label, text: p.text, recognised_text: p.text })))
            .execute();
        }
        return true;
      });
    },

    async updateProblemText(worksheetId: string, problemId: string, text: string) {
      const result = await db
        .updateTable('worksheet_problems')
        .set({ text, status: 'new', answer: null, updated_at: new Date() })
        .where('id', '=', problemId)
        .where('worksheet_id', '=', worksheetId)
        .where('status', '!=', 'queued')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Moves a ready worksheet to solving and queues the problems and the job, only if it is not busy already. */
    async startSolving(worksheetId: string, problemIds: string[], gradeBand: string) {
      return db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('worksheets')
          .set({
            stage: 'solving',
            progress_done: 0,
            progress_total: problemIds.length,
            grade_band: gradeBand as WorksheetsTable['grade_band'],
            updated_at: new Date(),
          })
          .where('id', '=', worksheetId)
          .where('stage', '=', 'ready')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) return false;
        await trx
          .updateTable('worksheet_problems')
          .set({ status: 'queued' })
          .where('worksheet_id', '=', worksheetId)
          .where('id', 'in', problemIds)
          .execute();
        await enqueueJob(trx, worksheetId, 'solve');
        return true;
      });
    },

    /** Stores one problem's answer while the job's lease holds (and extends it); false when the lease was lost. */
    async saveAnswer(job: ClaimedJob, leaseMs: number, problemId: string, status: 'solved' | 'failed', answer: unknown) {
      return db.transaction().execute(async (trx) => {
        if (!(await renewLease(trx, job, leaseMs))) return false;
        await trx
          .updateTable('worksheet_problems')
          .set({ status, answer: answer === null ? null : JSON.stringify(answer), updated_at: new Date() })
          .where('id', '=', problemId)
          .where('status', '=', 'queued')
          .execute();
        return true;
      });
    },

    async setConversation(id: string, conversationId: string) {
      await db.updateTable('worksheets').set({ conversation_id: conversationId }).where('id', '=', id).execute();
    },

    async finishSolving(job: ClaimedJob) {
      return db.transaction().execute(async (trx) => {
        if (!(await closeJob(trx, job))) return false;
        await trx.updateTable('worksheets').set({ stage: 'ready', updated_at: new Date() }).where('id', '=', job.worksheetId).execute();
        return true;
      });
    },

    /**
     * Deletes up to `limit` worksheets uploaded before `cutoff` (problems and jobs go with them; the
     * trigger of migration 0027 queues their files). Rows another server is purging are skipped,
     * not waited for.
     */
    async purgeCreatedBefore(cutoff: Date, limit: number): Promise<number> {
      const expired = db
        .selectFrom('worksheets')
        .select('id')
        .where('created_at', '<', cutoff)
        .orderBy('created_at')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      const result = await db.deleteFrom('worksheets').where('id', 'in', expired).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Deletes one of the user's worksheets (its file is queued for deletion by the trigger of migration 0027). */
    async deleteWorksheet(userId: string, id: string) {
      return db.deleteFrom('worksheets').where('id', '=', id).where('user_id', '=', userId).returning('storage_key').executeTakeFirst();
    },
  };
}

export type WorksheetRepository = ReturnType<typeof createWorksheetRepository>;
