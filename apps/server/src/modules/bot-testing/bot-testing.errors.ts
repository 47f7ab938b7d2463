import { AppError } from '../../plugins/app-error.js';

/** Bot testing's own errors; messages are keys in the `botTesting` group of errors.json. */
export const botTestingErrors = {
  caseNotFound: () => new AppError('BOT_TEST_CASE_NOT_FOUND', 404, 'botTesting.caseNotFound'),
  scheduleNotFound: () => new AppError('BOT_TEST_SCHEDULE_NOT_FOUND', 404, 'botTesting.scheduleNotFound'),
  runNotFound: () => new AppError('BOT_TEST_RUN_NOT_FOUND', 404, 'botTesting.runNotFound'),
  answerUnreadable: () =>
    new AppError('VALIDATION_FAILED', 400, 'botTesting.answerUnreadable', { 'expectation.answer': 'botTesting.answerUnreadable' }),
  cronInvalid: () => new AppError('VALIDATION_FAILED', 400, 'botTesting.cronInvalid', { cron: 'botTesting.cronInvalid' }),
  noCases: () => new AppError('BOT_TEST_NO_CASES', 409, 'botTesting.noCases'),
  runInProgress: () => new AppError('BOT_TEST_RUN_IN_PROGRESS', 409, 'botTesting.runInProgress'),
};
