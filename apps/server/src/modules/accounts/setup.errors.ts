import { AppError } from '../../plugins/app-error.js';

/** First-administrator set-up errors; messages are keys of the `setup` group in errors.json. */
export const setupErrors = {
  tokenInvalid: () => new AppError('SETUP_TOKEN_INVALID', 403, 'setup.tokenInvalid'),
};
