import { median } from './reaction-time-stats.js';

/**
 * The cost of conflict: median correct RT on conflict trials minus median correct RT on
 * no-conflict trials. Used as the Stroop interference cost (incongruent − congruent) and the
 * Eriksen flanker congruency effect (incongruent − congruent). Null unless both conditions have
 * at least one correct response.
 */
export function congruencyCost(congruentRts: readonly number[], incongruentRts: readonly number[]): number | null {
  const congruent = median(congruentRts);
  const incongruent = median(incongruentRts);
  return congruent === null || incongruent === null ? null : incongruent - congruent;
}
