/**
 * Achievements: badges earned from activity events, with the rules shown to the learner, and
 * day streaks. Any area can record events (see docs/decisions/0007-achievements-events.md): add its
 * kinds to `activityKinds` and, if it wants badges, rules to `badgeRules`.
 */
export const activityKinds = [
  'focus.session_completed',
  'wellness.check_in',
  'brain_health.day_logged',
  'languages.lesson_completed',
  'languages.word_learned',
  'languages.day_practised',
  'curriculum.skill_proficient',
  'curriculum.skill_mastered',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

export type BadgeRule = {
  id: string;
  /** Which events count; null counts every kind. */
  kind: ActivityKind | null;
  /** events: number of events · days: distinct days with one · streak: days in a row with one. */
  measure: 'events' | 'days' | 'streak';
  threshold: number;
};

export const badgeRules: readonly BadgeRule[] = [
  { id: 'focus-first', kind: 'focus.session_completed', measure: 'events', threshold: 1 },
  { id: 'focus-ten', kind: 'focus.session_completed', measure: 'events', threshold: 10 },
  { id: 'focus-streak-three', kind: 'focus.session_completed', measure: 'streak', threshold: 3 },
  { id: 'check-in-first', kind: 'wellness.check_in', measure: 'events', threshold: 1 },
  { id: 'check-in-week', kind: 'wellness.check_in', measure: 'days', threshold: 7 },
  { id: 'log-week', kind: 'brain_health.day_logged', measure: 'days', threshold: 7 },
  { id: 'languages-first-lesson', kind: 'languages.lesson_completed', measure: 'events', threshold: 1 },
  { id: 'languages-ten-lessons', kind: 'languages.lesson_completed', measure: 'events', threshold: 10 },
  { id: 'languages-hundred-words', kind: 'languages.word_learned', measure: 'events', threshold: 100 },
  { id: 'languages-week', kind: 'languages.day_practised', measure: 'streak', threshold: 7 },
  { id: 'curriculum-first-proficient', kind: 'curriculum.skill_proficient', measure: 'events', threshold: 1 },
  { id: 'curriculum-ten-proficient', kind: 'curriculum.skill_proficient', measure: 'events', threshold: 10 },
  { id: 'curriculum-first-mastered', kind: 'curriculum.skill_mastered', measure: 'events', threshold: 1 },
  { id: 'curriculum-ten-mastered', kind: 'curriculum.skill_mastered', measure: 'events', threshold: 10 },
  { id: 'streak-seven', kind: null, measure: 'streak', threshold: 7 },
];

export type ActivityEvent = { kind: string; occurredAt: Date };

/** The learner's calendar day of an instant, for a UTC offset in minutes (east positive). */
export function localDay(at: Date, utcOffsetMinutes: number): string {
  return new Date(at.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/**
 * When a rule was first met: the time of the event that reached the threshold, or null. Events
 * may come in any order; the earliest moment counts, so the award date never depends on when
 * it was computed.
 */
export function earnedAt(rule: BadgeRule, events: readonly ActivityEvent[], utcOffsetMinutes: number): Date | null {
  const relevant = events
    .filter((e) => rule.kind === null || e.kind === rule.kind)
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  if (rule.measure === 'events') return relevant[rule.threshold - 1]?.occurredAt ?? null;
  const days = new Set<string>();
  let run = 0;
  let lastDay: number | null = null;
  for (const event of relevant) {
    const day = localDay(event.occurredAt, utcOffsetMinutes);
    if (days.has(day)) continue;
    days.add(day);
    const n = dayNumber(day);
    run = lastDay !== null && n === lastDay + 1 ? run + 1 : 1;
    lastDay = n;
    if ((rule.measure === 'days' ? days.size : run) >= rule.threshold) return event.occurredAt;
  }
  return null;
}

/** Current streak (days in a row up to today, or up to yesterday if today has nothing yet) and the longest. */
export function streaks(events: readonly ActivityEvent[], today: string, utcOffsetMinutes: number): { current: number; longest: number } {
  const days = [...new Set(events.map((e) => dayNumber(localDay(e.occurredAt, utcOffsetMinutes))))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i] === days[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const set = new Set(days);
  const t = dayNumber(today);
  let cursor = set.has(t) ? t : t - 1;
  let current = 0;
  while (set.has(cursor)) {
    current++;
    cursor--;
  }
  return { current, longest };
}
