import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('serving the built web app', () => {
  let t: TestApp;
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const bootScript = "document.documentElement.lang = 'en';";
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'bb-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><title>BrainBoost</title><script>${bootScript}</script><script type="module" src="/assets/index-Ab12Cd34.js"></script><div id="root"></div>`,
    );
    writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), js);
    writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(js));
    mkdirSync(path.join(dist, 'locales', 'en'), { recursive: true });
    writeFileSync(path.join(dist, 'locales', 'en', 'common.json'), '{"hello":"Hello"}');
    t = await createTestApp('pglite', { WEB_DIST_DIR: dist });
  });
  afterAll(() => t?.close());

  it('serves index.html uncached at / and for client routes', async () => {
    for (const url of ['/', '/about', '/legal/terms', '/some/unknown/page']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('allows exactly the inline boot script by its hash in the CSP', async () => {
    const csp = String((await t.app.inject('/')).headers['content-security-policy']);
    const hash = createHash('sha256').update(bootScript).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}' 'wasm-unsafe-eval'(;|$)`));
    expect(csp).not.toContain("unsafe-inline'; script");
  });

  it('serves hashed assets immutable and precompressed', async () => {
    const res = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'] ?? res.rawPayload.length)).toBeLessThan(js.length);
  });

  it('revalidates unhashed files such as locale bundles', async () => {
    const res = await t.app.inject('/locales/en/common.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers missing files and unknown API paths with 404, not the app', async () => {
    expect((await t.app.inject('/assets/missing-123.js')).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it('compresses API responses', async () => {
    const res = await t.app.inject({ url: '/api/content/legal/privacy?lng=en', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
