import { AppError } from '../../plugins/app-error.js';

/** Text-to-speech errors; messages are keys of the `speech` group in errors.json. */
export const speechErrors = {
  /** The spec's "Text-to-speech error.": the engine is missing, failed or took too long. */
  unavailable: () => new AppError('TTS_UNAVAILABLE', 503, 'speech.ttsFailed'),
  rateLimited: () => new AppError('RATE_LIMITED', 429, 'generic.rateLimited'),
};
