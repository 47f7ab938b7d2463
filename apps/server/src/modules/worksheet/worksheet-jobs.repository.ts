import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export type WorksheetJobKind = 'read' | 'solve';

/** A job this server holds: its writes count only while `leaseToken` is still the job's. */
export type ClaimedJob = { id: string; worksheetId: string; kind: WorksheetJobKind; attempts: number; leaseToken: string };

const interval = (ms: number) => sql`${`${Math.round(ms)} milliseconds`}::interval`;

/** Queues a job for a worksheet (inside the caller's transaction, with the change that needs it). */
export async function enqueueJob(db: Kysely<Database>, worksheetId: string, kind: WorksheetJobKind) {
  await db.insertInto('worksheet_jobs').values({ worksheet_id: worksheetId, kind }).execute();
}

/** Marks a held job finished; false when the lease was lost (another server holds or finished it), and then nothing else may be written. */
export async function closeJob(db: Kysely<Database>, job: ClaimedJob, lastError: string | null = null): Promise<boolean> {
  const closed = await db
    .updateTable('worksheet_jobs')
    .set({ finished_at: new Date(), lease_until: null, last_error: lastError })
    .where('id', '=', job.id)
    .where('lease_token', '=', job.leaseToken)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) > 0;
}

/** Extends a held lease from now; false when it was lost. */
export async function renewLease(db: Kysely<Database>, job: ClaimedJob, leaseMs: number): Promise<boolean> {
  const renewed = await sql`
    update worksheet_jobs set lease_until = now() + ${interval(leaseMs)}
    where id = ${job.id} and lease_token = ${job.leaseToken} and finished_at is null`.execute(db);
  return Number(renewed.numAffectedRows ?? 0) > 0;
}

export function createWorksheetJobsRepository(db: Db) {
  return {
    /**
     * Leases up to `limit` due jobs to this server in one statement: open, due, and not leased
     * (or leased by a server whose lease ran out). SKIP LOCKED lets servers claim side by side
     * without waiting on, or taking, each other's rows; every claim counts as an attempt.
     */
    async claimDue(serverId: string, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
      if (limit <= 0) return [];
      const claimed = await sql<{ id: string; worksheet_id: string; kind: WorksheetJobKind; attempts: number; lease_token: string }>`
        update worksheet_jobs
        set lease_token = gen_random_uuid(), leased_by = ${serverId}, lease_until = now() + ${interval(leaseMs)}, attempts = attempts + 1
        where id in (
          select id from worksheet_jobs
          where finished_at is null and run_at <= now() and (lease_until is null or lease_until < now())
          order by run_at
          limit ${limit}
          for update skip locked)
        returning id, worksheet_id, kind, attempts, lease_token`.execute(db);
      return claimed.rows.map((r) => ({
        id: r.id,
        worksheetId: r.worksheet_id,
        kind: r.kind,
        attempts: r.attempts,
        leaseToken: r.lease_token,
      }));
    },

    renew: (job: ClaimedJob, leaseMs: number) => renewLease(db, job, leaseMs),

    /** Gives the job back after a failed attempt, to be tried again after `delayMs`. */
    async retryLater(job: ClaimedJob, delayMs: number, lastError: string) {
      await sql`
        update worksheet_jobs set lease_token = null, lease_until = null, run_at = now() + ${interval(delayMs)}, last_error = ${lastError}
        where id = ${job.id} and lease_token = ${job.leaseToken} and finished_at is null`.execute(db);
    },

    /** Gives an interrupted job back at once (this server is shutting down): the claim does not count as an attempt. */
    async release(job: ClaimedJob) {
      await sql`
        update worksheet_jobs set lease_token = null, lease_until = null, run_at = now(), attempts = greatest(attempts - 1, 0)
        where id = ${job.id} and lease_token = ${job.leaseToken} and finished_at is null`.execute(db);
    },
  };
}

export type WorksheetJobsRepository = ReturnType<typeof createWorksheetJobsRepository>;
