import { AppError } from '../../../plugins/app-error.js';

/** What Square cannot do that the other providers can; messages are keys of the `square` group in errors.json. */
export const squareErrors = {
  /** Square has no hosted page to replace a subscription's card (decision 0021). */
  cardUpdateUnavailable: () => new AppError('SQUARE_CARD_UPDATE_UNAVAILABLE', 409, 'square.cardUpdateUnavailable'),
  /** The pending cancellation is gone at Square (the subscription has ended): nothing to resume. */
  resumeUnavailable: () => new AppError('SQUARE_RESUME_UNAVAILABLE', 409, 'square.resumeUnavailable'),
  /** A notification about a subscription whose buyer's payment has not arrived yet: Square delivers it again later. */
  eventEarly: () => new AppError('SQUARE_EVENT_EARLY', 503, 'square.eventEarly'),
};
