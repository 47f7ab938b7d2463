import { localDay } from '@brainboost/domain/achievements/achievements';

/** Where the learner is: an IANA time zone (follows daylight saving) or a fixed UTC offset in minutes, east positive. */
export type LearnerZone = { timeZone: string } | { utcOffsetMinutes: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The offset of `timeZone` from UTC at the instant `at`, in minutes (east positive). */
export function utcOffsetAt(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const offsetAt = (at: Date, zone: LearnerZone) => ('timeZone' in zone ? utcOffsetAt(at, zone.timeZone) : zone.utcOffsetMinutes);

/** The learner's calendar day (YYYY-MM-DD) at an instant, by the same rule as achievements and the dashboard. */
export function learnerDay(at: Date, zone: LearnerZone): string {
  return localDay(at, offsetAt(at, zone));
}

/** The instant the learner's next day starts after `at` (a day may be 23 or 25 hours long across daylight saving). */
export function nextLearnerMidnight(at: Date, zone: LearnerZone): Date {
  const today = learnerDay(at, zone);
  const midnightUtc = Date.parse(`${today}T00:00:00Z`) + 86_400_000;
  // Local midnight of the next day is that wall time minus the offset then; the offset may differ from now's.
  let guess = midnightUtc - offsetAt(at, zone) * 60_000;
  guess = midnightUtc - offsetAt(new Date(guess), zone) * 60_000;
  return new Date(guess);
}
