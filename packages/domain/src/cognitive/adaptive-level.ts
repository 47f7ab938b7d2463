import type { TaskSpec } from './task-catalogue.js';
import type { TaskScore } from './task-score.js';

/**
 * The level to offer next. n-back: up after d′ ≥ 2.5 (about 90 % hits with few false alarms), down
 * below 1.0, else stay. Spans start one below the span just reached, so the run warms up. Schulte:
 * a bigger grid after a table at 1.2 s a cell or faster with at most one slip, smaller above 3 s a
 * cell or with many slips. Memory pairs: one more pair when at least 60 % of moves found a pair (a
 * perfect memory averages about 62 %), one fewer below 35 %. Method of loci: a longer list after
 * one recalled in order without a slip, a shorter one when under half were.
 */
export function nextLevel(spec: TaskSpec, level: number | null, score: TaskScore): number | null {
  if (!spec.levels || level === null) return null;
  const clamp = (n: number) => Math.min(spec.levels!.max, Math.max(spec.levels!.min, n));
  if (spec.id === 'n-back') {
    const d = score.measures['dPrime'] ?? 0;
    return clamp(d >= 2.5 ? level + 1 : d < 1 ? level - 1 : level);
  }
  if (spec.id === 'schulte-table') {
    const perCell = score.measures['perCellMs'] ?? Infinity;
    const errors = score.measures['errors'] ?? 0;
    return clamp(errors <= 1 && perCell <= 1200 ? level + 1 : perCell > 3000 || errors > (level * level) / 5 ? level - 1 : level);
  }
  if (spec.id === 'memory-pairs') {
    const efficiency = (score.measures['minimumMoves'] ?? 0) / (score.measures['moves'] || Infinity);
    return clamp(efficiency >= 0.6 ? level + 1 : efficiency < 0.35 ? level - 1 : level);
  }
  if (spec.id === 'method-of-loci') {
    // One more place after a list recalled in order without a slip; one fewer when under half were.
    const serial = score.measures['serialRecall'] ?? 0;
    return clamp(serial >= level ? level + 1 : serial < level / 2 ? level - 1 : level);
  }
  const span = score.measures['span'] ?? 0;
  return clamp(span - 1);
}
