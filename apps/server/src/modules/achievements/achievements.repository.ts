import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';

export function createAchievementsRepository(db: Db) {
  return {
    /**
     * The learner's events and the badges they hold, in one round trip: `part` tells the two apart,
     * `at` is when the event happened or the badge was earned. Both halves come oldest first.
     */
    listEventsAndAwards: compiledOnce(db, (userId: string) =>
      db
        .selectFrom('activity_events')
        .select((eb) => [sql<'event' | 'award'>`'event'`.as('part'), eb.ref('kind').$castTo<string | null>().as('kind'), sql<string | null>`null`.as('badge_id'), 'occurred_at as at'])
        .where('user_id', '=', userId)
        .unionAll(
          db
            .selectFrom('achievements')
            .select([sql<'event' | 'award'>`'award'`.as('part'), sql<string | null>`null`.as('kind'), 'badge_id', 'earned_at as at'])
            .where('user_id', '=', userId),
        )
        .orderBy('part', 'desc')
        .orderBy('at'),
    ),
    /**
     * Awards once: a badge already held keeps its first date (primary key user + badge). Returns the
     * badges this call stored; one stored meanwhile by another request is not among them.
     */
    async award(userId: string, awards: { badgeId: string; earnedAt: Date }[]): Promise<string[]> {
      if (awards.length === 0) return [];
      const stored = await db
        .insertInto('achievements')
        .values(awards.map((a) => ({ user_id: userId, badge_id: a.badgeId, earned_at: a.earnedAt })))
        .onConflict((oc) => oc.columns(['user_id', 'badge_id']).doNothing())
        .returning('badge_id')
        .execute();
      return stored.map((row) => row.badge_id);
    },
    listAwarded: compiledOnce(db, (userId: string) => db.selectFrom('achievements').select(['badge_id', 'earned_at']).where('user_id', '=', userId)),
  };
}
