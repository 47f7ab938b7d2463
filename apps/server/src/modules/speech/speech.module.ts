import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { createEspeakSpeech, findEspeakEngine } from '../../providers/speech/espeak-speech.js';
import { createOpenAiSpeech } from '../../providers/speech/openai-speech.js';
import type { SpeechSynthesizer } from '../../providers/speech/speech.port.js';
import { openSpeechCache } from './speech-cache.js';
import { speechRoutes } from './speech.routes.js';
import { createSpeechService } from './speech.service.js';

export type SpeechConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'TTS_ENGINE'
  | 'TTS_BASE_URL'
  | 'TTS_API_KEY'
  | 'TTS_MODEL'
  | 'TTS_VOICE'
  | 'TTS_TIMEOUT_MS'
  | 'TTS_CACHE_DIR'
  | 'TTS_CACHE_MAX_MB'
>;

/** The text-to-speech adapter the configuration names: espeak-ng offline by default, or an OpenAI-compatible server. */
export function createSynthesizer(
  config: SpeechConfig,
  onLog: (message: string) => void,
  enginePath: string | null = findEspeakEngine(),
): SpeechSynthesizer {
  if (config.TTS_ENGINE === 'openai' && config.TTS_BASE_URL)
    return createOpenAiSpeech({
      baseUrl: config.TTS_BASE_URL,
      apiKey: config.TTS_API_KEY,
      model: config.TTS_MODEL,
      voice: config.TTS_VOICE,
      timeoutMs: config.TTS_TIMEOUT_MS,
    });
  return createEspeakSpeech({ enginePath, timeoutMs: config.TTS_TIMEOUT_MS, onLog });
}

/** Memory kept for the most recently played phrases (a few hundred short ones). */
const memoryCacheBytes = 16 * 1024 * 1024;

/** Text-to-speech (issue 30): the configured engine behind a cache, and `GET /api/speech/tts`. */
export async function registerSpeech(app: FastifyInstance, deps: { config: SpeechConfig }) {
  const { config } = deps;
  const synthesizer = createSynthesizer(config, (message) => app.log.warn({ engine: 'espeak' }, message));
  if (synthesizer.kind === 'espeak' && !findEspeakEngine())
    app.log.warn('espeak-ng is not installed: text-to-speech answers "Text-to-speech error." until it is or TTS_ENGINE=openai');
  app.addHook('onClose', async () => synthesizer.close());
  const cache = await openSpeechCache({
    dir: config.TTS_CACHE_DIR ?? path.join(config.DATA_DIR, 'speech-cache'),
    maxBytes: config.TTS_CACHE_MAX_MB * 1024 * 1024,
    memoryMaxBytes: memoryCacheBytes,
  });
  await app.register(speechRoutes, { speech: createSpeechService({ synthesizer, cache, log: app.log }) });
}
