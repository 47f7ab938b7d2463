import type { AttemptTrial } from './attempt-trial.js';
import { parsePairStimulus, parseSchulteStimulus, parseTrailStimulus, schulteTables, trailLabel } from './board-tasks.js';
import { share, speedScore, toIndex, type TaskScore } from './task-score.js';
import { trailMakingCost } from './trail-making.js';

const round = (ms: number) => Math.round(ms);

/** From the first trial's onset to the last click: how long a block of clicks took. */
function blockMs(trials: readonly AttemptTrial[]): number | null {
  if (!trials.length) return null;
  const last = trials[trials.length - 1]!;
  return round(last.onsetMs + (last.rtMs ?? 0) - trials[0]!.onsetMs);
}

const count = (flags: readonly boolean[]) => flags.filter(Boolean).length;

/**
 * Trail making: completion time of part A (numbers) and part B (numbers and letters alternating),
 * errors in each, and the switching cost B − A (with its ratio B / A).
 */
export function scoreTrailMaking(trials: readonly AttemptTrial[]): TaskScore {
  const parsed = trials.map((t) => parseTrailStimulus(t.stimulus));
  const correct = trials.map((t, i) => t.response === trailLabel(parsed[i]!.part, parsed[i]!.k));
  const part = (p: 'A' | 'B') => trials.filter((_, i) => parsed[i]!.part === p);
  const errorsOf = (p: 'A' | 'B') => count(correct.map((c, i) => !c && parsed[i]!.part === p));
  const partAMs = blockMs(part('A'));
  const partBMs = blockMs(part('B'));
  const { switchCostMs, ratio } = trailMakingCost(partAMs ?? 0, partBMs ?? 0);
  const speed = 0.5 * speedScore(partAMs, 15_000, 60_000) + 0.5 * speedScore(partBMs, 25_000, 120_000);
  return {
    measures: {
      switchCostMs,
      partAMs,
      partBMs,
      switchRatio: ratio === null ? null : Math.round(ratio * 100) / 100,
      errorsA: errorsOf('A'),
      errorsB: errorsOf('B'),
    },
    primary: { measure: 'switchCostMs', higherIsBetter: false },
    accuracy: share(correct),
    performanceIndex: toIndex(share(correct) * speed),
    correct,
  };
}

/** Schulte table: time per table (and per cell, comparable across grid sizes) and wrong clicks. */
export function scoreSchulte(trials: readonly AttemptTrial[], side: number): TaskScore {
  const parsed = trials.map((t) => parseSchulteStimulus(t.stimulus));
  const correct = trials.map((t, i) => t.response === String(parsed[i]!.k));
  const tables = Array.from({ length: schulteTables }, (_, i) => blockMs(trials.filter((_, j) => parsed[j]!.table === i + 1)));
  const times = tables.filter((ms): ms is number => ms !== null);
  const meanTableMs = times.length ? round(times.reduce((a, b) => a + b, 0) / times.length) : null;
  const perCellMs = meanTableMs === null ? null : round(meanTableMs / (side * side));
  return {
    measures: {
      meanTableMs,
      perCellMs,
      table1Ms: tables[0] ?? null,
      table2Ms: tables[1] ?? null,
      table3Ms: tables[2] ?? null,
      errors: count(correct.map((c) => !c)),
    },
    primary: { measure: 'meanTableMs', higherIsBetter: false },
    accuracy: share(correct),
    performanceIndex: toIndex(0.8 * share(correct) * speedScore(perCellMs, 500, 3000) + (0.2 * (side - 3)) / 3),
    correct,
  };
}

/**
 * Memory pairs: a move is two flips; the fewest moves possible is one per pair, so misses = moves −
 * pairs. Accuracy is pairs / moves (the share of flips in matching moves).
 */
export function scoreMemoryPairs(trials: readonly AttemptTrial[], pairs: number): TaskScore {
  const correct: boolean[] = [];
  for (let i = 0; i < trials.length; i += 2) {
    const match =
      trials[i + 1] !== undefined && parsePairStimulus(trials[i]!.stimulus).symbol === parsePairStimulus(trials[i + 1]!.stimulus).symbol;
    correct.push(match, match);
  }
  correct.length = trials.length;
  const moves = Math.ceil(trials.length / 2);
  return {
    measures: { moves, minimumMoves: pairs, misses: moves - pairs, completionMs: blockMs(trials) },
    primary: { measure: 'moves', higherIsBetter: false },
    accuracy: share(correct),
    performanceIndex: toIndex(0.7 * (moves ? pairs / moves : 0) + (0.3 * (pairs - 4)) / 8),
    correct,
  };
}
