import { ApiError } from '../../lib/api-client';

/** Keys of the `errors` namespace a speech input reports through `onError`. */
export type SpeechInputError =
  | 'speech.micDenied'
  | 'speech.micNotFound'
  | 'speech.micBusy'
  | 'speech.micInsecure'
  | 'speech.micUnsupported'
  | 'speech.audioEmpty'
  | 'speech.audioTooLarge'
  | 'speech.audioTooLong'
  | 'speech.audioUnsupported'
  | 'speech.recognitionUnavailable'
  | 'speech.processingFailed'
  | 'voice.parentPermissionRequired'
  | 'generic.rateLimited'
  | 'generic.network';

/** Why getUserMedia failed, in words a learner can act on (a page served over plain http gets no microphone at all). */
export function microphoneError(error: unknown, secure = window.isSecureContext): SpeechInputError {
  if (!secure) return 'speech.micInsecure';
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'speech.micDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'speech.micNotFound';
  if (name === 'NotReadableError' || name === 'AbortError') return 'speech.micBusy';
  return 'speech.micUnsupported';
}

const byServerCode: Record<string, SpeechInputError> = {
  AUDIO_EMPTY: 'speech.audioEmpty',
  AUDIO_TOO_LARGE: 'speech.audioTooLarge',
  PAYLOAD_TOO_LARGE: 'speech.audioTooLarge',
  AUDIO_TOO_LONG: 'speech.audioTooLong',
  AUDIO_UNSUPPORTED: 'speech.audioUnsupported',
  RECOGNITION_UNAVAILABLE: 'speech.recognitionUnavailable',
  VOICE_PARENT_PERMISSION_REQUIRED: 'voice.parentPermissionRequired',
  RATE_LIMITED: 'generic.rateLimited',
  NETWORK: 'generic.network',
};

/** A failed transcription as an error key; anything unexpected is the spec's "Error processing audio." */
export function transcriptionError(error: unknown): SpeechInputError {
  return (error instanceof ApiError && byServerCode[error.code]) || 'speech.processingFailed';
}
