import { AppError } from '../../plugins/app-error.js';

/** The tutor's own errors; messages are keys in the `tutor` group of errors.json. */
export const tutorErrors = {
  quotaExceeded: () => new AppError('TUTOR_QUOTA_EXCEEDED', 429, 'tutor.quotaExceeded'),
  conversationNotFound: () => new AppError('TUTOR_CONVERSATION_NOT_FOUND', 404, 'tutor.conversationNotFound'),
  childNotFound: () => new AppError('TUTOR_CHILD_NOT_FOUND', 404, 'tutor.childNotFound'),
  couldNotProcess: () => new AppError('TUTOR_FAILED', 502, 'tutor.couldNotProcess'),
  articleNotFound: () => new AppError('KNOWLEDGE_ARTICLE_NOT_FOUND', 404, 'tutor.articleNotFound'),
};
