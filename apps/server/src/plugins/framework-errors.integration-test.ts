import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../test/test-app.js';

// Found by the write-route fuzz: Fastify answered an overlong path parameter (414) and a malformed
// percent-escape (400) itself, before any hook, in its own shape and in English.
describe.each(dbKinds)('errors Fastify raises before routing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const send = (url: string) =>
    t.app.inject({ method: 'POST', url, remoteAddress: freshIp(), headers: { origin: testOrigin, 'accept-language': 'es' }, payload: {} });

  it('an overlong path parameter gets a 414 in our shape and the caller’s language', async () => {
    const res = await send(`/api/worksheets/${'a'.repeat(300)}/solve`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: { code: 'URI_TOO_LONG', message: 'No pudimos entender esa solicitud.' } });
  });

  it('a malformed percent-escape in a path parameter gets a 400 in our shape and the caller’s language', async () => {
    const res = await send('/api/worksheets/%E0%A4%A/solve');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'No pudimos entender esa solicitud.' } });
  });
});
