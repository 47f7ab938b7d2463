import { AppError } from '../../plugins/app-error.js';

/** Curriculum errors; messages are keys of the `curriculum` group in errors.json. */
export const curriculumErrors = {
  /** No such published subject, topic, unit, served item or test of the learner's. */
  notFound: () => new AppError('CURRICULUM_NOT_FOUND', 404, 'curriculum.notFound'),
  skillNotFound: () => new AppError('CURRICULUM_SKILL_NOT_FOUND', 404, 'curriculum.skillNotFound'),
  /**
   * The topic needs a plan the learner's account does not have. The message sends a learner to ask
   * a parent and names no price: children read it too (decision 0114).
   */
  locked: () => new AppError('CURRICULUM_TOPIC_LOCKED', 403, 'curriculum.topicLocked'),
  /** Unit practice tests need the `practice_tests` feature; the same "ask a parent" message. */
  testsLocked: () => new AppError('CURRICULUM_TESTS_LOCKED', 403, 'curriculum.testsLocked'),
  /** Today's practice items on a plan with a daily number are used up; more tomorrow (no price named). */
  dailyLimit: () => new AppError('CURRICULUM_DAILY_LIMIT', 429, 'curriculum.dailyLimit'),
  /** A timed test answered after its deadline and grace. */
  timeUp: () => new AppError('CURRICULUM_TIME_UP', 409, 'curriculum.timeUp'),
  /** The same client key was used to start something else. */
  keyReused: () => new AppError('CURRICULUM_KEY_REUSED', 409, 'curriculum.clientKeyReused'),
  /** A unit whose open topics have nothing to ask. */
  nothingToAsk: () => new AppError('CURRICULUM_NOTHING_TO_ASK', 409, 'curriculum.nothingToAsk'),
};
