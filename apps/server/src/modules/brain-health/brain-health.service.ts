import { activeMinutesGoal, addDays, sleepRangeFor, weeklySummary } from '@brainboost/domain/activity/activity-summary';
import type { Locale } from '@brainboost/domain/i18n/locales';
import type { BrainHealthContent, HealthLog, HealthLogWeek } from '@brainboost/domain/schemas/brain-health';
import type { Db } from '../../db/database.js';
import { brainHealthErrors } from './brain-health.errors.js';
import type { RecordActivity } from '../activity/activity.types.js';
import { createBrainHealthRepository } from './brain-health.repository.js';

type Row = { date: string; sleep_hours: number | null; active_minutes: number | null };
const toLog = (r: Row): HealthLog => ({
  date: r.date,
  sleepHours: r.sleep_hours === null ? null : Number(r.sleep_hours),
  activeMinutes: r.active_minutes,
});

/**
 * The sleep and activity log: one entry per calendar day (the learner's own date), saved again to
 * correct it. Dates more than a day ahead of UTC (no time zone is further) or over a year old are refused.
 */
export function createBrainHealthService({
  db,
  content,
  recordActivity,
}: {
  db: Db;
  content: Map<Locale, BrainHealthContent>;
  recordActivity: RecordActivity;
}) {
  const repository = createBrainHealthRepository(db, recordActivity);
  const checkDate = (date: string, now: Date) => {
    const today = now.toISOString().slice(0, 10);
    if (date > addDays(today, 1) || date < addDays(today, -366)) throw brainHealthErrors.dateInvalid();
  };
  return {
    async save(
      userId: string,
      date: string,
      input: { sleepHours: number | null; activeMinutes: number | null },
      now = new Date(),
    ): Promise<HealthLog> {
      checkDate(date, now);
      return toLog(await repository.upsertLog({ userId, date, ...input }));
    },
    async remove(userId: string, date: string) {
      if (!(await repository.deleteLog(userId, date))) throw brainHealthErrors.logNotFound();
    },
    /** The 28 days ending on `to`, and the summary of its last seven. */
    async week(userId: string, to: string, ageGroup: 'child' | 'teen', now = new Date()): Promise<HealthLogWeek> {
      checkDate(to, now);
      const logs = (await repository.listBetween(userId, addDays(to, -27), to)).map(toLog);
      const sleepRange = sleepRangeFor(ageGroup === 'teen');
      return { logs, summary: { ...weeklySummary(logs, to, sleepRange), sleepRange, activeMinutesGoal } };
    },
    content: (locale: Locale) => content.get(locale) ?? content.get('en')!,
    async exportFor(userId: string) {
      return (await repository.listAll(userId)).map(toLog);
    },
  };
}

export type BrainHealthService = ReturnType<typeof createBrainHealthService>;
