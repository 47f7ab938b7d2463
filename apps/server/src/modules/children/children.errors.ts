import { AppError } from '../../plugins/app-error.js';

/** Child account errors; messages are keys of the `children` and `signup` groups in errors.json. */
export const childrenErrors = {
  notFound: () => new AppError('CHILD_NOT_FOUND', 404, 'children.notFound'),
  consentInvalid: () => new AppError('CONSENT_INVALID', 404, 'children.consentInvalid'),
  /** Approving from the link without an account needs a name and password for the parent's new one. */
  parentAccountNeeded: (fields: Record<string, string>) =>
    new AppError('PARENT_ACCOUNT_NEEDED', 400, 'children.parentAccountNeeded', fields),
  usernameTaken: () => new AppError('USERNAME_TAKEN', 409, 'signup.usernameTaken', { username: 'signup.usernameTaken' }),
  consentWrongAccount: () => new AppError('CONSENT_WRONG_ACCOUNT', 403, 'children.consentWrongAccount'),
  consentSignInRequired: () => new AppError('CONSENT_SIGN_IN_REQUIRED', 401, 'children.consentSignInRequired'),
};
