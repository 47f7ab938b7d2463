import { congruencyCost } from './congruency-cost.js';

export type StroopTrial = { congruent: boolean; correct: boolean; rtMs: number | null };

/** Stroop interference: median correct RT incongruent − congruent (ms), and the error-rate difference. */
export function stroopInterference(trials: readonly StroopTrial[]) {
  const rts = (congruent: boolean) => trials.filter((t) => t.congruent === congruent && t.correct && t.rtMs !== null).map((t) => t.rtMs!);
  const errorRate = (congruent: boolean) => {
    const group = trials.filter((t) => t.congruent === congruent);
    return group.length ? group.filter((t) => !t.correct).length / group.length : null;
  };
  const congruentErrors = errorRate(true);
  const incongruentErrors = errorRate(false);
  return {
    interferenceMs: congruencyCost(rts(true), rts(false)),
    errorCost: congruentErrors === null || incongruentErrors === null ? null : incongruentErrors - congruentErrors,
  };
}
