import { AppError } from '../../plugins/app-error.js';

/** Realtime errors; messages are keys of the `generic` group in errors.json. */
export const realtimeErrors = {
  /** A page of another site tried to open a socket with the learner's cookie. */
  originNotAllowed: () => new AppError('ORIGIN_NOT_ALLOWED', 403, 'generic.forbidden'),
};
