import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const strong = 'violet-harbour-kettle-42';
const minute = 60_000;

describe.each(dbKinds)('focus sessions on %s', (kind) => {
  let t: TestApp;
  let learner: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.accounts.createAccount({ email: 'focus.learner@example.org', name: 'Fay Focus', password: strong, accessType: 'student' });
    await t.app.accounts.createAccount({ email: 'focus.other@example.org', name: 'Otto Other', password: strong, accessType: 'student' });
    learner = await signInCookie(t.app, 'focus.learner@example.org', strong);
    other = await signInCookie(t.app, 'focus.other@example.org', strong);
  });
  afterAll(() => t?.close());

  const save = (cookie: string, payload: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/focus/sessions', headers: { cookie, origin: testOrigin, 'accept-language': lang }, payload });
  const session = (endedAgoMs: number, workMinutes = 25, clientId = randomUUID()) => {
    const end = Date.now() - endedAgoMs;
    return { clientId, startedAt: new Date(end - workMinutes * minute).toISOString(), endedAt: new Date(end).toISOString(), workMinutes };
  };
  const rows = async () =>
    Number(
      (
        await t.db
          .selectFrom('focus_sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('saves a completed work phase once, even when the same save is replayed', async () => {
    const body = session(minute);
    const first = await save(learner, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ startedAt: body.startedAt, endedAt: body.endedAt, workMinutes: 25 });
    const replay = await save(learner, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(first.json().id);
    expect(await rows()).toBe(1);
  });

  it('lists my sessions newest first with totals for today, the last 7 days and all time', async () => {
    await save(learner, session(3 * 86_400_000, 50));
    await save(learner, session(20 * 86_400_000, 10));
    const res = await t.app.inject({ url: '/api/focus/sessions?utcOffset=0', headers: { cookie: learner } });
    expect(res.statusCode).toBe(200);
    const history = res.json();
    expect(history.sessions.map((s: { workMinutes: number }) => s.workMinutes)).toEqual([25, 50, 10]);
    expect(history.totals).toEqual({
      sessions: 3,
      minutes: 85,
      last7DaysSessions: 2,
      last7DaysMinutes: 75,
      todaySessions: Date.now() % 86_400_000 > minute ? 1 : 0,
    });
    // Another learner sees none of them.
    const theirs = (await t.app.inject({ url: '/api/focus/sessions', headers: { cookie: other } })).json();
    expect(theirs).toEqual({
      sessions: [],
      totals: { sessions: 0, minutes: 0, last7DaysSessions: 0, last7DaysMinutes: 0, todaySessions: 0 },
    });
    expect((await t.app.inject({ url: '/api/focus/sessions' })).statusCode).toBe(401);
  });

  it('lists the newest 50 sessions while the totals count every one', async () => {
    const { id } = await t.app.accounts.createAccount({
      email: 'focus.keen@example.org',
      name: 'Kim Keen',
      password: strong,
      accessType: 'student',
    });
    const keen = await signInCookie(t.app, 'focus.keen@example.org', strong);
    const now = Date.now();
    // 52 sessions a day apart, the newest ending two minutes ago: 7 in the last 7 days.
    await t.db
      .insertInto('focus_sessions')
      .values(
        Array.from({ length: 52 }, (_, i) => ({
          user_id: id,
          client_id: randomUUID(),
          started_at: new Date(now - i * 86_400_000 - 32 * minute),
          ended_at: new Date(now - i * 86_400_000 - 2 * minute),
          work_minutes: i + 1,
        })),
      )
      .execute();
    const history = (await t.app.inject({ url: '/api/focus/sessions?utcOffset=0', headers: { cookie: keen } })).json();
    expect(history.sessions).toHaveLength(50);
    expect(history.sessions[0].workMinutes).toBe(1);
    expect(history.sessions[49].workMinutes).toBe(50);
    expect(history.totals).toMatchObject({ sessions: 52, minutes: (52 * 53) / 2 });
    expect(history.totals.last7DaysSessions).toBeGreaterThanOrEqual(6);
    expect(history.totals.last7DaysSessions).toBeLessThanOrEqual(7);
  });

  it('refuses impossible sessions with a translated message and stores nothing', async () => {
    const before = await rows();
    const tooShort = await save(learner, { ...session(0), startedAt: new Date(Date.now() - 5 * minute).toISOString() });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { endedAt: 'wellbeing.focusTimeInvalid' } });
    const future = await save(learner, session(-60 * minute), 'es');
    expect(future.statusCode).toBe(400);
    expect(future.json().error.code).toBe('FOCUS_TIME_INVALID');
    expect(future.json().error.message).toMatch(/sesión/);
    const longWork = await save(learner, session(minute, 500));
    expect(longWork.json().error.fields).toEqual({ workMinutes: 'wellbeing.focusLengthInvalid' });
    expect(longWork.json().error.message).not.toBe('wellbeing.focusLengthInvalid');
    expect(await rows()).toBe(before);
  });

  it('export needs the export_data entitlement (premium) and covers only my sessions', async () => {
    const refused = await t.app.inject({ url: '/api/focus/export', headers: { cookie: learner } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FEATURE_REQUIRED');
    const user = await t.db.selectFrom('user').select('id').where('email', '=', 'focus.learner@example.org').executeTakeFirstOrThrow();
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: user.id, status: 'active', plan_type: 'premium', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
      .execute();
    const res = await t.app.inject({ url: '/api/focus/export', headers: { cookie: learner } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('focus-sessions.json');
    expect(res.json().focusSessions.map((s: { workMinutes: number }) => s.workMinutes)).toEqual([10, 50, 25]);
  });

  it('deleting the account deletes its focus sessions', async () => {
    const user = await t.db.selectFrom('user').select('id').where('email', '=', 'focus.learner@example.org').executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: learner, origin: testOrigin },
      payload: { currentPassword: strong, confirmation: 'DELETE' },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.selectFrom('focus_sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});
