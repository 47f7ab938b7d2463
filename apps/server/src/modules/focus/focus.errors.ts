import { AppError } from '../../plugins/app-error.js';

/** Focus timer errors; messages are keys of the `wellbeing` group in errors.json. */
export const focusErrors = {
  timeInvalid: () => new AppError('FOCUS_TIME_INVALID', 400, 'wellbeing.focusTimeInvalid', { endedAt: 'wellbeing.focusTimeInvalid' }),
};
