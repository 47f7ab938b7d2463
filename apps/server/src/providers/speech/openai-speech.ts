import { SpeechEngineError, type SpeechSynthesizer } from './speech.port.js';

export type OpenAiSpeechOptions = {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  voice: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

/** Longest audio accepted from the server: a 300-character phrase is far below it. */
const maxAudioBytes = 10 * 1024 * 1024;

/**
 * The `openai` adapter: any server with OpenAI's `/v1/audio/speech` (OpenAI, LocalAI, speaches,
 * Kokoro-FastAPI…). Only the text is sent. The model picks the pronunciation from the text, so one
 * configured voice reads every language. Slow is OpenAI's `speed` 0.75.
 */
export function createOpenAiSpeech(options: OpenAiSpeechOptions): SpeechSynthesizer {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/$/, '')}/audio/speech`;
  return {
    kind: 'openai',
    voiceFor: () => `${options.model}/${options.voice}`,
    async synthesize({ text, speed }) {
      let response: Response;
      let audio: ArrayBuffer;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
          body: JSON.stringify({
            model: options.model,
            voice: options.voice,
            input: text,
            response_format: 'mp3',
            ...(speed === 'slow' ? { speed: 0.75 } : {}),
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        audio = await response.arrayBuffer();
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError')
          throw new SpeechEngineError('timeout', `speech server took over ${options.timeoutMs} ms`);
        throw new SpeechEngineError('unavailable', `speech server unreachable: ${String(error)}`);
      }
      if (!response.ok) {
        // 401/403/404: the configuration is wrong, not this phrase.
        const reason = [401, 403, 404].includes(response.status) ? 'unavailable' : 'failed';
        throw new SpeechEngineError(reason, `speech server answered ${response.status}`);
      }
      const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!contentType.startsWith('audio/'))
        throw new SpeechEngineError('failed', `speech server sent ${contentType || 'no content type'}, not audio`);
      if (audio.byteLength === 0 || audio.byteLength > maxAudioBytes)
        throw new SpeechEngineError('failed', `speech server sent ${audio.byteLength} bytes of audio`);
      return { audio: Buffer.from(audio), contentType };
    },
    close: async () => {},
  };
}
