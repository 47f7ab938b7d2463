import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ActivityService } from '../activity/activity.service.js';
import type { DbOrTransaction } from '../activity/activity.types.js';

/** `eventsOf` is the activity module's query of a learner's events, carried by the overview's one statement. */
export function createAchievementsRepository(db: Db, eventsOf: ActivityService['eventsQuery']) {
  return {
    /**
     * The learner's events and the badges they hold, in one round trip: `part` tells the two apart,
     * `at` is when the event happened or the badge was earned. Both halves come oldest first.
     */
    listEventsAndAwards: (userId: string) =>
      eventsOf(db, userId)
        .select([sql<'event' | 'award'>`'event'`.as('part'), sql<string | null>`null`.as('badge_id')])
        .$castTo<{ kind: string | null; at: Date | string; part: 'event' | 'award'; badge_id: string | null }>()
        .unionAll(
          db
            .selectFrom('achievements')
            .select([sql<string | null>`null`.as('kind'), 'earned_at as at', sql<'event' | 'award'>`'award'`.as('part'), 'badge_id'])
            .where('user_id', '=', userId),
        )
        .orderBy('part', 'desc')
        .orderBy('at')
        .execute(),
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
