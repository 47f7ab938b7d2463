import { AppError } from '../../plugins/app-error.js';

/** Sign-up errors; messages are keys of the `signup` and `account` groups in errors.json. */
export const signupErrors = {
  passwordAlreadySet: () => new AppError('PASSWORD_ALREADY_SET', 409, 'signup.passwordAlreadySet'),
  /** Choosing a first password without the current one needs a sign-in this recent (freshSessionSeconds). */
  signInAgain: () => new AppError('REAUTHENTICATION_REQUIRED', 401, 'account.signInAgain'),
};
