import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, type TestApp } from '../../test/test-app.js';

describe.each(dbKinds)('analytics API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('records a page view without the query string', async () => {
    const sessionId = randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-views',
      remoteAddress: freshIp(),
      payload: { path: '/blog?email=kid@example.org', referrer: 'https://search.example/?q=secret', locale: 'yue', sessionId },
    });
    expect(res.statusCode).toBe(204);
    const row = await t.db.selectFrom('page_views').selectAll().where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ path: '/blog', referrer: 'https://search.example/', locale: 'yue', user_id: null });
  });

  it('records a spec event with its properties', async () => {
    const sessionId = randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      remoteAddress: freshIp(),
      payload: { name: 'subscription_funnel', path: '/pricing', sessionId, properties: { step_name: 'view_plans', step_number: 1 } },
    });
    expect(res.statusCode).toBe(204);
    const row = await t.db.selectFrom('analytics_events').selectAll().where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    expect(row.name).toBe('subscription_funnel');
    expect(row.properties).toEqual({ step_name: 'view_plans', step_number: 1 });
  });

  it('rejects unknown event names, bad session ids and nested properties', async () => {
    const bad = [
      { name: 'mouse_moved', sessionId: randomUUID() },
      { name: 'button_click', sessionId: 'abc' },
      { name: 'button_click', sessionId: randomUUID(), properties: { nested: { a: 1 } } },
      { name: 'button_click', sessionId: randomUUID(), properties: { 'Bad Key': 1 } },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/api/analytics/events', remoteAddress: freshIp(), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
