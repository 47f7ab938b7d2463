import type { AttemptTrial } from './attempt-trial.js';
import { flankerEffect } from './flanker-effect.js';
import { median } from './reaction-time-stats.js';
import { stroopInterference } from './stroop-interference.js';
import { share, speedScore, toIndex, type TaskScore } from './task-score.js';
import { parseFlanker, parseStroop } from './task-stimuli.js';

const medianCorrect = (rows: { congruent: boolean; correct: boolean; rtMs: number | null }[], congruent: boolean) =>
  median(rows.filter((r) => r.congruent === congruent && r.correct && r.rtMs !== null).map((r) => r.rtMs!));

/** Stroop: name the ink colour, not the word. */
export function scoreStroop(trials: readonly AttemptTrial[]): TaskScore {
  const rows = trials.map((t) => {
    const { ink, congruent } = parseStroop(t.stimulus);
    return { congruent, correct: t.response === ink, rtMs: t.rtMs };
  });
  const { interferenceMs, errorCost } = stroopInterference(rows);
  const incongruent = medianCorrect(rows, false);
  const correct = rows.map((r) => r.correct);
  return {
    measures: { interferenceMs, errorCost, medianCongruentRtMs: medianCorrect(rows, true), medianIncongruentRtMs: incongruent },
    primary: { measure: 'interferenceMs', higherIsBetter: false },
    accuracy: share(correct),
    performanceIndex: toIndex(0.5 * share(correct) + 0.5 * speedScore(incongruent, 500, 1500)),
    correct,
  };
}

/** Eriksen flanker: report the direction of the middle arrow. */
export function scoreFlanker(trials: readonly AttemptTrial[]): TaskScore {
  const rows = trials.map((t) => {
    const { target, congruent } = parseFlanker(t.stimulus);
    return { congruent, correct: t.response === target, rtMs: t.rtMs };
  });
  const incongruent = medianCorrect(rows, false);
  const correct = rows.map((r) => r.correct);
  return {
    measures: {
      congruencyEffectMs: flankerEffect(rows),
      medianCongruentRtMs: medianCorrect(rows, true),
      medianIncongruentRtMs: incongruent,
    },
    primary: { measure: 'congruencyEffectMs', higherIsBetter: false },
    accuracy: share(correct),
    performanceIndex: toIndex(0.5 * share(correct) + 0.5 * speedScore(incongruent, 350, 800)),
    correct,
  };
}
