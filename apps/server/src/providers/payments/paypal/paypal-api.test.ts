import { describe, expect, it } from 'vitest';
import { createPaypalApi, PaypalApiError } from './paypal-api.js';
import { paypalAmount } from './paypal-plans.js';

/** A fetch that answers from a list and records what was asked. */
function scripted(answers: { status: number; body: unknown }[]) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> });
    const next = answers.shift()!;
    return new Response(JSON.stringify(next.body), { status: next.status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('PayPal REST client', () => {
  it('keeps the token until shortly before it expires, then fetches a new one', async () => {
    let now = 0;
    const { fetch, calls } = scripted([
      { status: 200, body: { access_token: 'T1', expires_in: 3600 } },
      { status: 200, body: { ok: 1 } },
      { status: 200, body: { ok: 2 } },
      { status: 200, body: { access_token: 'T2', expires_in: 3600 } },
      { status: 200, body: { ok: 3 } },
    ]);
    const api = createPaypalApi({ clientId: 'id', clientSecret: 'secret', baseUrl: 'http://fake/', fetch, now: () => now });
    await api.get('/a');
    now = 3_000_000;
    await api.post('/b', {}, 'req-1');
    now = 3_541_000; // within the last minute of the token's life
    await api.get('/c');
    expect(calls.map((c) => c.url)).toEqual([
      'http://fake/v1/oauth2/token',
      'http://fake/a',
      'http://fake/b',
      'http://fake/v1/oauth2/token',
      'http://fake/c',
    ]);
    expect(calls[0]!.headers.authorization).toBe(`Basic ${Buffer.from('id:secret').toString('base64')}`);
    expect(calls[2]!.headers).toMatchObject({ authorization: 'Bearer T1', 'paypal-request-id': 'req-1' });
    expect(calls[4]!.headers.authorization).toBe('Bearer T2');
  });

  it('names PayPal’s issue in its errors', async () => {
    const { fetch } = scripted([
      { status: 200, body: { access_token: 'T1', expires_in: 3600 } },
      { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID', description: 'nope' }] } },
    ]);
    const api = createPaypalApi({ clientId: 'id', clientSecret: 'secret', baseUrl: 'http://fake', fetch });
    await expect(api.post('/x', {})).rejects.toEqual(new PaypalApiError(422, 'SUBSCRIPTION_STATUS_INVALID', 'nope'));
  });

  it('writes integer cents as PayPal’s decimal strings', () => {
    expect([paypalAmount(999), paypalAmount(19990), paypalAmount(5), paypalAmount(100)]).toEqual(['9.99', '199.90', '0.05', '1.00']);
  });
});
