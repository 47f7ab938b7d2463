import type { AttemptTrial } from './attempt-trial.js';
import { boardSequenceProblem, clicksOverlap } from './board-sequence.js';
import { lociListProblem } from './loci.js';
import { minimumReactionMs, type TaskSpec } from './task-catalogue.js';
import { isValidResponse, isValidStimulus } from './task-stimuli.js';

export type AttemptToCheck = { level: number | null; startedAt: Date; finishedAt: Date; trials: readonly AttemptTrial[] };

/** Why an attempt cannot be stored: a key in the errors namespace (group brainTraining). */
export type AttemptProblem =
  | 'brainTraining.levelOutOfRange'
  | 'brainTraining.trialCount'
  | 'brainTraining.invalidTrial'
  | 'brainTraining.impossibleReactionTime'
  | 'brainTraining.implausibleTiming';

/** Longest run we accept, and how far a browser clock may run ahead of ours. */
const maxDurationMs = 60 * 60_000;
const clockSkewMs = 5 * 60_000;
/** Oldest start we accept: a result saved after a lost connection may arrive late, not days late. */
const maxAgeMs = 24 * 60 * 60_000;
/** No stimulus in any task is shown for less than this before the next one. */
const minTrialSpacingMs = 200;

function timingProblem(attempt: AttemptToCheck, spec: TaskSpec, now: Date): AttemptProblem | null {
  const duration = attempt.finishedAt.getTime() - attempt.startedAt.getTime();
  if (!(duration > 0) || duration > maxDurationMs) return 'brainTraining.implausibleTiming';
  if (attempt.finishedAt.getTime() > now.getTime() + clockSkewMs || attempt.startedAt.getTime() < now.getTime() - maxAgeMs)
    return 'brainTraining.implausibleTiming';
  // On a board the next search starts with the click before it, and a review shows the next card once the last was
  // checked: trials follow each other closely but never overlap.
  const selfPaced = spec.kind === 'board' || spec.kind === 'review';
  if (selfPaced && clicksOverlap(attempt.trials)) return 'brainTraining.implausibleTiming';
  const spacing = selfPaced ? minimumReactionMs : minTrialSpacingMs;
  let previous = -Infinity;
  for (const trial of attempt.trials) {
    if (trial.onsetMs < 0 || trial.onsetMs - previous < spacing) return 'brainTraining.implausibleTiming';
    // A place left empty in a recall, or a card checked without an answer, has no time; elsewhere no response means the task waited its limit.
    const waited = trial.rtMs ?? (spec.kind === 'recall' || spec.kind === 'review' ? 0 : spec.responseLimitMs);
    if (trial.onsetMs + Math.min(waited, spec.responseLimitMs) > duration + 1000) return 'brainTraining.implausibleTiming';
    previous = trial.onsetMs;
  }
  return null;
}

/**
 * The first reason an attempt is not plausible, or null. Checks the level, the number of trials,
 * each trial's stimulus and response, that a board task's clicks make a finished game, reaction times (faster than a human can respond or slower
 * than the task waits are impossible) and that the timings fit inside the attempt.
 */
export function attemptProblem(attempt: AttemptToCheck, spec: TaskSpec, now: Date): AttemptProblem | null {
  const { levels } = spec;
  if (levels ? attempt.level === null || attempt.level < levels.min || attempt.level > levels.max : attempt.level !== null)
    return 'brainTraining.levelOutOfRange';
  const minTrials = spec.id === 'n-back' ? Math.max(spec.trials.min, (attempt.level ?? 1) + 10) : spec.trials.min;
  if (attempt.trials.length < minTrials || attempt.trials.length > spec.trials.max) return 'brainTraining.trialCount';
  for (const trial of attempt.trials) {
    if (!isValidStimulus(spec.id, trial.stimulus)) return 'brainTraining.invalidTrial';
    if ((trial.response === null) !== (trial.rtMs === null)) return 'brainTraining.invalidTrial';
    if (trial.response !== null && !isValidResponse(spec.id, trial.response)) return 'brainTraining.invalidTrial';
  }
  if (spec.kind === 'recall' && (attempt.trials.length !== attempt.level || lociListProblem(attempt.trials.map((t) => t.stimulus))))
    return 'brainTraining.invalidTrial';
  if (spec.kind === 'review' && new Set(attempt.trials.map((t) => t.stimulus)).size !== attempt.trials.length)
    return 'brainTraining.invalidTrial';
  if (spec.kind === 'board') {
    const sequence = boardSequenceProblem(spec.id, attempt.level, attempt.trials);
    if (sequence) return sequence;
  }
  for (const trial of attempt.trials) {
    if (trial.rtMs !== null && (trial.rtMs < minimumReactionMs || trial.rtMs > spec.responseLimitMs))
      return 'brainTraining.impossibleReactionTime';
  }
  return timingProblem(attempt, spec, now);
}
