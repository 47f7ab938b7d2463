import type { AttemptTrial } from './attempt-trial.js';
import { memorySpan, recallCorrect } from './memory-span.js';
import { toIndex, type TaskScore } from './task-score.js';

/** Digit span (forward or backward) and Corsi blocks: each trial is one sequence and its recall. */
export function scoreSpan(trials: readonly AttemptTrial[], backward: boolean): TaskScore {
  const correct = trials.map((t) => recallCorrect([...t.stimulus], [...(t.response ?? '')], backward));
  const { span, totalCorrect } = memorySpan(trials.map((t, i) => ({ length: t.stimulus.length, correct: correct[i]! })));
  return {
    measures: { span, totalCorrect, sequences: trials.length },
    primary: { measure: 'span', higherIsBetter: true },
    accuracy: trials.length ? totalCorrect / trials.length : 0,
    performanceIndex: toIndex((span - 2) / 7),
    correct,
  };
}
