import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, type TestApp } from '../../test/test-app.js';

describe.each(dbKinds)('feedback API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('feedback')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores feedback with its type, trimmed text, path and language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      remoteAddress: freshIp(),
      headers: { 'accept-language': 'fr-FR' },
      payload: { type: 'suggestion', text: '  More Cantonese lessons please  ', path: '/about' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const row = await t.db.selectFrom('feedback').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'suggestion', text: 'More Cantonese lessons please', path: '/about', locale: 'fr', user_id: null });
    expect(new Date(row.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('defaults the type to improvement', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      remoteAddress: freshIp(),
      payload: { text: 'Love the focus timer' },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom('feedback').select('type').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.type).toBe('improvement');
  });

  it('rejects blank feedback with the spec message, translated, and stores nothing', async () => {
    const before = await count();
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      remoteAddress: freshIp(),
      payload: { type: 'issue', text: '   ' },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Please enter your feedback', fields: { text: 'feedback.empty' } },
    });
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      remoteAddress: freshIp(),
      headers: { 'accept-language': 'es' },
      payload: { type: 'issue', text: '' },
    });
    expect(es.json().error.message).not.toBe('Please enter your feedback');
    expect(es.json().error.message.length).toBeGreaterThan(5);
    expect(await count()).toBe(before);
  });

  it('rejects an unknown type and an over-long text', async () => {
    const badType = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      remoteAddress: freshIp(),
      payload: { type: 'rant', text: 'hi' },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.fields).toHaveProperty('type');
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      remoteAddress: freshIp(),
      payload: { text: 'x'.repeat(5001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ text: 'feedback.tooLong' });
  });

  it('limits one client to 5 submissions a minute', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/feedback', remoteAddress: ip, payload: { text: `note ${i}` } });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await t.app.inject({ method: 'POST', url: '/api/feedback', remoteAddress: ip, payload: { text: 'again' } });
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    const other = await t.app.inject({ method: 'POST', url: '/api/feedback', remoteAddress: freshIp(), payload: { text: 'someone else' } });
    expect(other.statusCode).toBe(201);
  });
});
