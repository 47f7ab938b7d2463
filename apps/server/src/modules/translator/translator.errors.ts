import { AppError } from '../../plugins/app-error.js';

/** Voice-translator errors; messages are keys of the `translator` group in errors.json (and `voice` for the parent's permission). */
export const translatorErrors = {
  /** The plan lacks voice_translation (ultimate only): "Unlock with Ultimate". */
  upgradeRequired: () => new AppError('TRANSLATOR_UPGRADE_REQUIRED', 403, 'translator.upgradeRequired'),
  /** An under-13 account whose parent has not allowed voice features. */
  parentPermissionRequired: () => new AppError('VOICE_PARENT_PERMISSION_REQUIRED', 403, 'voice.parentPermissionRequired'),
  /** The engine does not translate between these languages, and the text is not a phrasebook phrase. */
  pairUnsupported: () => new AppError('TRANSLATOR_PAIR_UNSUPPORTED', 400, 'translator.pairUnsupported'),
  /** The source or the translation raised the tutor's safety concern; the exchange is recorded for the parent or teacher. */
  unsafe: () => new AppError('TRANSLATOR_UNSAFE', 422, 'translator.unsafe'),
  /** The engine failed, timed out or is missing: "Translation error." The text is kept on the page. */
  failed: () => new AppError('TRANSLATOR_FAILED', 502, 'translator.failed'),
  /** Too many translations from this account in a minute. */
  tooMany: () => new AppError('TRANSLATOR_TOO_MANY', 429, 'translator.tooMany'),
  transcriptNotFound: () => new AppError('TRANSLATOR_TRANSCRIPT_NOT_FOUND', 404, 'translator.transcriptNotFound'),
};
