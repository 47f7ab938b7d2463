import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const password = 'violet-harbour-kettle-42';
const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.each(dbKinds)('admin API on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  const accounts = [
    ['master', 'master'],
    ['admin', 'admin'],
    ['teacher1', 'teacher'],
    ['teacher2', 'teacher'],
    ['student1', 'student'],
    ['student2', 'student'],
    ['student3', 'student'],
  ] as const;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [name, role] of accounts) {
      ids[name] = (await t.app.accounts.createAccount({ email: `${name}@admin.example`, name: `Person ${name}`, password, accessType: role })).id;
    }
    for (const name of ['master', 'admin', 'teacher1', 'student1']) cookies[name] = await signInCookie(t.app, `${name}@admin.example`, password);
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, remoteAddress: freshIp(), headers: { origin: testOrigin, ...(cookie ? { cookie } : {}), ...headers }, ...(payload === undefined ? {} : { payload }) });
  const roleOf = async (name: string) => (await t.db.selectFrom('user_access').select('access_type').where('user_id', '=', ids[name]!).executeTakeFirst())?.access_type ?? 'student';

  it('counts users by role and by the tier of their newest active subscription, and sign-ups per day', async () => {
    const now = Date.now();
    const sub = (name: string, status: string, plan: string, ageMs: number) =>
      t.db.insertInto('subscriptions').values({ user_id: ids[name]!, status, plan_type: plan, created_at: new Date(now - ageMs), current_period_end: new Date(now + 30 * dayMs) }).execute();
    await sub('student1', 'active', 'basic', 1000);
    await sub('student2', 'active', 'premium', 5000); // older: does not count
    await sub('student2', 'active', 'ultimate', 1000);
    await sub('teacher1', 'canceled', 'premium', 1000); // not active: free
    await sub('teacher2', 'active', 'gold', 1000); // unknown plan: free
    await sub('admin', 'trialing', 'family', 1000); // family grants premium
    // A user with no role row at all is a student.
    await t.db.deleteFrom('user_access').where('user_id', '=', ids.student3!).execute();
    await sql`update "user" set "createdAt" = ${new Date(now - 3 * dayMs)} where id in (${ids.student2}, ${ids.student3})`.execute(t.db);
    await sql`update "user" set "createdAt" = ${new Date(now - 40 * dayMs)} where id = ${ids.teacher2}`.execute(t.db);
    await call('POST', '/api/access-requests/vip-beta', cookies.student1, { note: 'please' });

    const res = await call('GET', '/api/admin/stats', cookies.admin);
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.totalUsers).toBe(7);
    expect(stats.byRole).toEqual({ student: 3, teacher: 2, admin: 1, master: 1 });
    expect(stats.byTier).toEqual({ free: 4, basic: 1, premium: 1, ultimate: 1 });
    expect(stats.pendingRequests).toEqual({ vipBeta: 1, teacher: 0 });
    expect(stats.signupsPerDay).toHaveLength(30);
    expect(stats.signupsPerDay.at(-1)).toEqual({ date: isoDay(now), count: 4 });
    expect(stats.signupsPerDay.find((d: { date: string }) => d.date === isoDay(now - 3 * dayMs))).toEqual({ date: isoDay(now - 3 * dayMs), count: 2 });
    expect(stats.signupsPerDay[0].date).toBe(isoDay(now - 29 * dayMs));
    expect(stats.signupsPerDay.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(6); // the 40-day-old sign-up is outside
    expect(stats.signupsPerDay.filter((d: { count: number }) => d.count === 0)).toHaveLength(28);
  });

  it('refuses every admin API to visitors (401) and to students and teachers (403)', async () => {
    const endpoints: [method: 'GET' | 'PUT' | 'POST', url: string, body?: Record<string, unknown>][] = [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/users?query=person'],
      ['PUT', `/api/admin/users/${ids.student2}/role`, { role: 'teacher' }],
      ['GET', '/api/admin/role-changes'],
      ['GET', '/api/admin/access-requests?kind=vip_beta'],
      ['POST', `/api/admin/access-requests/${ids.student2}/decision`, { decision: 'approve' }],
    ];
    for (const [method, url, body] of endpoints) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const who of ['student1', 'teacher1']) {
        const res = await call(method, url, cookies[who], body);
        expect(res.statusCode, `${method} ${url} as ${who}`).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
    expect(await roleOf('student2')).toBe('student');
  });

  it('searches users by email or name, 20 a page, with their role', async () => {
    for (let i = 0; i < 22; i++) {
      await t.db.insertInto('user').values({ id: crypto.randomUUID(), name: `Pupil ${i}`, email: `pupil${i}@search.example`, emailVerified: true, image: null, createdAt: new Date(), updatedAt: new Date() }).execute();
    }
    const first = (await call('GET', '/api/admin/users?query=SEARCH.example', cookies.admin)).json();
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 22 });
    expect(first.users).toHaveLength(20);
    expect(first.users[0]).toMatchObject({ role: 'student', fullName: expect.stringMatching(/^Pupil/) });
    const second = (await call('GET', '/api/admin/users?query=search.example&page=2', cookies.admin)).json();
    expect(second.users).toHaveLength(2);
    const byName = (await call('GET', '/api/admin/users?query=person%20teacher1', cookies.admin)).json();
    expect(byName.users.map((u: { email: string; role: string }) => [u.email, u.role])).toEqual([['teacher1@admin.example', 'teacher']]);
    const wildcard = (await call('GET', '/api/admin/users?query=%25', cookies.admin)).json();
    expect(wildcard.total).toBe(0);
    const bad = await call('GET', '/api/admin/users?page=0', cookies.admin, undefined, { 'accept-language': 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ page: 'admin.pageInvalid' });
    expect(bad.json().error.message).not.toMatch(/^admin\./);
  });

  it('an admin moves people between student and teacher, and every change is audited', async () => {
    const res = await call('PUT', `/api/admin/users/${ids.student2}/role`, cookies.admin, { role: 'teacher' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.student2, email: 'student2@admin.example', role: 'teacher' });
    expect(await roleOf('student2')).toBe('teacher');
    // A user without any role row (student3) gets one.
    expect((await call('PUT', `/api/admin/users/${ids.student3}/role`, cookies.admin, { role: 'teacher' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/users/${ids.student3}/role`, cookies.admin, { role: 'student' })).statusCode).toBe(200);
    // Setting the role a user already has changes and records nothing.
    expect((await call('PUT', `/api/admin/users/${ids.student3}/role`, cookies.admin, { role: 'student' })).statusCode).toBe(200);
    const changes = (await call('GET', '/api/admin/role-changes', cookies.admin)).json();
    expect(changes.slice(0, 3).map((c: Record<string, string>) => [c.actorEmail, c.targetEmail, c.fromRole, c.toRole])).toEqual([
      ['admin@admin.example', 'student3@admin.example', 'teacher', 'student'],
      ['admin@admin.example', 'student3@admin.example', 'student', 'teacher'],
      ['admin@admin.example', 'student2@admin.example', 'student', 'teacher'],
    ]);
    expect(changes).toHaveLength(3);
    expect(Date.now() - new Date(changes[0].createdAt).getTime()).toBeLessThan(60_000);
  });

  it('only a master grants or revokes admin; nobody changes their own role; the last master stays', async () => {
    const before = await t.db.selectFrom('role_changes').select('id').execute();
    const adminGrants = await call('PUT', `/api/admin/users/${ids.teacher1}/role`, cookies.admin, { role: 'admin' });
    expect(adminGrants.statusCode).toBe(403);
    expect(adminGrants.json().error).toMatchObject({ code: 'MASTER_ONLY' });
    const adminMakesMaster = await call('PUT', `/api/admin/users/${ids.teacher1}/role`, cookies.admin, { role: 'master' });
    expect(adminMakesMaster.json().error.code).toBe('MASTER_ONLY');
    const adminDemotesMaster = await call('PUT', `/api/admin/users/${ids.master}/role`, cookies.admin, { role: 'student' });
    expect(adminDemotesMaster.json().error.code).toBe('MASTER_ONLY');
    const own = await call('PUT', `/api/admin/users/${ids.admin}/role`, cookies.admin, { role: 'teacher' }, { 'accept-language': 'es' });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe('OWN_ROLE');
    const ownMaster = await call('PUT', `/api/admin/users/${ids.master}/role`, cookies.master, { role: 'admin' });
    expect(ownMaster.json().error.code).toBe('OWN_ROLE');
    expect(await roleOf('teacher1')).toBe('teacher');
    expect(await roleOf('master')).toBe('master');
    expect(await t.db.selectFrom('role_changes').select('id').execute()).toHaveLength(before.length);

    expect((await call('PUT', `/api/admin/users/${ids.teacher1}/role`, cookies.master, { role: 'admin' })).statusCode).toBe(200);
    expect(await roleOf('teacher1')).toBe('admin');
    expect((await call('PUT', `/api/admin/users/${ids.teacher1}/role`, cookies.master, { role: 'teacher' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/users/${ids.admin}/role`, cookies.master, { role: 'master' })).statusCode).toBe(200);

    // Two masters demoting each other at the same time: one wins, one master remains.
    const [a, b] = await Promise.all([
      call('PUT', `/api/admin/users/${ids.admin}/role`, cookies.master, { role: 'teacher' }),
      call('PUT', `/api/admin/users/${ids.master}/role`, cookies.admin, { role: 'teacher' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    const masters = await t.db.selectFrom('user_access').select('user_id').where('access_type', '=', 'master').execute();
    expect(masters).toHaveLength(1);
  });

  it('refuses an unknown role and an unknown user with translated messages', async () => {
    // The race above leaves either of the two masters; ask as whichever one it is.
    const master = (await roleOf('master')) === 'master' ? cookies.master : cookies.admin;
    const badRole = await call('PUT', `/api/admin/users/${ids.student1}/role`, master, { role: 'principal' }, { 'accept-language': 'it' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.fields).toEqual({ role: 'admin.roleInvalid' });
    expect(badRole.json().error.message).not.toMatch(/^admin\./);
    const missing = await call('PUT', `/api/admin/users/${crypto.randomUUID()}/role`, master, { role: 'teacher' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('USER_NOT_FOUND');
  });
});
