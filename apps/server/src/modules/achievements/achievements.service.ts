import { badgeRules, earnedAt, localDay, streaks, type ActivityEvent, type BadgeRule } from '@brainboost/domain/achievements/achievements';
import type { AchievementsOverview } from '@brainboost/domain/schemas/achievements';
import type { Db } from '../../db/database.js';
import type { ActivityService } from '../activity/activity.service.js';
import type { RecordActivity } from '../activity/activity.types.js';
import { createAchievementsRepository } from './achievements.repository.js';
import { iso } from '../../iso-time.js';

/**
 * Badges and streaks from the learner's activity events. A badge is stored once, with the moment
 * it was met, in the transaction of the event that met it (decision 0068); looking writes nothing.
 */
export function createAchievementsService({ db, activity }: { db: Db; activity: Pick<ActivityService, 'record' | 'eventsOf'> }) {
  const repository = createAchievementsRepository(db);

  /** Badges met by `events` and not in `held`, with when each was met (days counted at `utcOffsetMinutes`). */
  const dueBadges = (events: ActivityEvent[], held: ReadonlySet<string>, utcOffsetMinutes: number) =>
    badgeRules.flatMap((rule) => {
      if (held.has(rule.id)) return [];
      const at = earnedAt(rule, events, utcOffsetMinutes);
      return at ? [{ badgeId: rule.id, earnedAt: at }] : [];
    });

  /** Records the event and stores the badges it completes, both in the caller's transaction. */
  const recordActivity: RecordActivity = async (trx, event) => {
    await activity.record(trx, event);
    const events = await activity.eventsOf(event.userId, trx);
    const held = new Set((await repository.listAwardedIn(trx, event.userId)).map((row) => row.badge_id));
    // The event carries no time zone: days are counted in UTC when a badge is stored (decision 0068).
    await repository.award(trx, event.userId, dueBadges(events, held, 0));
  };

  return {
    recordActivity,
    async overview(userId: string, utcOffsetMinutes: number, now = new Date()): Promise<AchievementsOverview> {
      const [events, held] = await Promise.all([activity.eventsOf(userId), repository.listAwarded(userId)]);
      const awarded = new Map(held.map((row) => [row.badge_id, iso(row.earned_at)]));
      // A badge met but not stored (its events came before badges were stored with them) is shown, not written.
      for (const { badgeId, earnedAt: at } of dueBadges(events, new Set(awarded.keys()), utcOffsetMinutes))
        awarded.set(badgeId, at.toISOString());
      const today = localDay(now, utcOffsetMinutes);
      return {
        streak: streaks(events, today, utcOffsetMinutes),
        badges: badgeRules.map((rule) => ({
          ...rule,
          earnedAt: awarded.get(rule.id) ?? null,
          progress: Math.min(rule.threshold, progressOf(rule, events, utcOffsetMinutes, today)),
        })),
      };
    },
    async exportFor(userId: string) {
      return (await repository.listAwarded(userId)).map((a) => ({ badgeId: a.badge_id, earnedAt: iso(a.earned_at) }));
    },
  };
}

/** How far along a rule is: events so far, distinct days, or the longest run of days. */
function progressOf(rule: BadgeRule, events: ActivityEvent[], offset: number, today: string): number {
  const relevant = events.filter((e) => rule.kind === null || e.kind === rule.kind);
  if (rule.measure === 'events') return relevant.length;
  if (rule.measure === 'days') return new Set(relevant.map((e) => localDay(e.occurredAt, offset))).size;
  return streaks(relevant, today, offset).longest;
}

export type AchievementsService = ReturnType<typeof createAchievementsService>;
