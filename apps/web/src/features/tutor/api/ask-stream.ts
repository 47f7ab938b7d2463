import i18n from 'i18next';
import type { AskQuestionInput, AskQuestionResult } from '@brainboost/domain/schemas/tutor';
import { ApiError } from '../../../lib/api-client';

type StreamEvent =
  | { type: 'draft'; text: string }
  | { type: 'done'; result: AskQuestionResult }
  | { type: 'error'; error: { code: string; message: string } };

/**
 * Asks the tutor on the streamed endpoint: `onDraft` gets the model's words as they arrive (a
 * draft, not yet checked), the promise the checked, stored answer. Refusals before any word come
 * as ordinary JSON errors; a failure midway as an `error` line. Both become an ApiError.
 */
export async function askQuestionStreamed(input: AskQuestionInput, onDraft: (text: string) => void): Promise<AskQuestionResult> {
  let response: Response;
  try {
    response = await fetch('/api/tutor/questions/stream', {
      method: 'POST',
      headers: {
        accept: 'application/x-ndjson, application/json',
        'content-type': 'application/json',
        'accept-language': i18n.resolvedLanguage ?? i18n.language ?? 'en',
      },
      body: JSON.stringify(input),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', i18n.t('errors:generic.network'));
  }
  if (!response.ok || !response.body) {
    const error = (
      (await response.json().catch(() => null)) as { error?: { code: string; message: string; fields?: Record<string, string> } } | null
    )?.error;
    throw new ApiError(
      response.status,
      error?.code ?? `HTTP_${response.status}`,
      error?.message ?? i18n.t('errors:generic.internal'),
      error?.fields,
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch {
      throw new ApiError(0, 'NETWORK', i18n.t('errors:generic.network'));
    }
    if (chunk.done) break;
    buffer += chunk.value;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      const event = JSON.parse(line) as StreamEvent;
      if (event.type === 'draft') onDraft(event.text);
      else if (event.type === 'done') return event.result;
      else throw new ApiError(502, event.error.code, event.error.message);
    }
  }
  throw new ApiError(502, 'TUTOR_FAILED', i18n.t('errors:tutor.couldNotProcess'));
}
