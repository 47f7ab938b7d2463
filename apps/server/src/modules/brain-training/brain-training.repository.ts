import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { TrainingAttemptsTable, TrainingTrialsTable } from './brain-training.tables.js';

export type AttemptRow = Selectable<TrainingAttemptsTable>;

export function createBrainTrainingRepository(db: Db) {
  return {
    /**
     * Stores an attempt and its trials in one transaction. Returns null when this user already
     * stored the same client submission (the unique constraint decides, so concurrent resends
     * store it once too). `alongside` runs in the same transaction once the attempt is stored (a
     * spaced-recall review reschedules its cards there).
     */
    async insertAttemptWithTrials(
      attempt: Insertable<TrainingAttemptsTable>,
      trials: Omit<Insertable<TrainingTrialsTable>, 'attempt_id'>[],
      alongside?: (trx: Transaction<Database>) => Promise<void>,
    ): Promise<AttemptRow | null> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('training_attempts')
          .values(attempt)
          .onConflict((oc) => oc.columns(['user_id', 'client_submission_id']).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) return null;
        await trx
          .insertInto('training_trials')
          .values(trials.map((t) => ({ ...t, attempt_id: row.id })))
          .execute();
        if (alongside) await alongside(trx);
        return row;
      });
    },

    /** The learner's task runs finished at or after `since`, oldest first. */
    runsSince(executor: Db | Transaction<Database>, userId: string, since: Date) {
      return executor
        .selectFrom('training_attempts')
        .select(['id', 'task_id', 'level', 'performance_index', 'finished_at'])
        .where('user_id', '=', userId)
        .where('finished_at', '>=', since)
        .orderBy('finished_at')
        .execute();
    },

    /** The newest `perTask` runs of each task, newest first within a task. */
    async recentRunsPerTask(userId: string, perTask: number) {
      const rows = await db
        .selectFrom('training_attempts')
        .select(['task_id', 'level', 'performance_index', 'finished_at'])
        .select(sql<string>`row_number() over (partition by task_id order by finished_at desc)`.as('rank'))
        .where('user_id', '=', userId)
        .execute();
      return rows
        .filter((r) => Number(r.rank) <= perTask)
        .sort((a, b) => new Date(b.finished_at).getTime() - new Date(a.finished_at).getTime());
    },

    /** The learner's newest `limit` results (task, performance index, when), newest first. */
    listResults(userId: string, limit: number) {
      return db
        .selectFrom('training_attempts')
        .select(['task_id', 'performance_index', 'finished_at'])
        .where('user_id', '=', userId)
        .orderBy('finished_at', 'desc')
        .limit(limit)
        .execute();
    },

    findBySubmission(userId: string, clientSubmissionId: string) {
      return db
        .selectFrom('training_attempts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('client_submission_id', '=', clientSubmissionId)
        .executeTakeFirst();
    },

    findRecentByUserAndTask(userId: string, taskId: string, limit: number) {
      return db
        .selectFrom('training_attempts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('task_id', '=', taskId)
        .orderBy('finished_at', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Per task, the learner's latest attempt and how many attempts they have made at it (the window
     * counts before `distinct on` keeps one row).
     */
    async findLatestAttemptPerTask(userId: string) {
      const rows = await db
        .selectFrom('training_attempts')
        .distinctOn('task_id')
        .selectAll()
        .select(sql<string>`count(*) over (partition by task_id)`.as('attempts'))
        .where('user_id', '=', userId)
        .orderBy('task_id')
        .orderBy('finished_at', 'desc')
        .execute();
      return rows.map(({ attempts, ...row }) => ({ ...row, attempts: Number(attempts) }));
    },

    /** The learner's newest `limit` attempts, newest first. */
    findRecentAttempts(userId: string, limit: number) {
      return db
        .selectFrom('training_attempts')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('finished_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** The newest `perTask` attempts at each task, oldest first within a task. */
    async findProgressByUser(userId: string, perTask: number) {
      const rows = await db
        .selectFrom('training_attempts')
        .select(['task_id', 'finished_at', 'accuracy', 'primary_measure', 'higher_is_better', 'measures'])
        .select(sql<string>`row_number() over (partition by task_id order by finished_at desc)`.as('rank'))
        .where('user_id', '=', userId)
        .execute();
      return rows
        .filter((row) => Number(row.rank) <= perTask)
        .sort((a, b) => new Date(a.finished_at).getTime() - new Date(b.finished_at).getTime());
    },

    /**
     * Per task, where the learner's best and median primary measure stand among users of the grade
     * band: one query, each user's best and median per task (attempts saved in that band), ranked
     * with window functions. `worse` counts users below the learner, `tied` those level with them
     * (the learner included). Tasks the learner has no result for in the band are absent.
     */
    async findStandings(userId: string, band: string) {
      const { rows } = await sql<{
        task_id: string;
        users: string;
        best_worse: string;
        best_tied: string;
        median_worse: string;
        median_tied: string;
      }>`
        with scores as (
          select user_id, task_id, higher_is_better,
                 case when primary_measure = 'accuracy' then accuracy else (measures ->> primary_measure)::double precision end as value
          from training_attempts
          where grade_band = ${band}
        ), per_user as (
          select user_id, task_id, bool_and(higher_is_better) as higher,
                 case when bool_and(higher_is_better) then max(value) else min(value) end as best,
                 percentile_cont(0.5) within group (order by value) as median
          from scores where value is not null
          group by user_id, task_id
        ), ranked as (
          select user_id, task_id,
                 count(*) over (partition by task_id) as users,
                 rank() over (partition by task_id order by case when higher then best else -best end) - 1 as best_worse,
                 count(*) over (partition by task_id, best) as best_tied,
                 rank() over (partition by task_id order by case when higher then median else -median end) - 1 as median_worse,
                 count(*) over (partition by task_id, median) as median_tied
          from per_user
        )
        select task_id, users, best_worse, best_tied, median_worse, median_tied from ranked where user_id = ${userId}
      `.execute(db);
      return rows.map((r) => ({
        taskId: r.task_id,
        users: Number(r.users),
        best: { worse: Number(r.best_worse), tied: Number(r.best_tied) },
        median: { worse: Number(r.median_worse), tied: Number(r.median_tied) },
      }));
    },

    /** Everything for the data export: the learner's attempts (oldest first) with their trials. */
    async exportAttempts(userId: string) {
      const attempts = await db.selectFrom('training_attempts').selectAll().where('user_id', '=', userId).orderBy('finished_at').execute();
      const trials = await db
        .selectFrom('training_trials')
        .innerJoin('training_attempts', 'training_attempts.id', 'training_trials.attempt_id')
        .selectAll('training_trials')
        .where('training_attempts.user_id', '=', userId)
        .orderBy('training_trials.attempt_id')
        .orderBy('training_trials.position')
        .execute();
      return { attempts, trials };
    },

    findTrials(attemptId: string) {
      return db.selectFrom('training_trials').selectAll().where('attempt_id', '=', attemptId).orderBy('position').execute();
    },
  };
}
