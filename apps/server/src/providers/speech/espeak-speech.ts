import { createRequire } from 'node:module';
import type { SpeechLanguage, SpeechSpeed } from '@brainboost/domain/schemas/speech';
import { createEspeakProcess, type EspeakProcessOptions } from './espeak-process.js';
import { SpeechEngineError, type SpeechSynthesizer } from './speech.port.js';

/** espeak-ng's voice for each language (zh is Mandarin, `cmn`; Cantonese is `yue`). */
const voices: Record<SpeechLanguage, string> = { en: 'en', es: 'es', fr: 'fr', it: 'it', ja: 'ja', zh: 'cmn', yue: 'yue' };

/** Words per minute: espeak-ng's default is 175; a learner's slow replay is about three quarters of normal. */
export const espeakRates: Record<SpeechSpeed, number> = { normal: 160, slow: 120 };

/** espeak-ng's JavaScript file, or null when the optional dependency is not installed. */
export function findEspeakEngine(): string | null {
  try {
    return createRequire(import.meta.url).resolve('espeak-ng');
  } catch {
    return null;
  }
}

/**
 * The `espeak` adapter (default): espeak-ng's WebAssembly build, offline, in a worker process of its
 * own (decision 0090). Without espeak-ng installed every phrase is "unavailable" and nothing starts.
 */
export function createEspeakSpeech(options: Omit<EspeakProcessOptions, 'enginePath'> & { enginePath: string | null }): SpeechSynthesizer {
  const { enginePath } = options;
  const worker = enginePath ? createEspeakProcess({ ...options, enginePath }) : null;
  return {
    kind: 'espeak',
    voiceFor: (lang) => voices[lang],
    async synthesize({ lang, text, speed }) {
      if (!worker) throw new SpeechEngineError('unavailable', 'espeak-ng is not installed');
      const audio = await worker.run({ voice: voices[lang], rate: espeakRates[speed], text });
      return { audio, contentType: 'audio/wav' };
    },
    close: async () => worker?.close(),
  };
}
