import type { VoiceLanguage } from '@brainboost/domain/schemas/speech-input';

/** One utterance: the audio as received (its type already checked) and the language it is spoken in. */
export type TranscriptionRequest = { audio: Buffer; contentType: string; lang: VoiceLanguage };

/** Why no text came back: the engine is missing or misconfigured (`unavailable`), or it failed this utterance (`failed`, `timeout`). */
export class TranscriptionError extends Error {
  override name = 'TranscriptionError';
  constructor(
    readonly reason: 'unavailable' | 'failed' | 'timeout',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The speech-to-text port (issue 30): `none` (no engine configured) or `openai` (any server with
 * `/v1/audio/transcriptions`). The audio goes to the engine and nowhere else; a failure is a
 * TranscriptionError, never a crash of the server.
 */
export interface Transcriber {
  readonly kind: 'none' | 'openai';
  transcribe(request: TranscriptionRequest): Promise<string>;
}
