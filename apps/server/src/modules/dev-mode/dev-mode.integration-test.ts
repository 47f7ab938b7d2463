import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';
import { devTeacher } from './dev-mode.service.js';

const dayMs = 86_400_000;

describe.each(dbKinds)('development mode on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_ENV: 'development' });
  });
  afterAll(() => t?.close());

  const toggle = (method: 'POST' | 'DELETE', cookie?: string) =>
    t.app.inject({
      method,
      url: '/api/dev/mode',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
    });

  it('signs the browser in as a teacher on ultimate valid 365 days, and signing out ends it', async () => {
    const on = await toggle('POST');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ enabled: true });
    expect(String(on.headers['set-cookie'])).toMatch(/brainboost\.session_token=[^;]+;.*HttpOnly/i);
    const cookie = cookieOf(on);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.user.email).toBe(devTeacher.email);
    expect(body.access).toMatchObject({ access_type: 'teacher', subscription_tier: 'ultimate' });
    const validFor = new Date(body.access.valid_until).getTime() - Date.now();
    expect(Math.abs(validFor - 365 * dayMs)).toBeLessThan(60_000);
    expect(body.entitlements.features).toEqual(expect.arrayContaining(['voice_translation', 'export_data', 'worksheet_help']));
    // Its own requests page sees the teacher role too.
    expect((await t.app.inject({ url: '/api/access-requests', headers: { cookie } })).json().role).toBe('teacher');

    const off = await toggle('DELETE', cookie);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false });
    expect(String(off.headers['set-cookie'])).toMatch(/brainboost\.session_token=;/);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('turning it on again reuses the seeded teacher and renews the 365 days', async () => {
    await t.db
      .updateTable('user_access')
      .set({ access_expires_at: new Date(Date.now() + dayMs) })
      .execute();
    const cookie = cookieOf(await toggle('POST'));
    const body = (await t.app.inject({ url: '/api/me', headers: { cookie } })).json();
    expect(new Date(body.access.valid_until).getTime() - Date.now()).toBeGreaterThan(364 * dayMs);
    const users = await t.db.selectFrom('user').select('id').where('email', '=', devTeacher.email).execute();
    expect(users).toHaveLength(1);
    const subscriptions = await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', users[0]!.id).execute();
    expect(subscriptions).toHaveLength(1);
  });
});

describe.each(['test', 'production'])('development mode with APP_ENV=%s', (appEnv) => {
  it('does not exist', async () => {
    const t = await createTestApp('pglite', { APP_ENV: appEnv, LOG_LEVEL: 'silent' });
    try {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url: '/api/dev/mode', remoteAddress: freshIp(), headers: { origin: testOrigin } });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
      expect(await t.db.selectFrom('user').select('id').where('email', '=', devTeacher.email).execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
