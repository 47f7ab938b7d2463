import type { AttemptProblem } from '@brainboost/domain/cognitive/attempt-validation';
import { AppError } from '../../plugins/app-error.js';

/** Task run and recall card errors; messages are keys of the `brainTraining` group in errors.json. */
export const brainTrainingErrors = {
  taskLocked: () => new AppError('TASK_LOCKED', 403, 'brainTraining.taskLocked'),
  /** A run no learner could have produced; an impossible reaction time has its own code. */
  attemptRejected: (problem: AttemptProblem) =>
    new AppError(problem === 'brainTraining.impossibleReactionTime' ? 'IMPOSSIBLE_REACTION_TIME' : 'IMPLAUSIBLE_ATTEMPT', 400, problem),
  invalidTrial: () => new AppError('IMPLAUSIBLE_ATTEMPT', 400, 'brainTraining.invalidTrial'),
  cardNotDue: () => new AppError('CARD_NOT_DUE', 400, 'brainTraining.cardNotDue'),
  deckFull: () => new AppError('DECK_FULL', 400, 'brainTraining.deckFull'),
  cardExists: () => new AppError('CARD_EXISTS', 409, 'brainTraining.cardExists'),
  cardNotFound: () => new AppError('CARD_NOT_FOUND', 404, 'brainTraining.cardNotFound'),
};
