import { AppError } from '../../plugins/app-error.js';

/** The errors this module throws; messages are keys of the `programmes` group in `errors.json`. */
export const programmeErrors = {
  premiumRequired: () => new AppError('PROGRAMME_PREMIUM_REQUIRED', 403, 'programmes.premiumRequired'),
  alreadyEnrolled: () => new AppError('PROGRAMME_ALREADY_ENROLLED', 409, 'programmes.alreadyEnrolled'),
  notFound: () => new AppError('PROGRAMME_ENROLMENT_NOT_FOUND', 404, 'programmes.notFound'),
  notActive: () => new AppError('PROGRAMME_NOT_ACTIVE', 409, 'programmes.notActive'),
  notPaused: () => new AppError('PROGRAMME_NOT_PAUSED', 409, 'programmes.notPaused'),
};
