import { Cron } from 'croner';

/**
 * Cron expressions for bot test schedules: five fields (minute hour day-of-month month
 * day-of-week), read in UTC by croner, the parser the server already uses for its own jobs.
 */
const parse = (expression: string) => new Cron(expression, { timezone: 'UTC', paused: true });

/** Whether a text is a five-field cron expression that names at least one future time. */
export function isValidCron(expression: string): boolean {
  if (expression.trim().split(/\s+/).length !== 5) return false;
  try {
    return parse(expression).nextRun() !== null;
  } catch {
    return false;
  }
}

/** The first time after `after` that the expression names (whole minutes, UTC). */
export function nextRunAfter(expression: string, after: Date): Date {
  const next = parse(expression).nextRun(after);
  if (!next) throw new Error(`cron expression ${expression} names no time after ${after.toISOString()}`);
  return next;
}
