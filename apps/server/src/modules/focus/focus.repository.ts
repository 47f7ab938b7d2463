import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RecordActivity } from '../activity/activity.types.js';

export function createFocusRepository(db: Db, recordActivity: RecordActivity) {
  /**
   * The newest `limit` sessions, each row carrying the totals over all of the learner's sessions:
   * window aggregates run before `limit`, so one round trip answers both.
   */
  const recentRowsWithTotals = (userId: string, limit: number, last7DaysStart: Date, todayStart: Date) =>
    db
      .selectFrom('focus_sessions')
      .select([
        'id',
        'started_at',
        'ended_at',
        'work_minutes',
        sql<string>`count(*) over ()`.as('sessions'),
        sql<string>`coalesce(sum(work_minutes) over (), 0)`.as('minutes'),
        sql<string>`count(*) filter (where ended_at >= ${last7DaysStart}) over ()`.as('last7days_sessions'),
        sql<string>`coalesce(sum(work_minutes) filter (where ended_at >= ${last7DaysStart}) over (), 0)`.as('last7days_minutes'),
        sql<string>`count(*) filter (where ended_at >= ${todayStart}) over ()`.as('today_sessions'),
      ])
      .where('user_id', '=', userId)
      .orderBy('ended_at', 'desc')
      .limit(limit)
      .execute();
  return {
    /** Inserts once per (user, client id); a replay returns the row stored the first time. */
    /** A new session also records a `focus.session_completed` activity event, in the same transaction. */
    async insertOnce(row: { userId: string; clientId: string; startedAt: Date; endedAt: Date; workMinutes: number }) {
      const inserted = await db.transaction().execute(async (trx) => {
        const session = await trx
          .insertInto('focus_sessions')
          .values({
            user_id: row.userId,
            client_id: row.clientId,
            started_at: row.startedAt,
            ended_at: row.endedAt,
            work_minutes: row.workMinutes,
          })
          .onConflict((oc) => oc.columns(['user_id', 'client_id']).doNothing())
          .returning(['id', 'started_at', 'ended_at', 'work_minutes'])
          .executeTakeFirst();
        if (session)
          await recordActivity(trx, { userId: row.userId, kind: 'focus.session_completed', sourceId: session.id, occurredAt: row.endedAt });
        return session;
      });
      if (inserted) return { row: inserted, created: true };
      const existing = await db
        .selectFrom('focus_sessions')
        .select(['id', 'started_at', 'ended_at', 'work_minutes'])
        .where('user_id', '=', row.userId)
        .where('client_id', '=', row.clientId)
        .executeTakeFirstOrThrow();
      return { row: existing, created: false };
    },
    /** The newest `limit` sessions, and the totals over all of them (zeros when there are none). */
    async recentWithTotals(userId: string, limit: number, last7DaysStart: Date, todayStart: Date) {
      const rows = await recentRowsWithTotals(userId, limit, last7DaysStart, todayStart);
      const first = rows[0];
      return {
        rows,
        totals: {
          sessions: Number(first?.sessions ?? 0),
          minutes: Number(first?.minutes ?? 0),
          last7DaysSessions: Number(first?.last7days_sessions ?? 0),
          last7DaysMinutes: Number(first?.last7days_minutes ?? 0),
          todaySessions: Number(first?.today_sessions ?? 0),
        },
      };
    },
    listAllByUserId(userId: string) {
      return db
        .selectFrom('focus_sessions')
        .select(['started_at', 'ended_at', 'work_minutes', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('ended_at')
        .execute();
    },
  };
}
