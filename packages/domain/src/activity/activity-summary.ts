/**
 * Weekly summary of the sleep and activity log. Guidance the summary compares against:
 * sleep — American Academy of Sleep Medicine consensus (Paruthi et al., J Clin Sleep Med 2016),
 * 9–12 h for ages 6–12 and 8–10 h for ages 13–18; activity — WHO 2020 guidelines, an average of
 * 60 minutes of moderate-to-vigorous activity a day for ages 5–17.
 */
export type DailyLog = { date: string; sleepHours: number | null; activeMinutes: number | null };
export type WeeklySummary = {
  from: string;
  to: string;
  daysLogged: number;
  averageSleepHours: number | null;
  nightsInRecommendedRange: number;
  totalActiveMinutes: number;
  averageActiveMinutes: number | null;
  activeDaysMeetingGoal: number;
};

export const activeMinutesGoal = 60;
export type SleepRange = { min: number; max: number };
/** Young people's recommended nightly sleep; 13 and over use the teen range. */
export const sleepRangeFor = (teen: boolean): SleepRange => (teen ? { min: 8, max: 10 } : { min: 9, max: 12 });

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** `date` shifted by `days` (UTC calendar arithmetic on YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  if (!isoDate.test(date)) throw new Error(`not a date: ${date}`);
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The seven days ending on `to` (inclusive). Logs outside it are ignored; one log per date counts. */
export function weeklySummary(logs: readonly DailyLog[], to: string, sleepRange: SleepRange): WeeklySummary {
  const from = addDays(to, -6);
  const byDate = new Map<string, DailyLog>();
  for (const log of logs) if (log.date >= from && log.date <= to) byDate.set(log.date, log);
  const days = [...byDate.values()];
  const sleeps = days.map((d) => d.sleepHours).filter((h): h is number => h !== null);
  const actives = days.map((d) => d.activeMinutes).filter((m): m is number => m !== null);
  const totalActive = actives.reduce((a, b) => a + b, 0);
  return {
    from,
    to,
    daysLogged: days.length,
    averageSleepHours: sleeps.length ? round1(sleeps.reduce((a, b) => a + b, 0) / sleeps.length) : null,
    nightsInRecommendedRange: sleeps.filter((h) => h >= sleepRange.min && h <= sleepRange.max).length,
    totalActiveMinutes: totalActive,
    averageActiveMinutes: actives.length ? Math.round(totalActive / actives.length) : null,
    activeDaysMeetingGoal: actives.filter((m) => m >= activeMinutesGoal).length,
  };
}
