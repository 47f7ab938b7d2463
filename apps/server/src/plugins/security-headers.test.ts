import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.js';

/** Headers that only mean something to a page the browser renders. */
const documentOnly = [
  'cross-origin-opener-policy',
  'permissions-policy',
  'referrer-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerSecurityHeaders(app, { scriptSrc: ['https://tags.example'], connectSrc: [], imgSrc: [] });
    app.get('/json', async () => ({ ok: true }));
    app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><p>Hi</p>'));
    app.get('/own-policy', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'self' 'unsafe-eval'").type('text/html').send('<p>docs</p>'),
    );
    app.get('/file', async (_request, reply) => reply.type('image/png').send(Buffer.from([0x89, 0x50, 0x4e, 0x47])));
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    app.register(async (refusing) => {
      refusing.addHook('onRequest', (_request, reply, done) => {
        void reply.status(403).send({ error: { code: 'forbidden' } });
        done();
      });
      refusing.get('/refused', async () => ({ never: true }));
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('gives JSON answers the API set and none of the document-only headers', async () => {
    const res = await app.inject('/json');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    for (const name of documentOnly) expect(res.headers[name], name).toBeUndefined();
  });

  it('gives pages the document set with the strict page policy and the allowed extra origins', async () => {
    const res = await app.inject('/page');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://tags.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // WebAssembly for the speech VAD; never eval of strings.
    expect(csp).toMatch(/script-src[^;]*'wasm-unsafe-eval'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('treats files that are not JSON as documents', async () => {
    const res = await app.inject('/file');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['permissions-policy']).toBeDefined();
  });

  it('keeps a header the route set itself', async () => {
    const res = await app.inject('/own-policy');
    expect(res.headers['content-security-policy']).toBe("default-src 'self' 'unsafe-eval'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('covers errors and answers sent before the route runs', async () => {
    for (const url of ['/fails', '/refused', '/nowhere']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
