import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const strong = 'violet-harbour-kettle-42';
const year = new Date().getUTCFullYear();

describe.each(dbKinds)('mood check-ins on %s', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    const people = [
      ['kid', 'student'],
      ['parent', 'student'],
      ['teen', 'student'],
      ['teacher', 'teacher'],
      ['classmate', 'student'],
      ['admin', 'admin'],
    ] as const;
    for (const [name, accessType] of people) {
      ids[name] = (await t.app.accounts.createAccount({ email: `${name}@example.org`, name, password: strong, accessType })).id;
      cookies[name] = await signInCookie(t.app, `${name}@example.org`, strong);
    }
    // The kid is an under-13 account approved by (and linked to) the parent.
    await t.db
      .insertInto('child_accounts')
      .values({
        user_id: ids['kid']!,
        status: 'active',
        birth_year_month: `${year - 10}-03`,
        parent_email: 'parent@example.org',
        parent_user_id: ids['parent']!,
        consent_expires_at: new Date(),
        approved_at: new Date(),
      })
      .execute();
  });
  afterAll(() => t?.close());

  const checkIn = (who: string, payload: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/wellness/check-ins',
      headers: { cookie: cookies[who]!, origin: testOrigin, 'accept-language': lang },
      payload,
    });
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('mood_check_ins')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('records a check-in and says when crisis resources are needed', async () => {
    const ok = await checkIn('kid', { mood: 4, feelings: ['happy', 'proud'], note: '  Good day at school  ' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ mood: 4, feelings: ['happy', 'proud'], note: 'Good day at school', support: 'none' });
    expect((await checkIn('kid', { mood: 1 })).json().support).toBe('crisis');
    expect((await checkIn('kid', { mood: 4, feelings: ['unsafe'] })).json().support).toBe('crisis');
    expect((await checkIn('kid', { mood: 2, feelings: ['lonely'] })).json().support).toBe('reachOut');
    const mine = (await t.app.inject({ url: '/api/wellness/check-ins', headers: { cookie: cookies['kid']! } })).json();
    expect(mine.checkIns).toHaveLength(4);
    expect(mine.checkIns[3]).toMatchObject({ mood: 4, note: 'Good day at school' });
  });

  it('refuses bad check-ins with translated messages and stores nothing', async () => {
    const before = await count();
    const cases: [object, string][] = [
      [{}, 'wellbeing.moodRequired'],
      [{ mood: 6 }, 'wellbeing.moodRequired'],
      [{ mood: 3, feelings: ['sleepy-ish'] }, 'wellbeing.feelingInvalid'],
      [{ mood: 3, feelings: ['sad', 'sad'] }, 'wellbeing.feelingInvalid'],
      [{ mood: 3, feelings: ['sad', 'tired', 'bored', 'worried', 'stressed', 'angry', 'lonely'] }, 'wellbeing.tooManyFeelings'],
      [{ mood: 3, note: 'x'.repeat(501) }, 'wellbeing.noteTooLong'],
    ];
    for (const [payload, key] of cases) {
      const res = await checkIn('teen', payload, 'it');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.values(res.json().error.fields)).toContain(key);
    }
    expect((await checkIn('teen', { mood: 9 }, 'it')).json().error.message).toBe('Scegli come ti senti sulla scala da 1 a 5.');
    expect(await count()).toBe(before);
  });

  it('the linked parent of an under-13 account can read the child’s check-ins', async () => {
    const res = await t.app.inject({ url: `/api/wellness/children/${ids['kid']}/check-ins`, headers: { cookie: cookies['parent']! } });
    expect(res.statusCode).toBe(200);
    expect(res.json().checkIns).toHaveLength(4);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('teachers, admins, classmates and strangers cannot read anyone’s check-ins (404), and see only their own list', async () => {
    await checkIn('teen', { mood: 2, note: 'private' });
    for (const who of ['teacher', 'admin', 'classmate', 'teen']) {
      const res = await t.app.inject({ url: `/api/wellness/children/${ids['kid']}/check-ins`, headers: { cookie: cookies[who]! } });
      expect(res.statusCode, who).toBe(404);
      expect(res.json().error.code).toBe('CHECK_INS_NOT_FOUND');
    }
    // A parent cannot use the parent route for a learner who is not their linked child.
    expect(
      (await t.app.inject({ url: `/api/wellness/children/${ids['teen']}/check-ins`, headers: { cookie: cookies['parent']! } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/wellness/children/${ids['teen']}/check-ins`, headers: { cookie: cookies['teacher']! } })).statusCode,
    ).toBe(404);
    const teacherOwn = (await t.app.inject({ url: '/api/wellness/check-ins', headers: { cookie: cookies['teacher']! } })).json();
    expect(teacherOwn.checkIns).toEqual([]);
    expect((await t.app.inject({ url: '/api/wellness/check-ins' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/wellness/children/${ids['kid']}/check-ins` })).statusCode).toBe(401);
  });

  it('a learner deletes their own check-in; nobody else can (404), and it is gone for the parent too', async () => {
    const created = (await checkIn('kid', { mood: 3, note: 'to delete' })).json();
    const del = (who: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/wellness/check-ins/${created.id}`,
        headers: { cookie: cookies[who]!, origin: testOrigin },
      });
    for (const who of ['parent', 'teacher', 'classmate']) expect((await del(who)).statusCode, who).toBe(404);
    expect((await del('kid')).statusCode).toBe(204);
    expect((await del('kid')).statusCode).toBe(404);
    const parentView = (
      await t.app.inject({ url: `/api/wellness/children/${ids['kid']}/check-ins`, headers: { cookie: cookies['parent']! } })
    ).json();
    expect(parentView.checkIns.map((c: { note: string | null }) => c.note)).not.toContain('to delete');
    expect(parentView.checkIns).toHaveLength(4);
  });

  it('once the parent link is gone, the former parent reads nothing', async () => {
    await t.db.updateTable('child_accounts').set({ parent_user_id: null }).where('user_id', '=', ids['kid']!).execute();
    expect(
      (await t.app.inject({ url: `/api/wellness/children/${ids['kid']}/check-ins`, headers: { cookie: cookies['parent']! } })).statusCode,
    ).toBe(404);
    await t.db.updateTable('child_accounts').set({ parent_user_id: ids['parent']! }).where('user_id', '=', ids['kid']!).execute();
  });

  it('serves coping content per grade band in the caller’s language, all seven languages complete', async () => {
    const en = (await t.app.inject({ url: '/api/wellness/coping?band=elementary' })).json();
    expect(en.strategies[0].title).toBe('Balloon breathing');
    const yue = (await t.app.inject({ url: '/api/wellness/coping?band=high', headers: { 'accept-language': 'yue' } })).json();
    expect(yue.band).toBe('high');
    expect(yue.strategies.map((s: { id: string }) => s.id)).toEqual(['slow-exhale', 'grounding', 'break-it-down', 'reach-out']);
    const bad = await t.app.inject({ url: '/api/wellness/coping?band=college' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ band: 'wellbeing.bandInvalid' });
  });

  it('export needs export_data; the account deletion removes every check-in', async () => {
    expect((await t.app.inject({ url: '/api/wellness/export', headers: { cookie: cookies['teen']! } })).statusCode).toBe(403);
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: ids['teen']!, status: 'active', plan_type: 'premium', current_period_end: new Date(Date.now() + 86_400_000) })
      .execute();
    const exported = await t.app.inject({ url: '/api/wellness/export', headers: { cookie: cookies['teen']! } });
    expect(exported.statusCode).toBe(200);
    expect(exported.json()).toEqual({ moodCheckIns: [expect.objectContaining({ mood: 2, note: 'private', support: 'none' })] });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: cookies['teen']!, origin: testOrigin },
      payload: { currentPassword: strong, confirmation: 'DELETE' },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.selectFrom('mood_check_ins').select('id').where('user_id', '=', ids['teen']!).execute()).toEqual([]);
    // Deleting a child account (the parent's action) removes the child's check-ins too.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/children/${ids['kid']}`,
          headers: { cookie: cookies['parent']!, origin: testOrigin },
        })
      ).statusCode,
    ).toBe(204);
    expect(await t.db.selectFrom('mood_check_ins').select('id').where('user_id', '=', ids['kid']!).execute()).toEqual([]);
  });
});
