import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';
import { createAdminService } from './admin.service.js';
import { createPeopleService } from '../accounts/people.service.js';

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
      ids[name] = (
        await t.app.accounts.createAccount({ email: `${name}@admin.example`, name: `Person ${name}`, password, accessType: role })
      ).id;
    }
    for (const name of ['master', 'admin', 'teacher1', 'student1'])
      cookies[name] = await signInCookie(t.app, `${name}@admin.example`, password);
  });
  afterAll(() => t?.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    cookie?: string,
    payload?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  const roleOf = async (name: string) =>
    (await t.db.selectFrom('user_access').select('access_type').where('user_id', '=', ids[name]!).executeTakeFirst())?.access_type ??
    'student';

  it('counts users by role and by the tier of their newest active subscription, and sign-ups per day', async () => {
    const now = Date.now();
    const sub = (name: string, status: string, plan: string, ageMs: number) =>
      t.db
        .insertInto('subscriptions')
        .values({
          user_id: ids[name]!,
          status,
          plan_type: plan,
          created_at: new Date(now - ageMs),
          current_period_end: new Date(now + 30 * dayMs),
        })
        .execute();
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
    expect(stats.signupsPerDay.find((d: { date: string }) => d.date === isoDay(now - 3 * dayMs))).toEqual({
      date: isoDay(now - 3 * dayMs),
      count: 2,
    });
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
      await t.db
        .insertInto('user')
        .values({
          id: crypto.randomUUID(),
          name: `Pupil ${i}`,
          email: `pupil${i}@search.example`,
          emailVerified: true,
          image: null,
          createdAt: new Date(),
          updatedAt: new Date(),
        })
        .execute();
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

/** The database, counting the statements run through it (each executed query reports one result). */
function countingStatements(db: Kysely<Database>) {
  const counter = { statements: 0 };
  const counted = db.withPlugin({
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      counter.statements += 1;
      return result;
    },
  });
  return { db: counted, counter };
}

describe.each(dbKinds)('admin stats and user paging on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  const ids: Record<string, string> = {};
  const call = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: freshIp(), headers: { origin: testOrigin, cookie } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    ids.admin = (
      await t.app.accounts.createAccount({ email: 'admin@stats.example', name: 'Stats admin', password, accessType: 'admin' })
    ).id;
    cookie = await signInCookie(t.app, 'admin@stats.example', password);
  });
  afterAll(() => t?.close());

  it('answers stats with zeros where nothing is counted, in one statement', async () => {
    const res = await call('/api/admin/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({
      totalUsers: 1,
      byRole: { student: 0, teacher: 0, admin: 1, master: 0 },
      byTier: { free: 1, basic: 0, premium: 0, ultimate: 0 },
      pendingRequests: { vipBeta: 0, teacher: 0 },
    });
    expect(stats.signupsPerDay.map((d: { count: number }) => d.count)).toEqual([...Array<number>(29).fill(0), 1]);

    const { db, counter } = countingStatements(t.db);
    expect(await createAdminService(db, createPeopleService(db)).stats()).toEqual(stats);
    expect(counter.statements).toBe(1);
  });

  it('counts roles, current plans, sign-ups per UTC day and pending requests of both kinds exactly', async () => {
    const now = Date.now();
    const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
    const since = today - 29 * dayMs;
    const people = [
      ['master', 'master'],
      ['teacher1', 'teacher'],
      ['teacher2', 'teacher'],
      ['student1', 'student'],
      ['student2', 'student'],
      ['student3', 'student'],
      ['student4', 'student'],
    ] as const;
    for (const [name, role] of people) {
      ids[name] = (
        await t.app.accounts.createAccount({ email: `${name}@stats.example`, name: `Stats ${name}`, password, accessType: role })
      ).id;
    }
    // Without a role row, a user is a student.
    await t.db.deleteFrom('user_access').where('user_id', '=', ids.student4!).execute();

    const signedUp = (name: string, at: number) =>
      sql`update "user" set "createdAt" = ${new Date(at)} where id = ${ids[name]}`.execute(t.db);
    await signedUp('master', since); // the first day's first instant: counted
    await signedUp('teacher1', since - 1); // a millisecond earlier: outside the 30 days
    await signedUp('teacher2', today - 60_000); // the last minute of yesterday
    await signedUp('student1', today - 5 * dayMs + 3_600_000);
    await signedUp('student2', today - 5 * dayMs + 7_200_000);
    // admin, student3 and student4 signed up today.

    const sub = (name: string, status: string, plan: string, ageMs: number) =>
      t.db
        .insertInto('subscriptions')
        .values({
          user_id: ids[name]!,
          status,
          plan_type: plan,
          created_at: new Date(now - ageMs),
          current_period_end: new Date(now + 30 * dayMs),
        })
        .execute();
    await sub('student1', 'active', 'basic', 1000);
    await sub('student2', 'active', 'premium', 5000); // older than the next one: does not count
    await sub('student2', 'active', 'ultimate', 1000);
    await sub('student3', 'trialing', 'family', 1000); // family grants premium
    await sub('student4', 'active', 'basic', 5000); // counts: the newer one below is not active
    await sub('student4', 'canceled', 'ultimate', 1000);
    await sub('teacher1', 'past_due', 'premium', 1000); // not active: free
    await sub('teacher2', 'active', 'gold', 1000); // unknown plan: free
    await sub('master', 'expired', 'ultimate', 1000); // not active: free
    await sub('admin', 'trialing', 'premium', 1000);

    const request = (name: string, kind: 'vip_beta' | 'teacher', status: 'pending' | 'approved' | 'declined') =>
      t.db.insertInto('access_requests').values({ user_id: ids[name]!, kind, status }).execute();
    await request('student1', 'vip_beta', 'pending');
    await request('student2', 'vip_beta', 'pending');
    await request('student3', 'vip_beta', 'approved');
    await request('student3', 'teacher', 'pending');
    await request('student4', 'teacher', 'declined');

    const res = await call('/api/admin/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.totalUsers).toBe(8);
    expect(stats.byRole).toEqual({ student: 4, teacher: 2, admin: 1, master: 1 });
    expect(stats.byTier).toEqual({ free: 3, basic: 2, premium: 2, ultimate: 1 });
    expect(stats.pendingRequests).toEqual({ vipBeta: 2, teacher: 1 });
    const expected = Array.from({ length: 30 }, (_, i) => ({ date: isoDay(since + i * dayMs), count: 0 }));
    expected[0]!.count = 1;
    expected[24]!.count = 2;
    expected[28]!.count = 1;
    expected[29]!.count = 3;
    expect(stats.signupsPerDay).toEqual(expected);
  });

  it('pages through search results newest first, with the total on every page, past the end too', async () => {
    // 45 matching users, some sharing a sign-up instant (then ordered by id), and one that does not match.
    const base = Date.now() - 10 * dayMs;
    const pupils = Array.from({ length: 45 }, (_, i) => ({
      id: crypto.randomUUID(),
      name: `Pager ${i}`,
      email: `pager${i}@paging.example`,
      createdAt: new Date(base + Math.floor(i / 3) * 60_000),
    }));
    await t.db
      .insertInto('user')
      .values(
        [...pupils, { id: crypto.randomUUID(), name: 'Other', email: 'other@elsewhere.example', createdAt: new Date(base) }].map((u) => ({
          ...u,
          emailVerified: true,
          image: null,
          updatedAt: new Date(),
        })),
      )
      .execute();
    const newestFirst = [...pupils]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((u) => u.email);

    const page = async (query: string, n: number) => {
      const res = await call(`/api/admin/users?query=${encodeURIComponent(query)}&page=${n}`);
      expect(res.statusCode).toBe(200);
      return res.json() as {
        users: { email: string; fullName: string | null; role: string }[];
        page: number;
        pageSize: number;
        total: number;
      };
    };
    const pages = [await page('PAGING.example', 1), await page('paging.example', 2), await page('paging.example', 3)];
    expect(pages.map((p) => [p.page, p.pageSize, p.total, p.users.length])).toEqual([
      [1, 20, 45, 20],
      [2, 20, 45, 20],
      [3, 20, 45, 5],
    ]);
    expect(pages.flatMap((p) => p.users.map((u) => u.email))).toEqual(newestFirst);
    expect(pages[0]!.users[0]).toMatchObject({ fullName: expect.stringMatching(/^Pager /), role: 'student' });

    expect(await page('paging.example', 4)).toEqual({ users: [], page: 4, pageSize: 20, total: 45 });
    expect(await page('paging.example', 100_000)).toEqual({ users: [], page: 100_000, pageSize: 20, total: 45 });
    expect(await page('nobody.example', 1)).toEqual({ users: [], page: 1, pageSize: 20, total: 0 });
    expect(await page('nobody.example', 2)).toEqual({ users: [], page: 2, pageSize: 20, total: 0 });

    // Without a query everyone is listed: 8 from the stats test, the 45 pagers and the other one.
    const everyone = await page('', 3);
    expect([everyone.total, everyone.users.length]).toEqual([54, 14]);

    // A filter matching the account name, and one matching a profile name, with their totals.
    const filtered = await page('pager 1', 1);
    expect(filtered.total).toBe(11); // Pager 1 and Pager 10 to 19
    expect(filtered.users.map((u) => u.email).sort()).toEqual(
      ['pager1@paging.example', ...Array.from({ length: 10 }, (_, i) => `pager${10 + i}@paging.example`)].sort(),
    );
    await t.db.insertInto('profiles').values({ id: pupils[7]!.id, full_name: 'Zebra Keeper' }).execute();
    await t.db.insertInto('profiles').values({ id: pupils[8]!.id, full_name: 'Zebra Tamer' }).execute();
    const byProfile = await page('zebra', 1);
    expect(byProfile.total).toBe(2);
    expect(byProfile.users.map((u) => u.fullName).sort()).toEqual(['Zebra Keeper', 'Zebra Tamer']);
  });

  it('reads a page of users in one statement, and counts separately only past the end', async () => {
    const { db, counter } = countingStatements(t.db);
    const admin = createAdminService(db, createPeopleService(db));
    const statementsOf = async (query: string, n: number) => {
      counter.statements = 0;
      const answer = await admin.searchUsers(query, n);
      return [answer.total, answer.users.length, counter.statements];
    };
    expect(await statementsOf('paging.example', 1)).toEqual([45, 20, 1]);
    expect(await statementsOf('paging.example', 3)).toEqual([45, 5, 1]);
    expect(await statementsOf('nobody.example', 1)).toEqual([0, 0, 1]);
    expect(await statementsOf('paging.example', 4)).toEqual([45, 0, 2]);
  });

  it('serves stats from memory until a user, role, subscription or access request is written, by anyone', async () => {
    const total = async () => (await call('/api/admin/stats')).json().totalUsers as number;
    const before = await total();
    // A write that sends no notification (triggers off for this transaction) is not seen: the answer is kept.
    const hidden = crypto.randomUUID();
    await t.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx
        .insertInto('user')
        .values({
          id: hidden,
          name: 'Unseen',
          email: 'unseen@stats.example',
          emailVerified: true,
          createdAt: new Date(),
          updatedAt: new Date(),
        })
        .execute();
    });
    expect(await total()).toBe(before);

    // Any notified write counts again, and finds the hidden row too.
    await t.db.insertInto('access_requests').values({ user_id: hidden, kind: 'teacher', status: 'pending' }).execute();
    const after = (await call('/api/admin/stats')).json();
    expect(after.totalUsers).toBe(before + 1);
    const pendingTeachers = after.pendingRequests.teacher as number;

    // Each counted table signals: a role, a subscription, a user's deletion.
    await t.db.insertInto('user_access').values({ user_id: hidden, access_type: 'teacher' }).execute();
    expect((await call('/api/admin/stats')).json().byRole.teacher).toBe(after.byRole.teacher + 1);
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: hidden, status: 'active', plan_type: 'ultimate', current_period_end: new Date(Date.now() + 30 * dayMs) })
      .execute();
    expect((await call('/api/admin/stats')).json().byTier.ultimate).toBe(after.byTier.ultimate + 1);
    await t.db.deleteFrom('user').where('id', '=', hidden).execute();
    const gone = (await call('/api/admin/stats')).json();
    expect([gone.totalUsers, gone.pendingRequests.teacher]).toEqual([before, pendingTeachers - 1]);
  });
});
