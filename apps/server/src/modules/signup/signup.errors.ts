import { AppError } from '../../plugins/app-error.js';

/** Sign-up errors; messages are keys of the `signup` and `account` groups in errors.json. */
export const signupErrors = {
  passwordAlreadySet: () => new AppError('PASSWORD_ALREADY_SET', 409, 'signup.passwordAlreadySet'),
  /** Choosing a first password without the current one needs a sign-in this recent (freshSessionSeconds). */
  signInAgain: () => new AppError('REAUTHENTICATION_REQUIRED', 401, 'account.signInAgain'),
  birthDateInvalid: () => new AppError('BIRTH_DATE_INVALID', 400, 'signup.birthDateInvalid', { birthYear: 'signup.birthDateInvalid' }),
  /** The form's fields as the schema found them; the first field's message is the message. */
  validation: (fields: Record<string, string>) =>
    new AppError('VALIDATION_FAILED', 400, Object.values(fields)[0] ?? 'generic.validation', fields),
  emailOrPhoneRequired: (fields: Record<string, string>) =>
    new AppError('EMAIL_OR_PHONE_REQUIRED', 400, 'signup.emailOrPhoneAndPassword', fields),
  emailInvalid: () => new AppError('VALIDATION_FAILED', 400, 'contact.emailInvalid', { email: 'contact.emailInvalid' }),
  resendNeedsTarget: () =>
    new AppError('VALIDATION_FAILED', 400, 'verification.resendNeedsTarget', { _: 'verification.resendNeedsTarget' }),
  rateLimited: (action: 'signup' | 'resend') =>
    new AppError('RATE_LIMITED', 429, action === 'signup' ? 'signup.rateLimited' : 'verification.rateLimited'),
};
