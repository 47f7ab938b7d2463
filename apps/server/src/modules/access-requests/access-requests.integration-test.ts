import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const password = 'violet-harbour-kettle-42';

describe.each(dbKinds)('access requests on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [name, role] of [
      ['admin', 'admin'],
      ['ana', 'student'],
      ['ben', 'student'],
      ['cleo', 'student'],
      ['master', 'master'],
    ] as const) {
      ids[name] = (
        await t.app.accounts.createAccount({ email: `${name}@requests.example`, name: `Person ${name}`, password, accessType: role })
      ).id;
      cookies[name] = await signInCookie(t.app, `${name}@requests.example`, password);
    }
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, 'accept-language': lang, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  const mine = async (who: string) => (await call('GET', '/api/access-requests', cookies[who])).json();
  const me = async (who: string) => (await call('GET', '/api/me', cookies[who])).json();
  const mailTo = (who: string) =>
    t.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', `${who}@requests.example`)
      .orderBy('created_at', 'desc')
      .execute();
  const decide = (id: string, decision: string, note?: string, who = 'admin') =>
    call('POST', `/api/admin/access-requests/${id}/decision`, cookies[who], { decision, ...(note ? { note } : {}) });

  it('needs a session', async () => {
    expect((await call('GET', '/api/access-requests')).statusCode).toBe(401);
    expect((await call('POST', '/api/access-requests/vip-beta', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/access-requests/teacher', undefined, { schoolName: 'X', subject: 'Y' })).statusCode).toBe(401);
  });

  it('a VIP request: one open at a time, approved by an admin, grants beta access and emails the requester in their language', async () => {
    expect(await mine('ana')).toEqual({ vipBeta: null, teacher: null, betaAccess: false, role: 'student' });
    const created = await call('POST', '/api/access-requests/vip-beta', cookies.ana, { note: '  I love trying new things  ' }, 'fr');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ kind: 'vip_beta', status: 'pending', note: 'I love trying new things', decidedAt: null });
    const again = await call('POST', '/api/access-requests/vip-beta', cookies.ana, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'REQUEST_ALREADY_OPEN',
      message: "You already have an open request. We'll email you when it has been decided.",
    });

    const pending = (await call('GET', '/api/admin/access-requests?kind=vip_beta', cookies.admin)).json();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      id: created.json().id,
      requester: { id: ids.ana, email: 'ana@requests.example', fullName: 'Person ana' },
    });
    expect((await call('GET', '/api/admin/access-requests?kind=teacher', cookies.admin)).json()).toEqual([]);

    const approved = await decide(created.json().id, 'approve', 'Welcome aboard');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decisionNote: 'Welcome aboard' });
    expect(Date.now() - new Date(approved.json().decidedAt).getTime()).toBeLessThan(60_000);
    expect((await me('ana')).betaAccess).toBe(true);
    expect((await me('ben')).betaAccess).toBe(false);
    expect((await mine('ana')).vipBeta).toMatchObject({ status: 'approved', decisionNote: 'Welcome aboard' });

    const [mail] = await mailTo('ana');
    expect(mail?.subject).toBe('Tu as désormais accès aux fonctionnalités bêta de BrainBoost');
    expect(mail?.body).toContain('Welcome aboard');
    expect(mail?.body).toContain('/vip-beta');

    const decidedTwice = await decide(created.json().id, 'decline');
    expect(decidedTwice.statusCode).toBe(409);
    expect(decidedTwice.json().error.code).toBe('REQUEST_ALREADY_DECIDED');
    const asksAgain = await call('POST', '/api/access-requests/vip-beta', cookies.ana, {});
    expect(asksAgain.json().error.code).toBe('ALREADY_GRANTED');
    const decided = (await call('GET', '/api/admin/access-requests?kind=vip_beta&status=decided', cookies.admin)).json();
    expect(decided[0]).toMatchObject({ status: 'approved', decidedByEmail: 'admin@requests.example' });
  });

  it('a declined request can be followed by a new one', async () => {
    const first = (await call('POST', '/api/access-requests/vip-beta', cookies.ben, {})).json();
    expect((await decide(first.id, 'decline')).json()).toMatchObject({ status: 'declined', decisionNote: null });
    expect((await me('ben')).betaAccess).toBe(false);
    const [mail] = await mailTo('ben');
    expect(mail?.subject).toBe('Your BrainBoost beta request');
    expect((await mine('ben')).vipBeta).toMatchObject({ status: 'declined' });
    const second = await call('POST', '/api/access-requests/vip-beta', cookies.ben, { note: 'Trying again' });
    expect(second.statusCode).toBe(201);
    expect((await mine('ben')).vipBeta).toMatchObject({ id: second.json().id, status: 'pending', note: 'Trying again' });
  });

  it('a teacher request, approved, makes a student a teacher and is audited; it never lowers an admin', async () => {
    const created = await call('POST', '/api/access-requests/teacher', cookies.cleo, {
      schoolName: 'Riverside Primary',
      subject: 'Maths, grade 4',
      message: 'Hello',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ kind: 'teacher', schoolName: 'Riverside Primary', subject: 'Maths, grade 4', note: 'Hello' });
    expect((await call('POST', '/api/access-requests/teacher', cookies.cleo, { schoolName: 'Again', subject: 'Again' })).statusCode).toBe(
      409,
    );
    expect((await decide(created.json().id, 'approve')).statusCode).toBe(200);
    expect((await me('cleo')).access.access_type).toBe('teacher');
    expect((await mine('cleo')).role).toBe('teacher');
    const [mail] = await mailTo('cleo');
    expect(mail?.subject).toBe('Your BrainBoost teacher access is ready');
    const audit = await t.db.selectFrom('role_changes').selectAll().where('target_id', '=', ids.cleo!).execute();
    expect(audit).toMatchObject([{ actor_email: 'admin@requests.example', from_role: 'student', to_role: 'teacher' }]);
    const teacherAgain = await call('POST', '/api/access-requests/teacher', cookies.cleo, { schoolName: 'Riverside', subject: 'Maths' });
    expect(teacherAgain.json().error.code).toBe('ALREADY_GRANTED');

    // An admin's request (made before they became one) never lowers them.
    await t.db.updateTable('user_access').set({ access_type: 'student' }).where('user_id', '=', ids.ben!).execute();
    const bens = (await call('POST', '/api/access-requests/teacher', cookies.ben, { schoolName: 'Hill School', subject: 'Art' })).json();
    await t.db.updateTable('user_access').set({ access_type: 'admin' }).where('user_id', '=', ids.ben!).execute();
    expect((await decide(bens.id, 'approve', undefined, 'master')).statusCode).toBe(200);
    expect((await me('ben')).access.access_type).toBe('admin');
  });

  it('my requests: the newest of each kind, with times to the millisecond as stored; beta access and role as they are now', async () => {
    const account = async (name: string, role: 'student' | 'teacher') => {
      const { id } = await t.app.accounts.createAccount({
        email: `${name}@requests.example`,
        name: `Person ${name}`,
        password,
        accessType: role,
      });
      return { id, cookie: await signInCookie(t.app, `${name}@requests.example`, password) };
    };
    const dana = await account('dana', 'teacher');
    const eli = await account('eli', 'student');
    const at = (text: string) => sql<Date>`cast(${text} as timestamptz)`;
    const insert = async (
      userId: string,
      kind: 'vip_beta' | 'teacher',
      createdAt: string,
      values: {
        status?: 'pending' | 'approved' | 'declined';
        note?: string;
        school_name?: string;
        subject?: string;
        decision_note?: string;
        decidedAt?: string;
      } = {},
    ) => {
      const { decidedAt, ...rest } = values;
      const row = await t.db
        .insertInto('access_requests')
        .values({ user_id: userId, kind, created_at: at(createdAt), decided_at: decidedAt ? at(decidedAt) : null, ...rest })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    // Inserted out of order: the newest by created_at wins, not the last inserted.
    const newestVip = await insert(dana.id, 'vip_beta', '2024-03-05 10:11:12.345678+00', {
      status: 'approved',
      note: 'Second try',
      decision_note: 'Welcome',
      decidedAt: '2024-03-06 10:00:00.999999+02',
    });
    await insert(dana.id, 'vip_beta', '2024-01-02 09:00:00+00', {
      status: 'declined',
      note: 'First try',
      decidedAt: '2024-01-03 09:00:00+00',
    });
    await insert(dana.id, 'vip_beta', '2024-03-05 10:11:12.345+00', { status: 'declined' });
    await insert(dana.id, 'teacher', '2023-12-31 23:59:59.999999-05', {
      status: 'approved',
      school_name: 'Old School',
      subject: 'History',
    });
    const newestTeacher = await insert(dana.id, 'teacher', '2024-02-29 12:00:00.5+01', { school_name: 'Hill School', subject: 'Art' });
    // Someone else's newer requests are not dana's.
    await insert(eli.id, 'vip_beta', '2025-01-01 00:00:00+00', { note: 'Eli asks' });
    await t.db.insertInto('beta_access').values({ user_id: dana.id, granted_by: ids.admin! }).execute();

    const danas = await call('GET', '/api/access-requests', dana.cookie);
    expect(danas.statusCode).toBe(200);
    expect(danas.json()).toEqual({
      vipBeta: {
        id: newestVip,
        kind: 'vip_beta',
        status: 'approved',
        note: 'Second try',
        schoolName: null,
        subject: null,
        decisionNote: 'Welcome',
        createdAt: '2024-03-05T10:11:12.345Z',
        decidedAt: '2024-03-06T08:00:00.999Z',
      },
      teacher: {
        id: newestTeacher,
        kind: 'teacher',
        status: 'pending',
        note: null,
        schoolName: 'Hill School',
        subject: 'Art',
        decisionNote: null,
        createdAt: '2024-02-29T11:00:00.500Z',
        decidedAt: null,
      },
      betaAccess: true,
      role: 'teacher',
    });
    const elis = (await call('GET', '/api/access-requests', eli.cookie)).json();
    expect(elis).toEqual({
      vipBeta: expect.objectContaining({ note: 'Eli asks', status: 'pending', createdAt: '2025-01-01T00:00:00.000Z', decidedAt: null }),
      teacher: null,
      betaAccess: false,
      role: 'student',
    });

    // Without an access row the role reads as student, as everywhere else.
    await t.db.deleteFrom('user_access').where('user_id', '=', eli.id).execute();
    expect((await call('GET', '/api/access-requests', eli.cookie)).json()).toMatchObject({ betaAccess: false, role: 'student' });
  });

  it('refuses bad input with translated messages and changes nothing', async () => {
    const count = async () => (await t.db.selectFrom('access_requests').select('id').execute()).length;
    const before = await count();
    const longNote = await call('POST', '/api/access-requests/vip-beta', cookies.admin, { note: 'x'.repeat(501) });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Your note can be at most 500 characters.',
      fields: { note: 'accessRequests.noteTooLong' },
    });
    const blank = await call('POST', '/api/access-requests/teacher', cookies.admin, { schoolName: '  ', subject: '' }, 'es');
    expect(blank.json().error.fields).toEqual({ schoolName: 'accessRequests.schoolRequired', subject: 'accessRequests.subjectRequired' });
    expect(blank.json().error.message).toBe('Escribe el nombre de tu centro educativo.');
    const tooLong = await call('POST', '/api/access-requests/teacher', cookies.admin, {
      schoolName: 'S',
      subject: 'x'.repeat(121),
      message: 'y'.repeat(1001),
    });
    expect(tooLong.json().error.fields).toEqual({ subject: 'accessRequests.subjectTooLong', message: 'accessRequests.messageTooLong' });
    const adminAsks = await call('POST', '/api/access-requests/teacher', cookies.admin, { schoolName: 'S', subject: 'T' }, 'zh-Hant');
    expect(adminAsks.json().error).toEqual({ code: 'ALREADY_GRANTED', message: '你的帳戶已經擁有老師權限。' });
    expect(await count()).toBe(before);

    const badDecision = await call('POST', `/api/admin/access-requests/${crypto.randomUUID()}/decision`, cookies.admin, {
      decision: 'maybe',
    });
    expect(badDecision.json().error.fields).toEqual({ decision: 'accessRequests.decisionInvalid' });
    const unknown = await decide(crypto.randomUUID(), 'approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('REQUEST_NOT_FOUND');
    const badKind = await call('GET', '/api/admin/access-requests?kind=astronaut', cookies.admin);
    expect(badKind.json().error.fields).toEqual({ kind: 'accessRequests.kindInvalid' });
  });
});
