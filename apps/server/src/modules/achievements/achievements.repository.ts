import type { Db } from '../../db/database.js';
import type { DbOrTransaction } from '../activity/activity.types.js';

export function createAchievementsRepository(db: Db) {
  return {
    /**
     * Awards once: a badge already held keeps its first date (primary key user + badge). Returns the
     * badges this call stored; one stored meanwhile by another request is not among them.
     */
    async award(executor: DbOrTransaction, userId: string, awards: { badgeId: string; earnedAt: Date }[]): Promise<string[]> {
      if (awards.length === 0) return [];
      const stored = await executor
        .insertInto('achievements')
        .values(awards.map((a) => ({ user_id: userId, badge_id: a.badgeId, earned_at: a.earnedAt })))
        .onConflict((oc) => oc.columns(['user_id', 'badge_id']).doNothing())
        .returning('badge_id')
        .execute();
      return stored.map((row) => row.badge_id);
    },
    listAwarded: (userId: string) =>
      db.selectFrom('achievements').select(['badge_id', 'earned_at']).where('user_id', '=', userId).execute(),
    /** The badges held, read inside the transaction that may award more. */
    listAwardedIn(executor: DbOrTransaction, userId: string) {
      return executor.selectFrom('achievements').select('badge_id').where('user_id', '=', userId).execute();
    },
  };
}
