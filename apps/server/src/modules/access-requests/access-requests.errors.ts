import { AppError } from '../../plugins/app-error.js';

/** Access request errors; messages are keys of the `accessRequests` group in errors.json. */
export const accessRequestErrors = {
  alreadyOpen: () => new AppError('REQUEST_ALREADY_OPEN', 409, 'accessRequests.alreadyOpen'),
  alreadyBeta: () => new AppError('ALREADY_GRANTED', 409, 'accessRequests.alreadyBeta'),
  alreadyTeacher: () => new AppError('ALREADY_GRANTED', 409, 'accessRequests.alreadyTeacher'),
  notForChildren: () => new AppError('CHILD_ACCOUNT_RESTRICTED', 403, 'accessRequests.notForChildren'),
  notFound: () => new AppError('REQUEST_NOT_FOUND', 404, 'accessRequests.notFound'),
  alreadyDecided: () => new AppError('REQUEST_ALREADY_DECIDED', 409, 'accessRequests.alreadyDecided'),
};
