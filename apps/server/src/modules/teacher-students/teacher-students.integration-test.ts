import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRateLimits } from '../../plugins/account-rate-limit.js';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const strong = 'violet-harbour-kettle-42';
const year = new Date().getUTCFullYear();
const people = [
  ['teacher', 'teacher'],
  ['otherTeacher', 'teacher'],
  ['admin', 'admin'],
  ['student', 'student'],
  ['classmate', 'student'],
  ['kid', 'student'],
  ['parent', 'student'],
  ['guesser', 'student'],
  ['leaver', 'student'],
] as const;
type Person = (typeof people)[number][0];

describe.each(dbKinds)('teachers and their students on %s', (kind) => {
  let t: TestApp;
  const cookies = {} as Record<Person, string>;
  const ids = {} as Record<Person, string>;
  let code = '';
  let codeId = '';
  let flaggedConversation = '';

  const call = (who: Person | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, lang = 'en') =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, 'accept-language': lang, ...(who ? { cookie: cookies[who] } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : method === 'POST' ? { payload: {} } : {}),
    });
  const ask = async (who: Person, question: string, conversationId?: string) =>
    (
      await call(who, 'POST', '/api/tutor/questions', { question, gradeBand: 'middle', ...(conversationId ? { conversationId } : {}) })
    ).json().conversationId as string;
  const join = (who: Person, value: string, lang = 'en') => call(who, 'POST', '/api/me/teachers', { code: value }, lang);
  const makeCode = async (who: Person) => (await call(who, 'POST', '/api/teacher/class-codes')).json() as { id: string; code: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [name, accessType] of people) {
      ids[name] = (
        await t.app.accounts.createAccount({ email: `${name}@school.example`, name: `${name} Person`, password: strong, accessType })
      ).id;
      cookies[name] = await signInCookie(t.app, `${name}@school.example`, strong);
    }
    await t.db
      .insertInto('child_accounts')
      .values({
        user_id: ids.kid,
        status: 'active',
        birth_year_month: `${year - 10}-03`,
        parent_email: 'parent@school.example',
        parent_user_id: ids.parent,
        consent_expires_at: new Date(),
        approved_at: new Date(),
      })
      .execute();
    await ask('student', 'What is 7 + 5?');
    flaggedConversation = await ask('student', 'What is 3 + 4?');
    await ask('student', 'my address is 12 Elm Street come visit', flaggedConversation);
    await ask('kid', 'What is 2 + 2?');
  });
  afterAll(() => t?.close());

  it('lets a teacher make an 8-character code valid for 14 days, and lists it', async () => {
    const res = await call('teacher', 'POST', '/api/teacher/class-codes');
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Date(made.expiresAt).getTime() - new Date(made.createdAt).getTime()).toBe(14 * 86_400_000);
    code = made.code;
    codeId = made.id;
    const list = (await call('teacher', 'GET', '/api/teacher/class-codes')).json();
    expect(list.codes).toEqual([expect.objectContaining({ id: codeId, code, state: 'active', joinedCount: 0, revokedAt: null })]);
    expect((await call('otherTeacher', 'GET', '/api/teacher/class-codes')).json().codes).toEqual([]);
  });

  it('refuses teacher endpoints to students (403) and to visitors (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/teacher/class-codes'],
      ['POST', '/api/teacher/class-codes'],
      ['GET', '/api/teacher/students'],
      ['GET', `/api/teacher/students/${ids.student}/conversations`],
    ] as const) {
      expect((await call('student', method, url)).statusCode, url).toBe(403);
      expect((await call(null, method, url)).statusCode, url).toBe(401);
    }
  });

  it('links a student who joins with the code (typed loosely), and says so to both sides', async () => {
    const loose = `${code.slice(0, 4).toLowerCase()}-${code.slice(4).toLowerCase()}`;
    const res = await join('student', loose);
    expect(res.statusCode).toBe(200);
    expect(res.json().teachers).toEqual([expect.objectContaining({ id: ids.teacher, name: 'teacher Person', status: 'active' })]);
    expect((await join('student', code)).json().error).toMatchObject({
      code: 'ALREADY_JOINED',
      message: "You're already in this teacher's class.",
    });
    expect((await call('teacher', 'GET', '/api/teacher/class-codes')).json().codes[0].joinedCount).toBe(1);
  });

  it('shows the teacher the student with tutor activity, and the conversations with flagged exchanges marked', async () => {
    expect((await join('classmate', code)).statusCode).toBe(200);
    const { students } = (await call('teacher', 'GET', '/api/teacher/students')).json();
    expect(students.map((s: { id: string }) => s.id)).toEqual([ids.student, ids.classmate]);
    expect(students[0]).toMatchObject({ name: 'student Person', status: 'active', conversationCount: 2, flaggedCount: 1 });
    expect(students[0].lastFlaggedAt).not.toBeNull();
    expect(students[1]).toMatchObject({ conversationCount: 0, flaggedCount: 0, lastFlaggedAt: null });

    const list = await call('teacher', 'GET', `/api/teacher/students/${ids.student}/conversations`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('no-store');
    expect(list.json().conversations.find((c: { id: string }) => c.id === flaggedConversation)).toMatchObject({
      flaggedCount: 1,
      messageCount: 4,
    });
    const detail = (await call('teacher', 'GET', `/api/teacher/students/${ids.student}/conversations/${flaggedConversation}`)).json();
    expect(detail.messages.filter((m: { flagged: boolean }) => m.flagged).map((m: { role: string }) => m.role)).toEqual([
      'student',
      'tutor',
    ]);
  });

  it('answers 404 about anyone else’s student, in the caller’s language', async () => {
    const res = await call('otherTeacher', 'GET', `/api/teacher/students/${ids.student}/conversations`, undefined, 'fr');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('TEACHER_STUDENT_NOT_FOUND');
    expect(res.json().error.message).not.toBe('teacherStudents.studentNotFound');
    expect(
      (await call('otherTeacher', 'GET', `/api/teacher/students/${ids.student}/conversations/${flaggedConversation}`)).statusCode,
    ).toBe(404);
    expect((await call('admin', 'GET', `/api/teacher/students/${ids.student}/conversations`)).statusCode).toBe(404);
    expect((await call('otherTeacher', 'DELETE', `/api/teacher/students/${ids.student}`)).statusCode).toBe(404);
    expect((await call('otherTeacher', 'POST', `/api/teacher/class-codes/${codeId}/revoke`)).statusCode).toBe(404);
    // A parent's view does not reach a student who is only the teacher's.
    expect((await call('teacher', 'GET', `/api/tutor/children/${ids.student}/conversations`)).statusCode).toBe(404);
  });

  it('explains unknown, expired and revoked codes and a teacher’s own code', async () => {
    expect((await join('guesser', 'ZZZZ2222')).json().error).toMatchObject({
      code: 'CLASS_CODE_UNKNOWN',
      message: expect.stringContaining('check the code'),
    });
    const bad = await join('guesser', 'ab0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.code).toBeDefined();

    const expired = await makeCode('teacher');
    await t.db
      .updateTable('class_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    const expiredRes = await join('guesser', expired.code, 'es');
    expect(expiredRes.statusCode).toBe(410);
    expect(expiredRes.json().error.code).toBe('CLASS_CODE_EXPIRED');
    expect(expiredRes.json().error.message).toMatch(/caducado|expirado/);

    const revoked = await makeCode('teacher');
    expect((await call('teacher', 'POST', `/api/teacher/class-codes/${revoked.id}/revoke`)).statusCode).toBe(204);
    expect((await join('guesser', revoked.code)).json().error.code).toBe('CLASS_CODE_REVOKED');
    const states = (await call('teacher', 'GET', '/api/teacher/class-codes'))
      .json()
      .codes.map((c: { id: string; state: string }) => [c.id, c.state]);
    expect(Object.fromEntries(states)).toMatchObject({ [expired.id]: 'expired', [revoked.id]: 'revoked', [codeId]: 'active' });

    expect((await join('teacher', code)).json().error.code).toBe('CLASS_CODE_OWN');
    expect((await call('guesser', 'GET', '/api/me/teachers')).json().teachers).toEqual([]);
  });

  it('stops a learner guessing codes after too many wrong ones', async () => {
    const { max } = accountRateLimits.classCodeAttempt;
    // The earlier test already spent one wrong guess.
    for (let i = 1; i < max; i += 1) expect((await join('guesser', `ZZZZ${String(2222 + i).replace(/[01]/g, '2')}`)).statusCode).toBe(404);
    const limited = await join('guesser', code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'CLASS_CODE_ATTEMPTS' });
  });

  it('keeps a child’s link waiting until the parent approves it on the children page', async () => {
    const res = await join('kid', code);
    expect(res.statusCode).toBe(200);
    expect(res.json().teachers).toEqual([expect.objectContaining({ id: ids.teacher, status: 'pending_parent' })]);
    const kidRow = (await call('teacher', 'GET', '/api/teacher/students')).json().students.find((s: { id: string }) => s.id === ids.kid);
    expect(kidRow).toMatchObject({ status: 'pending_parent', conversationCount: null, flaggedCount: null });
    expect((await call('teacher', 'GET', `/api/teacher/students/${ids.kid}/conversations`)).statusCode).toBe(404);

    const links = (await call('parent', 'GET', '/api/children/teacher-links')).json().links;
    expect(links).toEqual([
      expect.objectContaining({ childId: ids.kid, teacherId: ids.teacher, teacherName: 'teacher Person', status: 'pending_parent' }),
    ]);
    expect((await call('classmate', 'GET', '/api/children/teacher-links')).json().links).toEqual([]);
    // Only the child's parent decides.
    expect((await call('classmate', 'POST', `/api/children/${ids.kid}/teachers/${ids.teacher}/approve`)).statusCode).toBe(404);
    expect((await call('kid', 'POST', `/api/children/${ids.kid}/teachers/${ids.teacher}/approve`)).statusCode).toBe(404);
    expect((await call('parent', 'POST', `/api/children/${ids.kid}/teachers/${ids.teacher}/approve`)).statusCode).toBe(204);
    const list = await call('teacher', 'GET', `/api/teacher/students/${ids.kid}/conversations`);
    expect(list.statusCode).toBe(200);
    expect(list.json().conversations).toHaveLength(1);

    // The parent may end it again.
    expect((await call('parent', 'DELETE', `/api/children/${ids.kid}/teachers/${ids.teacher}`)).statusCode).toBe(204);
    expect((await call('teacher', 'GET', `/api/teacher/students/${ids.kid}/conversations`)).statusCode).toBe(404);
  });

  it('lets a parent decline a waiting link', async () => {
    const other = await makeCode('otherTeacher');
    expect((await join('kid', other.code)).statusCode).toBe(200);
    expect((await call('parent', 'DELETE', `/api/children/${ids.kid}/teachers/${ids.otherTeacher}`)).statusCode).toBe(204);
    expect((await call('kid', 'GET', '/api/me/teachers')).json().teachers).toEqual([]);
  });

  it('ends visibility when the student leaves or the teacher removes them', async () => {
    expect((await join('leaver', code)).statusCode).toBe(200);
    expect((await call('teacher', 'GET', `/api/teacher/students/${ids.leaver}/conversations`)).statusCode).toBe(200);
    expect((await call('leaver', 'DELETE', `/api/me/teachers/${ids.teacher}`)).statusCode).toBe(204);
    expect((await call('teacher', 'GET', `/api/teacher/students/${ids.leaver}/conversations`)).statusCode).toBe(404);
    expect((await call('leaver', 'DELETE', `/api/me/teachers/${ids.teacher}`)).statusCode).toBe(404);

    expect((await call('teacher', 'DELETE', `/api/teacher/students/${ids.classmate}`)).statusCode).toBe(204);
    expect((await call('teacher', 'GET', `/api/teacher/students/${ids.classmate}/conversations`)).statusCode).toBe(404);
    expect((await call('classmate', 'GET', '/api/me/teachers')).json().teachers).toEqual([]);
  });

  it('deletes codes and links with the teacher’s account, and links with the student’s', async () => {
    const count = async (table: 'class_codes' | 'teacher_students', column: 'teacher_id' | 'student_id', id: string) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where(column as 'teacher_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('teacher_students', 'student_id', ids.student)).toBe(1);
    await t.db.deleteFrom('user').where('id', '=', ids.student).execute();
    expect(await count('teacher_students', 'student_id', ids.student)).toBe(0);

    expect(await count('class_codes', 'teacher_id', ids.teacher)).toBeGreaterThan(0);
    const res = await call('teacher', 'POST', '/api/account/delete', { currentPassword: strong, confirmation: 'DELETE' });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await count('class_codes', 'teacher_id', ids.teacher)).toBe(0);
    expect(await count('teacher_students', 'teacher_id', ids.teacher)).toBe(0);
  });
});
