import { readStream } from './openai-tutor.js';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** `onText` receives the words as they arrive; `signal` stops the call (a learner interrupting a voice chat). */
export type CompleteOptions = { onText?: (text: string) => void; signal?: AbortSignal };

/** A configured OpenAI-compatible model asked for one completion (the language role-play and voice chat use it; the tutor has its own adapter). */
export interface ChatModel {
  complete(messages: readonly ChatMessage[], options?: CompleteOptions): Promise<string>;
}

export type OpenAiChatOptions = { baseUrl: string; apiKey?: string | undefined; model: string; timeoutMs: number; fetch?: typeof fetch };

/** Streams like the tutor's adapter (servers that only stream are common) and returns the text once complete; throws on an HTTP error or timeout. */
export function createOpenAiChat(options: OpenAiChatOptions): ChatModel {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    async complete(messages, { onText, signal } = {}) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: options.model, stream: true, temperature: 0.4, messages }),
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      });
      if (!response.ok || !response.body) throw new Error(`model server answered ${response.status}`);
      // The timeout covers the whole answer, not only its first byte.
      return readStream(response.body, onText);
    },
  };
}
