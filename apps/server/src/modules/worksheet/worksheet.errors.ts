import { AppError } from '../../plugins/app-error.js';

/** The worksheet solver's own errors; messages are keys in the `worksheet` group of errors.json. */
export const worksheetErrors = {
  empty: () => new AppError('WORKSHEET_EMPTY', 400, 'worksheet.empty'),
  tooLarge: () => new AppError('WORKSHEET_TOO_LARGE', 413, 'worksheet.tooLarge'),
  unsupportedType: () => new AppError('WORKSHEET_UNSUPPORTED_TYPE', 415, 'worksheet.unsupportedType'),
  corrupt: () => new AppError('WORKSHEET_CORRUPT', 422, 'worksheet.corrupt'),
  passwordProtected: () => new AppError('WORKSHEET_PASSWORD_PROTECTED', 422, 'worksheet.passwordProtected'),
  tooManyPages: () => new AppError('WORKSHEET_TOO_MANY_PAGES', 422, 'worksheet.tooManyPages'),
  tooManyPixels: () => new AppError('WORKSHEET_IMAGE_TOO_LARGE', 422, 'worksheet.tooManyPixels'),
  pageTooLarge: () => new AppError('WORKSHEET_PAGE_TOO_LARGE', 422, 'worksheet.pageTooLarge'),
  readTimedOut: () => new AppError('WORKSHEET_READ_TIMED_OUT', 422, 'worksheet.readTimedOut'),
  readOutOfMemory: () => new AppError('WORKSHEET_READ_OUT_OF_MEMORY', 422, 'worksheet.readOutOfMemory'),
  quotaExceeded: () => new AppError('WORKSHEET_QUOTA_EXCEEDED', 429, 'worksheet.quotaExceeded'),
  notFound: () => new AppError('WORKSHEET_NOT_FOUND', 404, 'worksheet.notFound'),
  problemNotFound: () => new AppError('WORKSHEET_PROBLEM_NOT_FOUND', 404, 'worksheet.problemNotFound'),
  busy: () => new AppError('WORKSHEET_BUSY', 409, 'worksheet.busy'),
  storageFailed: () => new AppError('WORKSHEET_STORAGE_FAILED', 503, 'worksheet.storageFailed'),
};
