import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';

export function createFocusRepository(db: Db) {
  const countTotals = compiledOnce(db, (userId: string, weekStart: Date, dayStart: Date) =>
    db
      .selectFrom('focus_sessions')
      .select([
        sql<string>`count(*)`.as('sessions'),
        sql<string>`coalesce(sum(work_minutes), 0)`.as('minutes'),
        sql<string>`count(*) filter (where ended_at >= ${weekStart})`.as('week_sessions'),
        sql<string>`coalesce(sum(work_minutes) filter (where ended_at >= ${weekStart}), 0)`.as('week_minutes'),
        sql<string>`count(*) filter (where ended_at >= ${dayStart})`.as('day_sessions'),
      ])
      .where('user_id', '=', userId),
  );
  return {
    /** Inserts once per (user, client id); a replay returns the row stored the first time. */
    /** A new session also records a `focus.session_completed` activity event, in the same transaction. */
    async insertOnce(row: { userId: string; clientId: string; startedAt: Date; endedAt: Date; workMinutes: number }) {
      const inserted = await db.transaction().execute(async (trx) => {
        const session = await trx
          .insertInto('focus_sessions')
          .values({ user_id: row.userId, client_id: row.clientId, started_at: row.startedAt, ended_at: row.endedAt, work_minutes: row.workMinutes })
          .onConflict((oc) => oc.columns(['user_id', 'client_id']).doNothing())
          .returning(['id', 'started_at', 'ended_at', 'work_minutes'])
          .executeTakeFirst();
        if (session) await trx.insertInto('activity_events').values({ user_id: row.userId, kind: 'focus.session_completed', source_id: session.id, occurred_at: row.endedAt }).execute();
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
    listRecentByUserId: compiledOnce(db, (userId: string, limit: number) =>
      db.selectFrom('focus_sessions').select(['id', 'started_at', 'ended_at', 'work_minutes']).where('user_id', '=', userId).orderBy('ended_at', 'desc').limit(limit),
    ),
    /** One row: an aggregate without `group by` always has one. */
    async totalsByUserId(userId: string, weekStart: Date, dayStart: Date) {
      const [totals] = await countTotals(userId, weekStart, dayStart);
      return totals!;
    },
    listAllByUserId(userId: string) {
      return db.selectFrom('focus_sessions').select(['started_at', 'ended_at', 'work_minutes', 'created_at']).where('user_id', '=', userId).orderBy('ended_at').execute();
    },
  };
}
