import type { SpeechLanguage, SpeechSpeed } from '@brainboost/domain/schemas/speech';

export type SpeechRequest = { lang: SpeechLanguage; text: string; speed: SpeechSpeed };

/** Encoded audio and its media type (`audio/wav` from espeak-ng, whatever the server sends from an OpenAI-compatible one). */
export type SpeechAudio = { audio: Buffer; contentType: string };

/** Why no audio came back: the engine is missing or broken (`unavailable`), or it failed this phrase (`failed`, `timeout`). */
export class SpeechEngineError extends Error {
  override name = 'SpeechEngineError';
  constructor(
    readonly reason: 'unavailable' | 'failed' | 'timeout',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The text-to-speech port (issue 30): `espeak` (offline, default) or `openai` (any server with
 * `/v1/audio/speech`). Only the text is sent, never anything about the learner; a failure is a
 * SpeechEngineError, never a crash of the server.
 */
export interface SpeechSynthesizer {
  readonly kind: 'espeak' | 'openai';
  /** The voice (and model) that reads `lang`: audio is cached under it, so a new voice is never served old audio. */
  voiceFor(lang: SpeechLanguage): string;
  synthesize(request: SpeechRequest): Promise<SpeechAudio>;
  /** Stops what the adapter keeps running (the espeak-ng worker process). */
  close(): Promise<void>;
}
