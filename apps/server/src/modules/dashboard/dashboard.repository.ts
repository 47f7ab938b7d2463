import { sql, type RawBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';

/**
 * A read model (decision 0069): the home page's one statement reads `training_attempts`
 * (brain-training's) and `activity_events` (activity's) directly, the one place outside their
 * owners that does, because one round trip is what keeps the route within its budget.
 *
 * `enrolmentsOf` gives the learner's programme enrolments as a JSON value the programmes module
 * builds; the dashboard's statement carries it, so the home page is one round trip (decision 0059).
 */
export function createDashboardRepository<Enrolments>(db: Db, enrolmentsOf: (userId: string) => RawBuilder<Enrolments>) {
  const attempts = (userId: string) => db.selectFrom('training_attempts').where('user_id', '=', userId);
  const activityOf = compiledOnce(db, (userId: string, recentLimit: number, since: Date, utcOffsetMinutes: number) =>
    db.selectNoFrom([
      // Per task, the performance index of the learner's latest run.
      jsonArrayFrom(
        attempts(userId).distinctOn('task_id').select(['task_id', 'performance_index']).orderBy('task_id').orderBy('finished_at', 'desc'),
      ).as('latest'),
      jsonArrayFrom(
        attempts(userId).select(['id', 'task_id', 'finished_at', 'performance_index']).orderBy('finished_at', 'desc').limit(recentLimit),
      ).as('recent'),
      // Tasks finished at or after `since`.
      sql<
        string[]
      >`(select coalesce(json_agg(distinct task_id), '[]') from training_attempts where user_id = ${userId} and finished_at >= ${since})`.as(
        'played_since',
      ),
      // Local calendar days (YYYY-MM-DD at the offset) with any activity: a training run or an
      // achievements event (focus session, check-in, health log).
      sql<
        string[]
      >`(select coalesce(json_agg(distinct to_char((at at time zone 'UTC') + make_interval(mins => ${utcOffsetMinutes}), 'YYYY-MM-DD')), '[]')
        from (
          select occurred_at as at from activity_events where user_id = ${userId}
          union all
          select finished_at as at from training_attempts where user_id = ${userId}
        ) activity)`.as('active_days'),
      enrolmentsOf(userId).as('enrolments'),
    ]),
  );

  return {
    /**
     * What the home page shows of the learner's training, in one statement: the latest index per
     * task, the `recentLimit` newest runs (times as PostgreSQL's text of them, which `Date` reads),
     * the tasks played since `since`, the local days with any activity, and the enrolments.
     */
    async activity(userId: string, recentLimit: number, since: Date, utcOffsetMinutes: number) {
      const [row] = await activityOf(userId, recentLimit, since, utcOffsetMinutes);
      return {
        latest: row!.latest,
        recent: row!.recent,
        playedSince: new Set(row!.played_since),
        activeDays: row!.active_days,
        enrolments: row!.enrolments,
      };
    },
  };
}
