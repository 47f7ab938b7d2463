import type { Db } from '../../db/database.js';
import type { RecordActivity } from '../activity/activity.types.js';

const columns = ['id', 'mood', 'feelings', 'note', 'support', 'created_at'] as const;

export function createWellnessRepository(db: Db, recordActivity: RecordActivity) {
  return {
    /** Also records a `wellness.check_in` activity event (the fact only: no mood, tags or note). */
    insertCheckIn(row: { userId: string; mood: number; feelings: string[]; note: string | null; support: 'none' | 'reachOut' | 'crisis' }) {
      return db.transaction().execute(async (trx) => {
        const checkIn = await trx
          .insertInto('mood_check_ins')
          .values({ user_id: row.userId, mood: row.mood, feelings: row.feelings, note: row.note, support: row.support })
          .returning(columns)
          .executeTakeFirstOrThrow();
        await recordActivity(trx, {
          userId: row.userId,
          kind: 'wellness.check_in',
          sourceId: checkIn.id,
          occurredAt: new Date(checkIn.created_at),
        });
        return checkIn;
      });
    },
    async deleteOwn(userId: string, id: string) {
      const result = await db.deleteFrom('mood_check_ins').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    listByUserId(userId: string, limit: number) {
      return db
        .selectFrom('mood_check_ins')
        .select(columns)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
