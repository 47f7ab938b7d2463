import { congruencyCost } from './congruency-cost.js';

export type FlankerTrial = { congruent: boolean; correct: boolean; rtMs: number | null };

/** Eriksen flanker congruency effect: median correct RT incongruent − congruent (ms). */
export function flankerEffect(trials: readonly FlankerTrial[]): number | null {
  const rts = (congruent: boolean) => trials.filter((t) => t.congruent === congruent && t.correct && t.rtMs !== null).map((t) => t.rtMs!);
  return congruencyCost(rts(true), rts(false));
}
