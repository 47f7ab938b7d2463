import { compiledOnce } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';

export function createAchievementsRepository(db: Db) {
  return {
    listEvents: compiledOnce(db, (userId: string) => db.selectFrom('activity_events').select(['kind', 'occurred_at']).where('user_id', '=', userId).orderBy('occurred_at')),
    /** Awards once: a badge already held keeps its first date (primary key user + badge). */
    async award(userId: string, awards: { badgeId: string; earnedAt: Date }[]) {
      if (awards.length === 0) return;
      await db
        .insertInto('achievements')
        .values(awards.map((a) => ({ user_id: userId, badge_id: a.badgeId, earned_at: a.earnedAt })))
        .onConflict((oc) => oc.columns(['user_id', 'badge_id']).doNothing())
        .execute();
    },
    listAwarded: compiledOnce(db, (userId: string) => db.selectFrom('achievements').select(['badge_id', 'earned_at']).where('user_id', '=', userId)),
  };
}
