import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createTestApp, dbKinds, signInCookie, type TestApp } from '../test/test-app.js';

const password = 'violet-harbour-kettle-42';

describe('route access declarations', () => {
  it('refuses to start when an /api route does not say who may call it', async () => {
    const db = await openDatabase({ kind: 'pglite', dataDir: null });
    await expect(buildApp(testConfig(), { db, extraRoutes: (app) => app.get('/api/undeclared', async () => 'open') })).rejects.toThrow(
      /does not declare config.access/,
    );
  });
});

describe.each(dbKinds)('route access on %s', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(
      kind,
      {},
      {
        extraRoutes: (app) => {
          app.get('/api/test/teachers', { config: { access: 'teacher' } }, async () => ({ ok: true }));
          app.get('/api/test/admins', { config: { access: 'admin' } }, async () => ({ ok: true }));
          app.get('/api/test/worksheets', { config: { access: 'signed-in', feature: 'worksheet_help' } }, async () => ({ ok: true }));
        },
      },
    );
    for (const role of ['student', 'teacher', 'admin', 'master'] as const) {
      await t.app.accounts.createAccount({ email: `${role}@access.example`, name: role, password, accessType: role });
      cookies[role] = await signInCookie(t.app, `${role}@access.example`, password);
    }
  });
  afterAll(() => t?.close());

  const call = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it.each([
    ['/api/test/teachers', [401, 403, 200, 200, 200]],
    ['/api/test/admins', [401, 403, 403, 200, 200]],
  ])('%s answers anonymous, student, teacher, admin, master with %j', async (url, expected) => {
    const statuses = [await call(url)];
    for (const role of ['student', 'teacher', 'admin', 'master']) statuses.push(await call(url, cookies[role]));
    expect(statuses.map((r) => r.statusCode)).toEqual(expected);
    expect(statuses[1]?.json().error.code).toBe('FORBIDDEN');
  });

  it('requireFeature refuses a free user and admits one whose plan includes the feature', async () => {
    expect((await call('/api/test/worksheets')).statusCode).toBe(401);
    const refused = await call('/api/test/worksheets', cookies.student);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'FEATURE_REQUIRED',
      message: 'This needs a plan that includes it. Upgrade to use it.',
    });
    const { user } = (await call('/api/me', cookies.student)).json();
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: user.id, status: 'active', plan_type: 'basic', current_period_end: new Date(Date.now() + 86_400_000) })
      .execute();
    expect((await call('/api/test/worksheets', cookies.student)).statusCode).toBe(200);
  });
});
