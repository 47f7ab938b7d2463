/** One freeze is earned for every this many days of practice. */
export const practiceDaysPerFreeze = 7;
export const maxFreezes = 2;

export type LearningStreak = { current: number; longest: number; freezesAvailable: number; freezeUsedOn: string[] };

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
const dayString = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/**
 * A day streak with freezes, from the learner's practice days (local dates, any order) up to
 * `today`. Every 7th day of practice earns a freeze (at most 2 held); a missed day while a streak
 * runs spends one automatically and the streak survives (a frozen day adds nothing to it). Today
 * without practice yet does not break the streak.
 */
export function learningStreak(practiceDays: readonly string[], today: string): LearningStreak {
  const last = dayNumber(today);
  const days = new Set(practiceDays.map(dayNumber).filter((n) => Number.isFinite(n) && n <= last));
  const result: LearningStreak = { current: 0, longest: 0, freezesAvailable: 0, freezeUsedOn: [] };
  if (days.size === 0) return result;
  let practised = 0;
  for (let n = Math.min(...days); n <= last; n++) {
    if (days.has(n)) {
      result.current++;
      practised++;
      if (practised % practiceDaysPerFreeze === 0) result.freezesAvailable = Math.min(maxFreezes, result.freezesAvailable + 1);
      result.longest = Math.max(result.longest, result.current);
    } else if (n < last) {
      if (result.current > 0 && result.freezesAvailable > 0) {
        result.freezesAvailable--;
        result.freezeUsedOn.push(dayString(n));
      } else result.current = 0;
    }
  }
  return result;
}
