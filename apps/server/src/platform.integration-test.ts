import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { testConfig } from './config.js';
import { migrateToLatest, MigrationError } from './db/migrate.js';
import { prepareDatabase } from './prepare-database.js';
import { createTestApp, createTestDb, dbKindsWithPglite, freshIp, type TestApp } from './test/test-app.js';

describe.each(dbKindsWithPglite)('platform on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  describe('migrations', () => {
    it('creates every table and records the migration once', async () => {
      const tables = await sql<{
        table_name: string;
      }>`select table_name from information_schema.tables where table_schema = 'public'`.execute(t.db);
      const names = tables.rows.map((r) => r.table_name);
      expect(names).toEqual(
        expect.arrayContaining([
          'feedback',
          'contact_messages',
          'enterprise_inquiries',
          'page_views',
          'analytics_events',
          'user',
          'session',
          'account',
          'verification',
          'profiles',
          'user_access',
          'subscriptions',
        ]),
      );
      expect(await migrateToLatest(t.db)).toEqual([]);
    });

    it('a failing migration stops and leaves the database as it was', async () => {
      const { db, drop } = await createTestDb(kind);
      try {
        await prepareDatabase(db);
        const names = async () =>
          (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name);
        const before = await names();
        expect(before.slice(0, 2)).toEqual(['0001_platform', '0002_accounts']);
        const broken = {
          '9998_adds_table': { up: async (d: typeof db) => void (await sql`create table should_not_exist (id int)`.execute(d)) },
          '9999_fails': { up: async (d: typeof db) => void (await sql`select * from no_such_table`.execute(d)) },
        };
        await expect(migrateToLatest(db, broken as never)).rejects.toBeInstanceOf(MigrationError);
        const leftover = await sql<{
          n: number;
        }>`select count(*)::int as n from information_schema.tables where table_name = 'should_not_exist'`.execute(db);
        expect(leftover.rows[0]?.n).toBe(0);
        expect(await names()).toEqual(before);
      } finally {
        await db.destroy();
        await drop();
      }
    });
  });

  describe('health', () => {
    it('answers liveness and readiness', async () => {
      expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    });

    it('reports not ready while shutting down', async () => {
      t.app.readiness.accepting = false;
      try {
        const res = await t.app.inject('/readyz');
        expect(res.statusCode).toBe(503);
        expect(res.json().reason).toBe('shutting down');
      } finally {
        t.app.readiness.accepting = true;
      }
    });
  });

  describe('error shapes', () => {
    it('unknown API routes get a JSON 404', async () => {
      const res = await t.app.inject('/api/does-not-exist');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: "We couldn't find what you were looking for." } });
    });

    it('malformed JSON gets 400 INVALID_JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/json' },
        payload: '{"text": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INVALID_JSON');
    });

    it('oversized bodies get 413 and store nothing', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        remoteAddress: freshIp(),
        payload: { text: 'x'.repeat(200 * 1024) },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('unsupported content types get 415', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/xml' },
        payload: '<x/>',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('errors are translated from Accept-Language', async () => {
      const res = await t.app.inject({ url: '/api/nope', headers: { 'accept-language': 'it-IT,it;q=0.9' } });
      expect(res.json().error.message).not.toBe("We couldn't find what you were looking for.");
    });
  });

  describe('headers', () => {
    it('sends JSON answers the API security headers: nothing may load from them or frame them', async () => {
      const res = await t.app.inject('/healthz');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(res.headers['permissions-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('sends the same security headers on errors and refusals as on answers', async () => {
      const ok = await t.app.inject('/healthz');
      for (const url of ['/api/nope', '/api/me']) {
        const res = await t.app.inject(url);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        for (const name of [
          'content-security-policy',
          'strict-transport-security',
          'x-frame-options',
          'x-content-type-options',
          'cross-origin-resource-policy',
        ]) {
          expect(res.headers[name], `${name} on ${url}`).toBe(ok.headers[name]);
        }
      }
    });

    it('gives every response a request id, keeping a well-formed incoming one', async () => {
      const mine = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-abc-12345' } });
      expect(mine.headers['x-request-id']).toBe('trace-abc-12345');
      const bad = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id with spaces\n' } });
      expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it('publishes an OpenAPI document built from the schemas', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/feedback', '/api/contact', '/api/enterprise-inquiries', '/api/analytics/events', '/readyz']),
    );
    expect(doc.paths['/api/feedback'].post.requestBody.content['application/json'].schema.properties.type.enum).toEqual([
      'improvement',
      'issue',
      'suggestion',
    ]);
    const page = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(page.statusCode);
  });

  it('public config reveals no secret and GA4 is off by default', async () => {
    const res = await t.app.inject('/api/public-config');
    expect(res.json()).toEqual({
      orgName: 'BrainBoost',
      ga4MeasurementId: null,
      socialLinks: [],
      oauthProviders: [],
      paymentSandbox: true,
    });
  });
});

describe('GA4 when configured', () => {
  it('publishes the id and lets the tag script through the CSP', async () => {
    const { db } = await createTestDb('pglite');
    const dist = mkdtempSync(path.join(tmpdir(), 'bb-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>BrainBoost</title><div id="root"></div>');
    const app = await buildApp(testConfig({ GA4_ENABLED: 'true', GA4_MEASUREMENT_ID: 'G-TEST1234', WEB_DIST_DIR: dist }), { db });
    try {
      expect((await app.inject('/api/public-config')).json().ga4MeasurementId).toBe('G-TEST1234');
      const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(String(page.headers['content-security-policy'])).toContain('https://*.googletagmanager.com');
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('global rate limit', () => {
  it('answers 429 with the error shape past the configured maximum, but never on health probes', async () => {
    const { db, drop } = await createTestDb('pglite');
    const app = await buildApp(testConfig({ RATE_LIMIT_MAX: '3' }), { db });
    try {
      const ip = freshIp();
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await app.inject({ url: '/api/public-config', remoteAddress: ip })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      for (let i = 0; i < 5; i++) expect((await app.inject({ url: '/healthz', remoteAddress: ip })).statusCode).toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });

  it('tells the caller its allowance, says when to retry in its language, counts each address alone and never counts signed webhooks', async () => {
    const { db, drop } = await createTestDb('pglite');
    const app = await buildApp(testConfig({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' }), { db });
    try {
      const ip = freshIp();
      const call = (remoteAddress = ip) => app.inject({ url: '/api/public-config', remoteAddress, headers: { 'accept-language': 'es' } });
      const first = await call();
      expect(first.headers).toMatchObject({ 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '1', 'x-ratelimit-reset': '60' });
      expect((await call()).headers['x-ratelimit-remaining']).toBe('0');
      const limited = await call();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('60');
      expect(limited.json().error.code).toBe('RATE_LIMITED');
      expect(limited.json().error.message).not.toBe('generic.rateLimited');
      expect(limited.json().error.message).not.toBe(
        (await app.inject({ url: '/api/public-config', remoteAddress: ip, headers: { 'accept-language': 'en' } })).json().error.message,
      );
      expect((await call(freshIp())).statusCode).toBe(200);
      // Payment providers retry from a few addresses: their signed deliveries are never refused for volume.
      const webhook = await app.inject({ method: 'POST', url: '/api/billing/webhooks/sandbox', remoteAddress: ip, payload: {} });
      expect(webhook.statusCode).not.toBe(429);
      expect(webhook.headers['x-ratelimit-limit']).toBeUndefined();
    } finally {
      await app.close();
      await drop();
    }
  });
});
