import type { Quotas } from '../billing/entitlements.js';

/** Questions left today under a plan's quota; null when the plan is unlimited. */
export function remainingQuestions(quotas: Pick<Quotas, 'questionsPerDay'>, usedToday: number): number | null {
  if (quotas.questionsPerDay === null) return null;
  return Math.max(0, quotas.questionsPerDay - usedToday);
}
