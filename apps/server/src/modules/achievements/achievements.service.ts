import { badgeRules, earnedAt, localDay, streaks, type ActivityEvent, type BadgeRule } from '@brainboost/domain/achievements';
import type { AchievementsOverview } from '@brainboost/domain/schemas/achievements';
import type { Db } from '../../db/database.js';
import { createAchievementsRepository } from './achievements.repository.js';

/**
 * Badges and streaks from `activity_events`. Awards are settled when the learner looks (and so
 * whenever any area has added events): each badge met is stored once with the moment it was met.
 */
export function createAchievementsService(db: Db) {
  const repository = createAchievementsRepository(db);
  return {
    async overview(userId: string, utcOffsetMinutes: number, now = new Date()): Promise<AchievementsOverview> {
      const events = (await repository.listEvents(userId)).map((e) => ({ kind: e.kind, occurredAt: new Date(e.occurred_at) }));
      const met = badgeRules.flatMap((rule) => {
        const at = earnedAt(rule, events, utcOffsetMinutes);
        return at ? [{ badgeId: rule.id, earnedAt: at }] : [];
      });
      await repository.award(userId, met);
      const awarded = new Map((await repository.listAwarded(userId)).map((a) => [a.badge_id, new Date(a.earned_at).toISOString()]));
      const today = localDay(now, utcOffsetMinutes);
      return {
        streak: streaks(events, today, utcOffsetMinutes),
        badges: badgeRules.map((rule) => ({ ...rule, earnedAt: awarded.get(rule.id) ?? null, progress: Math.min(rule.threshold, progressOf(rule, events, utcOffsetMinutes, today)) })),
      };
    },
    async exportFor(userId: string) {
      return (await repository.listAwarded(userId)).map((a) => ({ badgeId: a.badge_id, earnedAt: new Date(a.earned_at).toISOString() }));
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
