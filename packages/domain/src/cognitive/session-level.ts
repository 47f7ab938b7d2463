import type { TaskSpec } from './task-catalogue.js';

export type RecentScore = { level: number | null; performanceIndex: number };

/** Mean performance index at or above this over the recent runs moves the next session up a level. */
export const levelUpIndex = 75;
/** Below this it moves down one. */
export const levelDownIndex = 45;
/** How many of the latest runs of the task count. */
export const recentWindow = 3;

/**
 * The level a programme offers for a task in a session not played yet. It starts from the level the
 * learner last played (else the planned one) and steps up one after strong recent runs, down one
 * after weak ones. It never strays more than one below or two above the plan, nor outside the
 * task's levels. Tasks without levels have none. `recent` is newest first.
 */
/** The lowest level a session may offer for a planned level: one below the plan, inside the task's levels. */
export function lowestOfferedLevel(spec: Pick<TaskSpec, 'levels'>, planned: number | null): number | null {
  if (!spec.levels || planned === null) return null;
  return Math.max(spec.levels.min, planned - 1);
}

export function adaptedLevel(spec: Pick<TaskSpec, 'levels'>, planned: number | null, recent: readonly RecentScore[]): number | null {
  if (!spec.levels || planned === null) return null;
  const low = lowestOfferedLevel(spec, planned)!;
  const high = Math.min(spec.levels.max, planned + 2);
  const clamp = (n: number) => Math.min(high, Math.max(low, n));
  const window = recent.slice(0, recentWindow);
  if (!window.length) return clamp(planned);
  const mean = window.reduce((sum, r) => sum + r.performanceIndex, 0) / window.length;
  const anchor = window[0]!.level ?? planned;
  return clamp(anchor + (mean >= levelUpIndex ? 1 : mean < levelDownIndex ? -1 : 0));
}
