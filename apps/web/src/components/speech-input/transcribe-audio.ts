import i18n from 'i18next';
import type { VoiceLanguage } from '@brainboost/domain/schemas/speech-input';
import { ApiError } from '../../lib/api-client';

/** The text of one utterance from `POST /api/speech/transcribe`; failures arrive as ApiError with the server's translated message. */
export async function transcribeAudio(audio: Blob, lang: VoiceLanguage, signal: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/api/speech/transcribe?${new URLSearchParams({ lang })}`, {
      method: 'POST',
      headers: {
        'content-type': audio.type || 'application/octet-stream',
        'accept-language': i18n.resolvedLanguage ?? i18n.language ?? 'en',
      },
      body: audio,
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', i18n.t('errors:generic.network'));
  }
  const body = (await response.json().catch(() => null)) as { text?: string; error?: { code: string; message: string } } | null;
  if (!response.ok || typeof body?.text !== 'string')
    throw new ApiError(
      response.status,
      body?.error?.code ?? `HTTP_${response.status}`,
      body?.error?.message ?? i18n.t('errors:speech.processingFailed'),
    );
  return body.text;
}
