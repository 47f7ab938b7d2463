import type { Quotas } from '../billing/entitlements.js';

/** Questions left today under a plan's quota; null when the plan is unlimited. */
export function remainingQuestions(quotas: Pick<Quotas, 'questionsPerDay'>, usedToday: number): number | null {
  if (quotas.questionsPerDay === null) return null;
  return Math.max(0, quotas.questionsPerDay - usedToday);
}

/** Quota days are UTC calendar days: the date a question counts against, and when the next day starts. */
export function quotaDay(now: Date): { day: string; resetsAt: Date } {
  const day = now.toISOString().slice(0, 10);
  const resetsAt = new Date(`${day}T00:00:00.000Z`);
  resetsAt.setUTCDate(resetsAt.getUTCDate() + 1);
  return { day, resetsAt };
}
