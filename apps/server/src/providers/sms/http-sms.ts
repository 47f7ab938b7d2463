import type { SmsSender } from './sms.port.js';

/**
 * Any SMS gateway with a JSON HTTP API: POST `{ to, text }` to SMS_HTTP_URL with
 * `Authorization: Bearer SMS_HTTP_TOKEN`. A non-2xx answer is an error, so the caller's request
 * fails instead of pretending the code was sent.
 */
export function createHttpSms(url: string, token: string | undefined, fetchFn: typeof fetch = fetch): SmsSender {
  return {
    kind: 'http',
    async send(message) {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
