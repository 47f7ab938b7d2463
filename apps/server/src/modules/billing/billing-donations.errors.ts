import { AppError } from '../../plugins/app-error.js';

/** Donations' coded errors; messages are keys of the `donations` group in errors.json. */
export const donationErrors = {
  emailRequired: () => new AppError('DONATION_EMAIL_REQUIRED', 400, 'donations.emailRequired', { email: 'donations.emailRequired' }),
  changed: () => new AppError('DONATION_CHANGED', 409, 'donations.changed'),
  unavailable: () => new AppError('DONATION_UNAVAILABLE', 404, 'donations.unavailable'),
  notFound: () => new AppError('DONATION_NOT_FOUND', 404, 'donations.notFound'),
  notActive: () => new AppError('DONATION_NOT_ACTIVE', 409, 'donations.notActive'),
};
