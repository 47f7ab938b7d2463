import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RecordActivity } from '../activity/activity.types.js';

const columns = [
  sql<string>`to_char(log_date, 'YYYY-MM-DD')`.as('date'),
  sql<number | null>`sleep_hours::float8`.as('sleep_hours'),
  'active_minutes',
] as const;

export function createBrainHealthRepository(db: Db, recordActivity: RecordActivity) {
  return {
    /** The first save of a day also records a `brain_health.day_logged` activity event; corrections add none. */
    upsertLog(row: { userId: string; date: string; sleepHours: number | null; activeMinutes: number | null }) {
      return db.transaction().execute(async (trx) => {
        const log = await trx
          .insertInto('health_logs')
          .values({ user_id: row.userId, log_date: row.date, sleep_hours: row.sleepHours, active_minutes: row.activeMinutes })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'log_date'])
              .doUpdateSet({ sleep_hours: row.sleepHours, active_minutes: row.activeMinutes, updated_at: sql`now()` }),
          )
          .returning(columns)
          .executeTakeFirstOrThrow();
        await recordActivity(trx, { userId: row.userId, kind: 'brain_health.day_logged', sourceId: row.date });
        return log;
      });
    },
    listBetween(userId: string, from: string, to: string) {
      return db
        .selectFrom('health_logs')
        .select(columns)
        .where('user_id', '=', userId)
        .where('log_date', '>=', from)
        .where('log_date', '<=', to)
        .orderBy('log_date', 'desc')
        .execute();
    },
    async deleteLog(userId: string, date: string) {
      const result = await db.deleteFrom('health_logs').where('user_id', '=', userId).where('log_date', '=', date).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    listAll(userId: string) {
      return db.selectFrom('health_logs').select(columns).where('user_id', '=', userId).orderBy('log_date').execute();
    },
  };
}
