import { AppError } from '../../plugins/app-error.js';

/** Enterprise-plan errors; messages are keys of the `donations` group in errors.json. */
export const enterprisePlanErrors = {
  /** The catalog has no Premium price to estimate a seat from. */
  unavailable: () => new AppError('ENTERPRISE_PLAN_UNAVAILABLE', 404, 'donations.enterpriseUnavailable'),
};
