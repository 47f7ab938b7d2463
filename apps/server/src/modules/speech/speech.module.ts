import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { createEspeakSpeech, findEspeakEngine } from '../../providers/speech/espeak-speech.js';
import { createOpenAiSpeech } from '../../providers/speech/openai-speech.js';
import type { SpeechSynthesizer } from '../../providers/speech/speech.port.js';
import { noTranscription } from '../../providers/stt/no-transcription.js';
import { createOpenAiTranscription } from '../../providers/stt/openai-transcription.js';
import type { Transcriber } from '../../providers/stt/transcription.port.js';
import { openSpeechCache } from './speech-cache.js';
import { speechRoutes } from './speech.routes.js';
import { createSpeechService } from './speech.service.js';
import { transcriptionRoutes } from './transcription.routes.js';
import { createTranscriptionService, type VoiceAccess } from './transcription.service.js';

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
  | 'STT_ENGINE'
  | 'STT_BASE_URL'
  | 'STT_API_KEY'
  | 'STT_MODEL'
  | 'STT_TIMEOUT_MS'
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

/** The speech-to-text adapter the configuration names: none by default, or an OpenAI-compatible server. */
export function createTranscriber(config: SpeechConfig): Transcriber {
  if (config.STT_ENGINE === 'openai' && config.STT_BASE_URL)
    return createOpenAiTranscription({
      baseUrl: config.STT_BASE_URL,
      apiKey: config.STT_API_KEY,
      model: config.STT_MODEL,
      timeoutMs: config.STT_TIMEOUT_MS,
    });
  return noTranscription;
}

/** Memory kept for the most recently played phrases (a few hundred short ones). */
const memoryCacheBytes = 16 * 1024 * 1024;

/**
 * Speech (issue 30): text to speech (the configured engine behind a cache, `GET /api/speech/tts`)
 * and speech to text (`POST /api/speech/transcribe`, `GET /api/speech/status`) for accounts whose
 * voice features are on (`voice`, contract 1).
 */
export async function registerSpeech(app: FastifyInstance, deps: { config: SpeechConfig; voice: VoiceAccess }) {
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
  const transcriber = createTranscriber(config);
  await app.register(transcriptionRoutes, {
    transcription: createTranscriptionService({ transcriber, voice: deps.voice, log: app.log }),
    synthesis: synthesizer.kind,
    voiceAllowed: (userId) => deps.voice.voiceAllowed(userId),
  });
}
