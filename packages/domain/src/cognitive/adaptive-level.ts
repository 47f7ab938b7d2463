import type { TaskSpec } from './task-catalogue.js';
import type { TaskScore } from './task-score.js';

/**
 * The level to offer next. n-back: up after d′ ≥ 2.5 (about 90 % hits with few false alarms), down
 * below 1.0, else stay. Spans start one below the span just reached, so the run warms up.
 */
export function nextLevel(spec: TaskSpec, level: number | null, score: TaskScore): number | null {
  if (!spec.levels || level === null) return null;
  const clamp = (n: number) => Math.min(spec.levels!.max, Math.max(spec.levels!.min, n));
  if (spec.id === 'n-back') {
    const d = score.measures['dPrime'] ?? 0;
    return clamp(d >= 2.5 ? level + 1 : d < 1 ? level - 1 : level);
  }
  const span = score.measures['span'] ?? 0;
  return clamp(span - 1);
}
