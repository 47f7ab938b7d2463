import type { TextToSpeechQuery } from '@brainboost/domain/schemas/speech';
import { createFixedWindowCounter } from '../../plugins/fixed-window-counter.js';
import { SpeechEngineError, type SpeechAudio, type SpeechSynthesizer } from '../../providers/speech/speech.port.js';
import { speechCacheKey, type SpeechCache } from './speech-cache.js';
import { speechErrors } from './speech.errors.js';

/** Phrases per account per minute (the route also limits each address): a lesson plays a few dozen at most. */
export const speechAccountLimit = { max: 90, windowMs: 60_000 };

export type SpokenPhrase = SpeechAudio & { cached: boolean };

/**
 * Reads text aloud for signed-in users: from the cache when the same engine, voice, speed and text
 * were asked for before, else from the engine (one synthesis for simultaneous identical requests).
 * An engine failure is the spec's "Text-to-speech error." and is not cached.
 */
export function createSpeechService(deps: {
  synthesizer: SpeechSynthesizer;
  cache: SpeechCache;
  log: { warn: (details: object, message: string) => void };
  accountLimit?: { max: number; windowMs: number };
}) {
  const { synthesizer, cache, log } = deps;
  const limit = deps.accountLimit ?? speechAccountLimit;
  const perAccount = createFixedWindowCounter({ windowMs: limit.windowMs });
  const inFlight = new Map<string, Promise<SpeechAudio>>();

  async function synthesize(hash: string, query: TextToSpeechQuery): Promise<SpeechAudio> {
    try {
      const audio = await synthesizer.synthesize(query);
      await cache.put(hash, audio).catch((err: unknown) => log.warn({ err }, 'text-to-speech audio could not be cached'));
      return audio;
    } catch (err) {
      if (!(err instanceof SpeechEngineError)) throw err;
      log.warn({ engine: synthesizer.kind, reason: err.reason, detail: err.message }, 'text-to-speech failed');
      throw speechErrors.unavailable();
    }
  }

  return {
    async speak(userId: string, query: TextToSpeechQuery): Promise<SpokenPhrase> {
      if (perAccount.hit(userId).count > limit.max) throw speechErrors.rateLimited();
      const hash = speechCacheKey({
        engine: synthesizer.kind,
        voice: synthesizer.voiceFor(query.lang),
        speed: query.speed,
        text: query.text,
      });
      const cached = await cache.get(hash);
      if (cached) return { ...cached, cached: true };
      let pending = inFlight.get(hash);
      if (!pending) {
        pending = synthesize(hash, query).finally(() => inFlight.delete(hash));
        inFlight.set(hash, pending);
      }
      return { ...(await pending), cached: false };
    },
  };
}

export type SpeechService = ReturnType<typeof createSpeechService>;
