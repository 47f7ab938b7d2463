import { AppError } from '../../plugins/app-error.js';

/** Site content errors; messages are keys of the `content` group in errors.json. */
export const contentErrors = {
  notFound: () => new AppError('CONTENT_NOT_FOUND', 404, 'content.notFound'),
};
