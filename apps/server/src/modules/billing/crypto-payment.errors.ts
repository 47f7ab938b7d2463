import { AppError } from '../../plugins/app-error.js';

/** Crypto payment's coded errors; messages are keys of the `crypto` group in errors.json. */
export const cryptoErrors = {
  /** Cancel, resume, plan change, card update: a prepaid period has nothing of the kind. */
  prepaidNotApplicable: () => new AppError('CRYPTO_PREPAID_NOT_APPLICABLE', 409, 'crypto.prepaidNotApplicable'),
  /** Buying another plan while a prepaid one runs: extend the same plan, or wait for it to end. */
  otherPrepaidPlan: () => new AppError('CRYPTO_OTHER_PREPAID_PLAN', 409, 'crypto.otherPrepaidPlan'),
};
