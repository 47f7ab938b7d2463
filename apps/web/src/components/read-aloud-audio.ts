import i18n from 'i18next';
import type { SpeechLanguage, SpeechSpeed } from '@brainboost/domain/schemas/speech';
import { ApiError } from '../lib/api-client';

/** The audio of one part, from `GET /api/speech/tts` (the browser keeps it a day); failures arrive as ApiError with the server's translated message. */
export async function fetchSpeech(text: string, lang: SpeechLanguage, speed: SpeechSpeed, signal: AbortSignal): Promise<Blob> {
  const query = new URLSearchParams({ lang, text, speed });
  let response: Response;
  try {
    response = await fetch(`/api/speech/tts?${query}`, {
      headers: { 'accept-language': i18n.resolvedLanguage ?? i18n.language ?? 'en' },
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', i18n.t('errors:generic.network'));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? `HTTP_${response.status}`,
      body?.error?.message ?? i18n.t('errors:speech.ttsFailed'),
    );
  }
  return response.blob();
}

/** Plays `audio` to its end; rejects if the browser cannot play it, resolves early when `signal` aborts. */
export function playBlob(audio: HTMLAudioElement, blob: Blob, signal: AbortSignal): Promise<void> {
  const url = URL.createObjectURL(blob);
  return new Promise<void>((resolve, reject) => {
    const done = (error?: unknown) => {
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('error', onError);
      signal.removeEventListener('abort', onAbort);
      URL.revokeObjectURL(url);
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve();
    };
    const onEnded = () => done();
    const onError = () => done(new Error('audio could not be played'));
    const onAbort = () => {
      audio.pause();
      done();
    };
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('error', onError);
    signal.addEventListener('abort', onAbort);
    audio.src = url;
    audio.play().catch(done);
  });
}
