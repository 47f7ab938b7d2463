import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export function createDashboardRepository(db: Db) {
  return {
    /** Per task, the performance index of the learner's latest run. */
    latestIndexPerTask(userId: string) {
      return db
        .selectFrom('training_attempts')
        .distinctOn('task_id')
        .select(['task_id', 'performance_index'])
        .where('user_id', '=', userId)
        .orderBy('task_id')
        .orderBy('finished_at', 'desc')
        .execute();
    },

    recentAttempts(userId: string, limit: number) {
      return db.selectFrom('training_attempts').select(['id', 'task_id', 'finished_at', 'performance_index']).where('user_id', '=', userId).orderBy('finished_at', 'desc').limit(limit).execute();
    },

    /** Tasks the learner finished at or after `since`. */
    async tasksPlayedSince(userId: string, since: Date) {
      const rows = await db.selectFrom('training_attempts').select('task_id').distinct().where('user_id', '=', userId).where('finished_at', '>=', since).execute();
      return new Set(rows.map((r) => r.task_id));
    },

    /**
     * The learner's local calendar days (YYYY-MM-DD at `utcOffsetMinutes`) with any activity: a
     * training run or an achievements event (focus session, check-in, health log).
     */
    async activeDays(userId: string, utcOffsetMinutes: number) {
      const { rows } = await sql<{ day: string }>`
        select distinct to_char((at at time zone 'UTC') + make_interval(mins => ${utcOffsetMinutes}), 'YYYY-MM-DD') as day
        from (
          select occurred_at as at from activity_events where user_id = ${userId}
          union all
          select finished_at as at from training_attempts where user_id = ${userId}
        ) activity`.execute(db);
      return rows.map((r) => r.day);
    },
  };
}
