import type { AttemptTrial } from './attempt-trial.js';
import { scoreGoNoGo, scoreNBack } from './score-detection-tasks.js';
import { scoreFlanker, scoreStroop } from './score-conflict-tasks.js';
import { scoreMemoryPairs, scoreSchulte, scoreTrailMaking } from './score-board-tasks.js';
import { scoreLoci, scoreReviews } from './score-recall-tasks.js';
import { scoreSpan } from './score-span-tasks.js';
import { scoreChoiceRt, scoreMentalRotation, scoreSimpleRt } from './score-speed-tasks.js';
import type { TaskId } from './task-catalogue.js';
import type { TaskScore } from './task-score.js';

/**
 * Scores an attempt from its raw trials, as the literature defines each task's measures. Spaced
 * recall also needs the reviewed cards' answers (from the server's store).
 */
export function scoreAttempt(
  task: TaskId,
  level: number | null,
  trials: readonly AttemptTrial[],
  cardAnswers: ReadonlyMap<string, string> = new Map(),
): TaskScore {
  switch (task) {
    case 'n-back':
      return scoreNBack(trials, level ?? 1);
    case 'go-no-go':
      return scoreGoNoGo(trials);
    case 'stroop':
      return scoreStroop(trials);
    case 'flanker':
      return scoreFlanker(trials);
    case 'simple-rt':
      return scoreSimpleRt(trials);
    case 'choice-rt':
      return scoreChoiceRt(trials);
    case 'mental-rotation':
      return scoreMentalRotation(trials);
    case 'digit-span-forward':
    case 'corsi':
      return scoreSpan(trials, false);
    case 'digit-span-backward':
      return scoreSpan(trials, true);
    case 'trail-making':
      return scoreTrailMaking(trials);
    case 'schulte-table':
      return scoreSchulte(trials, level ?? 5);
    case 'memory-pairs':
      return scoreMemoryPairs(trials, level ?? 4);
    case 'method-of-loci':
      return scoreLoci(trials);
    case 'spaced-recall':
      return scoreReviews(trials, cardAnswers);
  }
}
