import type { AttemptTrial } from './attempt-trial.js';
import { interquartileRange, median, standardDeviation } from './reaction-time-stats.js';
import { share, speedScore, toIndex, type TaskScore } from './task-score.js';
import { parseRotation } from './task-stimuli.js';

function rtSummary(rts: number[]) {
  return { medianRtMs: median(rts), sdRtMs: standardDeviation(rts), iqrRtMs: interquartileRange(rts) };
}

/** Simple RT: one stimulus, one key; a trial without a press is a lapse. */
export function scoreSimpleRt(trials: readonly AttemptTrial[]): TaskScore {
  const correct = trials.map((t) => t.response === 'press');
  const rts = trials.filter((t) => t.response === 'press' && t.rtMs !== null).map((t) => t.rtMs!);
  const summary = rtSummary(rts);
  return {
    measures: { ...summary, lapses: correct.filter((c) => !c).length },
    primary: { measure: 'medianRtMs', higherIsBetter: false },
    accuracy: share(correct),
    performanceIndex: toIndex(share(correct) * speedScore(summary.medianRtMs, 200, 500)),
    correct,
  };
}

/** Choice RT: press the side the stimulus appeared on; RT statistics over correct trials. */
export function scoreChoiceRt(trials: readonly AttemptTrial[]): TaskScore {
  const correct = trials.map((t) => t.response === t.stimulus);
  const rts = trials.filter((t, i) => correct[i] && t.rtMs !== null).map((t) => t.rtMs!);
  const summary = rtSummary(rts);
  return {
    measures: { ...summary, errors: correct.filter((c) => !c).length },
    primary: { measure: 'medianRtMs', higherIsBetter: false },
    accuracy: share(correct),
    performanceIndex: toIndex(0.5 * share(correct) + 0.5 * speedScore(summary.medianRtMs, 300, 800)),
    correct,
  };
}

/** Mental rotation: same shape or mirror image, at some rotation; accuracy and median correct RT. */
export function scoreMentalRotation(trials: readonly AttemptTrial[]): TaskScore {
  const parsed = trials.map((t) => parseRotation(t.stimulus));
  const correct = trials.map((t, i) => t.response === parsed[i]!.kind);
  const rts = trials.filter((t, i) => correct[i] && t.rtMs !== null).map((t) => t.rtMs!);
  const medianRtMs = median(rts);
  return {
    measures: { medianRtMs, errors: correct.filter((c) => !c).length },
    primary: { measure: 'accuracy', higherIsBetter: true },
    accuracy: share(correct),
    performanceIndex: toIndex(0.7 * share(correct) + 0.3 * speedScore(medianRtMs, 1500, 5000)),
    correct,
  };
}
