import { AppError } from '../../plugins/app-error.js';

/** Sleep and activity log errors; messages are keys of the `wellbeing` group in errors.json. */
export const brainHealthErrors = {
  dateInvalid: () => new AppError('LOG_DATE_INVALID', 400, 'wellbeing.dateInvalid', { date: 'wellbeing.dateInvalid' }),
  logNotFound: () => new AppError('LOG_NOT_FOUND', 404, 'wellbeing.notFound'),
};
