/**
 * The server's score of one attempt, computed from its raw trials. `measures` hold the literature's
 * measures for the task (ms, rates, d′, span); `primary` names the one shown first.
 * `performanceIndex` (0–100) only orders the learner's own domains to choose the daily set: it is
 * not a norm and is never shown as a score.
 */
export type TaskScore = {
  measures: Record<string, number | null>;
  primary: { measure: string; higherIsBetter: boolean };
  /** Correct trials / all trials. */
  accuracy: number;
  performanceIndex: number;
  /** Whether each trial was answered correctly, in order. */
  correct: boolean[];
};

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** 1 at `best` ms or faster, 0 at `worst` ms or slower, linear in between; 0 without an RT. */
export function speedScore(rtMs: number | null, best: number, worst: number): number {
  return rtMs === null ? 0 : clamp01((worst - rtMs) / (worst - best));
}

export const toIndex = (fraction: number) => Math.round(clamp01(fraction) * 100);

export const share = (flags: readonly boolean[]) => (flags.length ? flags.filter(Boolean).length / flags.length : 0);
