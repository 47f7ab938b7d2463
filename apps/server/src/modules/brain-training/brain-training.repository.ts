import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TrainingAttemptsTable, TrainingTrialsTable } from '../../db/schema.js';

export type AttemptRow = Selectable<TrainingAttemptsTable>;

export function createBrainTrainingRepository(db: Db) {
  return {
    /**
     * Stores an attempt and its trials in one transaction. Returns null when this user already
     * stored the same client submission (the unique constraint decides, so concurrent resends
     * store it once too).
     */
    async insertAttemptWithTrials(attempt: Insertable<TrainingAttemptsTable>, trials: Omit<Insertable<TrainingTrialsTable>, 'attempt_id'>[]): Promise<AttemptRow | null> {
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
        return row;
      });
    },

    findBySubmission(userId: string, clientSubmissionId: string) {
      return db.selectFrom('training_attempts').selectAll().where('user_id', '=', userId).where('client_submission_id', '=', clientSubmissionId).executeTakeFirst();
    },

    findRecentByUserAndTask(userId: string, taskId: string, limit: number) {
      return db.selectFrom('training_attempts').selectAll().where('user_id', '=', userId).where('task_id', '=', taskId).orderBy('finished_at', 'desc').limit(limit).execute();
    },

    findRecentByUser(userId: string, limit: number) {
      return db.selectFrom('training_attempts').selectAll().where('user_id', '=', userId).orderBy('finished_at', 'desc').limit(limit).execute();
    },

    /** Per task: the latest attempt's level and performance index, and how many attempts there are. */
    async findLatestPerTask(userId: string) {
      const latest = await db
        .selectFrom('training_attempts')
        .distinctOn('task_id')
        .select(['task_id', 'level', 'performance_index', 'measures', 'primary_measure'])
        .where('user_id', '=', userId)
        .orderBy('task_id')
        .orderBy('finished_at', 'desc')
        .execute();
      const counts = await db
        .selectFrom('training_attempts')
        .select(['task_id', (eb) => eb.fn.countAll<string>().as('n')])
        .where('user_id', '=', userId)
        .groupBy('task_id')
        .execute();
      return { latest, counts: new Map(counts.map((c) => [c.task_id, Number(c.n)])) };
    },

    /** The newest `perTask` attempts at each task, oldest first within a task. */
    async findProgressByUser(userId: string, perTask: number) {
      const rows = await db
        .selectFrom('training_attempts')
        .select(['task_id', 'finished_at', 'accuracy', 'primary_measure', 'higher_is_better', 'measures'])
        .select(sql<string>`row_number() over (partition by task_id order by finished_at desc)`.as('rank'))
        .where('user_id', '=', userId)
        .execute();
      return rows.filter((row) => Number(row.rank) <= perTask).sort((a, b) => new Date(a.finished_at).getTime() - new Date(b.finished_at).getTime());
    },

    findTrials(attemptId: string) {
      return db.selectFrom('training_trials').selectAll().where('attempt_id', '=', attemptId).orderBy('position').execute();
    },
  };
}
