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
      const rows = await repository.listEventsAndAwards(userId);
      const events: ActivityEvent[] = [];
      const awarded = new Map<string, string>();
      for (const row of rows) {
        if (row.part === 'event') events.push({ kind: row.kind!, occurredAt: new Date(row.at) });
        else awarded.set(row.badge_id!, new Date(row.at).toISOString());
      }
      // Only badges met and not yet held are written, so looking again writes nothing.
      const fresh = badgeRules.flatMap((rule) => {
        if (awarded.has(rule.id)) return [];
        const at = earnedAt(rule, events, utcOffsetMinutes);
        return at ? [{ badgeId: rule.id, earnedAt: at }] : [];
      });
      const stored = await repository.award(userId, fresh);
      if (stored.length < fresh.length) {
        // Another request stored some of them first: its dates are the ones kept.
        for (const a of await repository.listAwarded(userId)) awarded.set(a.badge_id, new Date(a.earned_at).toISOString());
      } else {
        for (const { badgeId, earnedAt: at } of fresh) awarded.set(badgeId, at.toISOString());
      }
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
