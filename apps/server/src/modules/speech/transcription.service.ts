import { maxUtteranceBytes, maxUtteranceSeconds, type TranscribeQuery } from '@brainboost/domain/schemas/speech-input';
import { createFixedWindowCounter } from '../../plugins/fixed-window-counter.js';
import { TranscriptionError, type Transcriber } from '../../providers/stt/transcription.port.js';
import { inspectAudio } from './audio-inspection.js';
import { speechErrors } from './speech.errors.js';

/** Utterances per account per minute (the route also limits each address): a speaking exercise takes a few. */
export const transcriptionAccountLimit = { max: 20, windowMs: 60_000 };

/**
 * The bit rate assumed for a recording whose container does not say how long it is (Safari's
 * fragmented MP4): the highest a browser records speech at, so a recording is called too long only
 * when it must be. Below that rate only the size limit bounds it.
 */
const highestRecorderBitsPerSecond = 128_000;

export type VoiceAccess = { voiceAllowed(userId: string): Promise<boolean> };

/**
 * Speech to text for signed-in users whose voice features are on. The audio is checked from its
 * own bytes (container, length, silence) before it goes to the engine, is held in memory only and
 * is dropped with the request; only the text comes back. A failed transcription does not count
 * towards the account's limit.
 */
export function createTranscriptionService(deps: {
  transcriber: Transcriber;
  voice: VoiceAccess;
  log: { warn: (details: object, message: string) => void };
  accountLimit?: { max: number; windowMs: number };
}) {
  const { transcriber, voice, log } = deps;
  const limit = deps.accountLimit ?? transcriptionAccountLimit;
  const perAccount = createFixedWindowCounter({ windowMs: limit.windowMs });

  return {
    recognition: (): 'server' | 'none' => (transcriber.kind === 'none' ? 'none' : 'server'),

    async transcribe(userId: string, query: TranscribeQuery, audio: Buffer): Promise<string> {
      if (!(await voice.voiceAllowed(userId))) throw speechErrors.parentPermissionRequired();
      if (transcriber.kind === 'none') throw speechErrors.recognitionUnavailable();
      if (audio.length > maxUtteranceBytes) throw speechErrors.audioTooLarge();
      if (audio.length === 0) throw speechErrors.audioEmpty();
      const inspection = inspectAudio(audio);
      if (!inspection.ok) throw speechErrors.audioUnsupported();
      if (inspection.empty || inspection.silent) throw speechErrors.audioEmpty();
      const seconds = inspection.seconds ?? (audio.length * 8) / highestRecorderBitsPerSecond;
      if (seconds > maxUtteranceSeconds) throw speechErrors.audioTooLong();

      const window = perAccount.hit(userId);
      if (window.count > limit.max) throw speechErrors.rateLimited();
      try {
        return await transcriber.transcribe({ audio, contentType: inspection.format, lang: query.lang });
      } catch (err) {
        window.count--;
        if (!(err instanceof TranscriptionError)) throw err;
        log.warn({ engine: transcriber.kind, reason: err.reason, detail: err.message }, 'speech-to-text failed');
        throw err.reason === 'unavailable' ? speechErrors.recognitionUnavailable() : speechErrors.processingFailed();
      }
    },
  };
}

export type TranscriptionService = ReturnType<typeof createTranscriptionService>;
