import type { AttemptTrial } from './attempt-trial.js';
import {
  parsePairStimulus,
  parseSchulteStimulus,
  parseTrailStimulus,
  schulteTables,
  trailLabel,
  trailParts,
  trailTargets,
} from './board-tasks.js';
import type { TaskId } from './task-catalogue.js';

type SequenceProblem = 'brainTraining.invalidTrial' | 'brainTraining.trialCount' | null;

/**
 * Targets sought in order (trail making, Schulte): within each block the sought target starts at 1,
 * moves on after a right click and stays after a wrong one; every block must be finished, in order.
 */
function orderedSearchProblem(
  blocks: readonly string[],
  size: number,
  trials: readonly { block: string; k: number; right: boolean }[],
): SequenceProblem {
  let blockIndex = 0;
  let k = 1;
  for (const trial of trials) {
    if (trial.block !== blocks[blockIndex]) {
      if (k !== size + 1 || trial.block !== blocks[blockIndex + 1]) return 'brainTraining.invalidTrial';
      blockIndex += 1;
      k = 1;
    }
    if (trial.k !== k) return 'brainTraining.invalidTrial';
    if (trial.right) k += 1;
    if (k > size + 1) return 'brainTraining.invalidTrial';
  }
  return blockIndex === blocks.length - 1 && k === size + 1 ? null : 'brainTraining.trialCount';
}

function trailProblem(trials: readonly AttemptTrial[]): SequenceProblem {
  const valid = new Set(
    ['A', 'B'].flatMap((part) => Array.from({ length: trailTargets }, (_, i) => `${part}:${trailLabel(part as 'A', i + 1)}`)),
  );
  const parsed = trials.map((t) => ({ ...parseTrailStimulus(t.stimulus), response: t.response ?? '' }));
  if (parsed.some((t) => !valid.has(`${t.part}:${t.response}`))) return 'brainTraining.invalidTrial';
  return orderedSearchProblem(
    trailParts,
    trailTargets,
    parsed.map((t) => ({ block: t.part, k: t.k, right: t.response === trailLabel(t.part, t.k) })),
  );
}

function schulteProblem(trials: readonly AttemptTrial[], side: number): SequenceProblem {
  const cells = side * side;
  const parsed = trials.map((t) => ({ ...parseSchulteStimulus(t.stimulus), response: Number(t.response) }));
  if (parsed.some((t) => t.k > cells || t.response > cells || t.response < 1)) return 'brainTraining.invalidTrial';
  const tables = Array.from({ length: schulteTables }, (_, i) => String(i + 1));
  return orderedSearchProblem(
    tables,
    cells,
    parsed.map((t) => ({ block: String(t.table), k: t.k, right: t.response === t.k })),
  );
}

/**
 * Memory pairs: flips come in twos (a move) on two different cards that are not matched yet; a card
 * always shows the same symbol, each symbol is on exactly two cards, and the game ends with every pair found.
 */
function pairsProblem(trials: readonly AttemptTrial[], pairs: number): SequenceProblem {
  if (trials.length % 2 !== 0) return 'brainTraining.trialCount';
  const symbolAt = new Map<number, number>();
  const matched = new Set<number>();
  for (let i = 0; i < trials.length; i += 2) {
    const [a, b] = [parsePairStimulus(trials[i]!.stimulus), parsePairStimulus(trials[i + 1]!.stimulus)];
    for (const card of [a, b]) {
      if (card.position >= pairs * 2 || matched.has(card.position)) return 'brainTraining.invalidTrial';
      if ((symbolAt.get(card.position) ?? card.symbol) !== card.symbol) return 'brainTraining.invalidTrial';
      symbolAt.set(card.position, card.symbol);
    }
    if (a.position === b.position) return 'brainTraining.invalidTrial';
    if (a.symbol === b.symbol) matched.add(a.position).add(b.position);
  }
  const perSymbol = new Map<number, number>();
  for (const symbol of symbolAt.values()) perSymbol.set(symbol, (perSymbol.get(symbol) ?? 0) + 1);
  if ([...perSymbol.values()].some((n) => n > 2)) return 'brainTraining.invalidTrial';
  return matched.size === pairs * 2 ? null : 'brainTraining.trialCount';
}

/** For board tasks: whether the clicks form a finished game of the task as it is played. */
export function boardSequenceProblem(task: TaskId, level: number | null, trials: readonly AttemptTrial[]): SequenceProblem {
  if (trials.some((t) => t.response === null)) return 'brainTraining.invalidTrial';
  if (task === 'trail-making') return trailProblem(trials);
  if (task === 'schulte-table') return schulteProblem(trials, level ?? 5);
  if (task === 'memory-pairs') return pairsProblem(trials, level ?? 4);
  return null;
}

/** A click cannot come before the one it follows: each trial starts at or after the previous click. */
export function clicksOverlap(trials: readonly AttemptTrial[]): boolean {
  return trials.some((t, i) => i > 0 && t.onsetMs < trials[i - 1]!.onsetMs + (trials[i - 1]!.rtMs ?? 0) - 1);
}
