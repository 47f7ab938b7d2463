import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, testOrigin, type TestApp } from '../../test/test-app.js';
import { perAddressRules } from './auth.js';

// Regression: without a client address better-auth put every caller in one shared bucket, so five
// failed sign-ins anywhere locked everyone out for a minute.
const { max } = perAddressRules['/sign-in/*'];
describe.each(dbKinds)('per-IP sign-in limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_ENV: 'production' });
  });
  afterAll(() => t?.close());

  const ip = (n: number) => `10.9.${kind === 'pglite' ? 0 : 1}.${n}`;
  let n = 0;
  // A different account each time, so only the per-address limit can answer 429.
  const attempt = (ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      headers: { origin: testOrigin, 'accept-language': 'it', ...headers },
      payload: { email: `nobody${(n += 1)}@limits.example`, password: 'wrong-password-123' },
    });

  it('limits each address on its own, with a translated 429, whatever address the client claims', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < max; i += 1) statuses.push((await attempt(ip(1), { 'x-brainboost-client-ip': `10.9.1.${i}` })).statusCode);
    expect(statuses).toEqual(Array(max).fill(401));
    const limited = await attempt(ip(1));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.json().error.message).toMatch(/\S/);
    expect(limited.json().error.message).not.toBe('generic.rateLimited');
    expect((await attempt(ip(2))).statusCode).toBe(401);
  });
});
