import { AppError } from '../../plugins/app-error.js';

/** Speech errors; messages are keys of the `speech` (and contract 1's `voice`) groups in errors.json. */
export const speechErrors = {
  /** The spec's "Text-to-speech error.": the engine is missing, failed or took too long. */
  unavailable: () => new AppError('TTS_UNAVAILABLE', 503, 'speech.ttsFailed'),
  rateLimited: () => new AppError('RATE_LIMITED', 429, 'generic.rateLimited'),
  audioEmpty: () => new AppError('AUDIO_EMPTY', 422, 'speech.audioEmpty'),
  audioTooLarge: () => new AppError('AUDIO_TOO_LARGE', 413, 'speech.audioTooLarge'),
  audioTooLong: () => new AppError('AUDIO_TOO_LONG', 422, 'speech.audioTooLong'),
  audioUnsupported: () => new AppError('AUDIO_UNSUPPORTED', 415, 'speech.audioUnsupported'),
  /** No engine configured, or the configured one cannot be reached: the browser may offer its own recognition. */
  recognitionUnavailable: () => new AppError('RECOGNITION_UNAVAILABLE', 503, 'speech.recognitionUnavailable'),
  /** The spec's "Error processing audio.": the engine failed this utterance or took too long. */
  processingFailed: () => new AppError('AUDIO_PROCESSING_FAILED', 502, 'speech.processingFailed'),
  /** Contract 1: an under-13 account whose parent has not turned voice on. */
  parentPermissionRequired: () => new AppError('VOICE_PARENT_PERMISSION_REQUIRED', 403, 'voice.parentPermissionRequired'),
};
