import { AppError } from '../../plugins/app-error.js';

/** Language-learning errors; messages are keys of the `languages` group in errors.json. */
export const languagesErrors = {
  notFound: () => new AppError('LANGUAGE_NOT_FOUND', 404, 'languages.notFound'),
  exerciseNotFound: () => new AppError('LANGUAGE_EXERCISE_NOT_FOUND', 404, 'languages.exerciseNotFound'),
  cardNotFound: () => new AppError('LANGUAGE_CARD_NOT_FOUND', 404, 'languages.cardNotFound'),
  /** An earlier lesson, the unit before or the level is not done yet. */
  locked: () => new AppError('LANGUAGE_LESSON_LOCKED', 409, 'languages.lessonLocked'),
  /** The lesson needs a plan the learner does not have ("Unlock with Premium"). */
  premium: () => new AppError('LANGUAGE_PREMIUM_REQUIRED', 403, 'languages.premiumRequired'),
  alreadyCompleted: () => new AppError('LANGUAGE_ATTEMPT_COMPLETED', 409, 'languages.attemptCompleted'),
  unfinished: () => new AppError('LANGUAGE_LESSON_UNFINISHED', 409, 'languages.lessonUnfinished'),
  /** The same client key was used for something else. */
  keyReused: () => new AppError('LANGUAGE_KEY_REUSED', 409, 'languages.clientKeyReused'),
  /** The model failed or kept answering malformed JSON: the attempt goes on as the scripted dialogue, nothing was stored. */
  partnerUnavailable: () => new AppError('LANGUAGE_PARTNER_UNAVAILABLE', 503, 'languages.partnerUnavailable'),
};
