import { AppError } from '../../plugins/app-error.js';

/**
 * Account errors; messages are keys of the `generic`, `account`, `auth`, `password`, `otp`, `mfa`,
 * `token` and `children` groups in errors.json. The first-run set-up has its own (setup.errors.ts).
 */
export const accountErrors = {
  unauthenticated: () => new AppError('UNAUTHENTICATED', 401, 'generic.unauthenticated'),
  currentPasswordRequired: () =>
    new AppError('REAUTHENTICATION_REQUIRED', 400, 'account.currentPasswordRequired', {
      currentPassword: 'account.currentPasswordRequired',
    }),
  wrongPassword: () => new AppError('INVALID_PASSWORD', 400, 'account.wrongPassword', { currentPassword: 'account.wrongPassword' }),
  signInAgain: () => new AppError('REAUTHENTICATION_REQUIRED', 401, 'account.signInAgain'),
  noPassword: () => new AppError('NO_PASSWORD', 400, 'account.noPassword'),
  /** A password the policy refuses: `problems` are password.* keys' last parts, the first is the message; `field` is the form field. */
  weakPassword: (problems: string[], field: string) =>
    new AppError('WEAK_PASSWORD', 400, `password.${problems[0]}`, { [field]: problems.map((p) => `password.${p}`).join(',') }),
  /** better-auth's own refusal, its reasons already keys (`password.tooShort,...`). */
  weakPasswordReasons: (reasons: string) =>
    new AppError('WEAK_PASSWORD', 400, reasons.split(',')[0] ?? 'password.tooShort', { password: reasons }),
  sessionNotFound: () => new AppError('SESSION_NOT_FOUND', 404, 'account.sessionNotFound'),
  identityNotFound: () => new AppError('IDENTITY_NOT_FOUND', 404, 'account.identityNotFound'),
  singleIdentityNotDeletable: () => new AppError('SINGLE_IDENTITY_NOT_DELETABLE', 409, 'account.singleIdentityNotDeletable'),
  emailUnavailable: () => new AppError('EMAIL_UNAVAILABLE', 409, 'account.emailUnavailable', { newEmail: 'account.emailUnavailable' }),
  userAlreadyExists: () => new AppError('USER_ALREADY_EXISTS', 409, 'auth.USER_ALREADY_EXISTS'),
  childRestricted: () => new AppError('CHILD_ACCOUNT_RESTRICTED', 403, 'children.restricted'),
  identifierAndPasswordRequired: () => new AppError('IDENTIFIER_AND_PASSWORD_REQUIRED', 400, 'auth.identifierAndPasswordRequired'),
  emailOrPhoneRequired: () => new AppError('EMAIL_OR_PHONE_REQUIRED', 400, 'auth.emailOrPhoneRequired'),
  codeTypeRequired: () => new AppError('CODE_TYPE_REQUIRED', 400, 'otp.typeRequired'),
  badRequest: () => new AppError('VALIDATION_FAILED', 400, 'generic.badRequest'),
  tokenRevoked: () => new AppError('TOKEN_REVOKED', 401, 'token.revoked'),
  tooManyCodeAttempts: () => new AppError('TOO_MANY_ATTEMPTS', 403, 'otp.TOO_MANY_ATTEMPTS'),
  totpCodeUsed: () => new AppError('TOTP_CODE_USED', 401, 'mfa.codeAlreadyUsed'),
};
