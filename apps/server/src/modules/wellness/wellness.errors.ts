import { AppError } from '../../plugins/app-error.js';

/** Check-in errors; messages are keys of the `wellbeing` group in errors.json. */
export const wellnessErrors = {
  /** A check-in that is not the caller's, or a child who is not theirs: both answer as missing. */
  checkInsNotFound: () => new AppError('CHECK_INS_NOT_FOUND', 404, 'wellbeing.notFound'),
};
