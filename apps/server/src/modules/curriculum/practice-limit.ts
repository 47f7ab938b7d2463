import type { Feature } from '@brainboost/domain/billing/entitlements';

/** Practice answers a day without a paid plan (decision 0114). */
export const freePracticePerDay = 20;
/** On Basic and Premium (and a trial): more than a day's study needs; "unlimited" is Ultimate's, as the pricing page says. */
export const paidPracticePerDay = 200;

/** The learner's daily number of practice answers; null when unlimited (`unlimited_practice`). */
export function practicePerDay(features: ReadonlySet<Feature>): number | null {
  if (features.has('unlimited_practice')) return null;
  return features.has('practice_tests') ? paidPracticePerDay : freePracticePerDay;
}
