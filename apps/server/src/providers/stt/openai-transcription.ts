import type { VoiceLanguage } from '@brainboost/domain/schemas/speech-input';
import { TranscriptionError, type Transcriber } from './transcription.port.js';

export type OpenAiTranscriptionOptions = {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

/** Whisper's language codes (ISO 639-1; Cantonese has its own since large-v3); both Chinese scripts are spoken Mandarin. */
const whisperLanguage: Record<VoiceLanguage, string> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  it: 'it',
  ja: 'ja',
  'zh-Hans': 'zh',
  'zh-Hant': 'zh',
  yue: 'yue',
};

/** The file name tells servers that look at it (whisper.cpp's, speaches) how to decode the audio. */
const extensionOf: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/wav': 'wav', 'audio/mp4': 'mp4' };

/** A longer answer is not a transcript of 30 seconds of speech. */
const maxTextLength = 4000;

/**
 * The `openai` adapter: any server with OpenAI's `/v1/audio/transcriptions` (OpenAI, whisper.cpp's
 * server, LocalAI, speaches). The audio is sent as a multipart `file` with the model and the
 * language; the answer is `{ text }`.
 */
export function createOpenAiTranscription(options: OpenAiTranscriptionOptions): Transcriber {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/$/, '')}/audio/transcriptions`;
  return {
    kind: 'openai',
    async transcribe({ audio, contentType, lang }) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio)], { type: contentType }), `speech.${extensionOf[contentType] ?? 'bin'}`);
      form.append('model', options.model);
      form.append('language', whisperLanguage[lang]);
      form.append('response_format', 'json');
      let response: Response;
      let body: string;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        body = await response.text();
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError')
          throw new TranscriptionError('timeout', `transcription server took over ${options.timeoutMs} ms`);
        throw new TranscriptionError('unavailable', `transcription server unreachable: ${String(error)}`);
      }
      if (!response.ok) {
        // 401/403/404: the configuration is wrong, not this utterance.
        const reason = [401, 403, 404].includes(response.status) ? 'unavailable' : 'failed';
        throw new TranscriptionError(reason, `transcription server answered ${response.status}`);
      }
      let text: unknown;
      try {
        text = (JSON.parse(body) as { text?: unknown }).text;
      } catch {
        throw new TranscriptionError('failed', 'transcription server sent something other than JSON');
      }
      if (typeof text !== 'string' || text.length > maxTextLength)
        throw new TranscriptionError('failed', 'transcription server sent no usable text');
      return text.trim();
    },
  };
}
