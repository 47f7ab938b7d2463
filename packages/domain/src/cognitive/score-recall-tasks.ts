import type { AttemptTrial } from './attempt-trial.js';
import { lociRecall, parseLociStimulus } from './loci.js';
import { sameAnswer } from './recall-words.js';
import { toIndex, type TaskScore } from './task-score.js';

/**
 * Method of loci: words recalled at the right place (serial recall, the primary measure) and
 * anywhere (free recall), out of the list length.
 */
export function scoreLoci(trials: readonly AttemptTrial[]): TaskScore {
  const words = trials.map((t) => parseLociStimulus(t.stimulus)?.word ?? '');
  const { inPosition, serial, free } = lociRecall(
    words,
    trials.map((t) => t.response),
  );
  const length = trials.length;
  return {
    measures: { serialRecall: serial, freeRecall: free, listLength: length },
    primary: { measure: 'serialRecall', higherIsBetter: true },
    accuracy: length ? serial / length : 0,
    performanceIndex: toIndex((0.7 * serial) / Math.max(1, length) + (0.3 * (length - 5)) / 3),
    correct: inPosition,
  };
}

/**
 * Spaced recall: a card is recalled when the typed answer is its back. `answers` maps each reviewed
 * card's id to its back (the server reads them from the learner's cards, never from the client).
 */
export function scoreReviews(trials: readonly AttemptTrial[], answers: ReadonlyMap<string, string>): TaskScore {
  const correct = trials.map((t) => {
    const back = answers.get(t.stimulus);
    return back !== undefined && sameAnswer(t.response, back);
  });
  const recalled = correct.filter(Boolean).length;
  const recallRate = trials.length ? recalled / trials.length : 0;
  return {
    measures: { recallRate, recalled, reviewed: trials.length },
    primary: { measure: 'recallRate', higherIsBetter: true },
    accuracy: recallRate,
    performanceIndex: toIndex(recallRate),
    correct,
  };
}
