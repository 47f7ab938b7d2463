import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const strong = 'violet-harbour-kettle-42';
const day = 86_400_000;

describe.each(dbKinds)('achievements on %s', (kind) => {
  let t: TestApp;
  let learner: string;
  let other: string;
  let learnerId: string;
  let otherId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    learnerId = (
      await t.app.accounts.createAccount({ email: 'badges@example.org', name: 'Bea Badge', password: strong, accessType: 'student' })
    ).id;
    otherId = (
      await t.app.accounts.createAccount({ email: 'nobadges@example.org', name: 'Nia None', password: strong, accessType: 'student' })
    ).id;
    learner = await signInCookie(t.app, 'badges@example.org', strong);
    other = await signInCookie(t.app, 'nobadges@example.org', strong);
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url, headers: { cookie: learner, origin: testOrigin }, payload });
  const overview = async (cookie = learner) => (await t.app.inject({ url: '/api/achievements?utcOffset=0', headers: { cookie } })).json();
  const badge = (o: { badges: { id: string; earnedAt: string | null; progress: number }[] }, id: string) =>
    o.badges.find((b) => b.id === id)!;
  const focusSession = (endedAgoMs: number, clientId = randomUUID()) => {
    const end = Date.now() - endedAgoMs;
    return { clientId, startedAt: new Date(end - 25 * 60_000).toISOString(), endedAt: new Date(end).toISOString(), workMinutes: 25 };
  };

  it('real events earn badges, each awarded once with the moment it was met; rules and progress are shown', async () => {
    const before = await overview();
    expect(badge(before, 'focus-first')).toMatchObject({
      earnedAt: null,
      progress: 0,
      threshold: 1,
      measure: 'events',
      kind: 'focus.session_completed',
    });
    expect(before.streak).toEqual({ current: 0, longest: 0 });

    const first = focusSession(3 * day);
    expect((await post('/api/focus/sessions', first)).statusCode).toBe(201);
    expect((await post('/api/focus/sessions', first)).statusCode).toBe(200); // replay: no second event
    await post('/api/focus/sessions', focusSession(2 * day));
    await post('/api/focus/sessions', focusSession(day));
    await post('/api/wellness/check-ins', { mood: 4 });

    const after = await overview();
    expect(badge(after, 'focus-first').earnedAt).toBe(first.endedAt);
    expect(badge(after, 'focus-streak-three').earnedAt).not.toBeNull();
    expect(badge(after, 'focus-ten')).toMatchObject({ earnedAt: null, progress: 3 });
    expect(badge(after, 'check-in-first').earnedAt).not.toBeNull();
    expect(after.streak).toEqual({ current: 4, longest: 4 });

    // Looking again, or more events, never awards a badge twice nor moves its date.
    await post('/api/focus/sessions', focusSession(0));
    const again = await overview();
    expect(badge(again, 'focus-first').earnedAt).toBe(first.endedAt);
    const rows = await t.db.selectFrom('achievements').select(['badge_id']).where('user_id', '=', learnerId).execute();
    expect(rows.map((r) => r.badge_id).sort()).toEqual(['check-in-first', 'focus-first', 'focus-streak-three']);
    await expect(
      t.db.insertInto('achievements').values({ user_id: learnerId, badge_id: 'focus-first', earned_at: new Date() }).execute(),
    ).rejects.toThrow();
  });

  it('a corrected log day counts once', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await post(`/api/brain-health/logs/${today}`, { sleepHours: 8 }, 'PUT');
    await post(`/api/brain-health/logs/${today}`, { sleepHours: 9 }, 'PUT');
    expect(badge(await overview(), 'log-week').progress).toBe(1);
  });

  it('badges are per learner: another learner has none', async () => {
    const theirs = await overview(other);
    expect(theirs.badges.every((b: { earnedAt: string | null }) => b.earnedAt === null)).toBe(true);
    expect((await t.app.inject({ url: '/api/achievements' })).statusCode).toBe(401);
  });

  it('looking writes nothing: the badge an event earns is stored with the event, and a GET leaves the database as it was', async () => {
    const { id } = await t.app.accounts.createAccount({
      email: 'looker@example.org',
      name: 'Lou Looker',
      password: strong,
      accessType: 'student',
    });
    const looker = await signInCookie(t.app, 'looker@example.org', strong);
    const session = focusSession(day);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/focus/sessions',
          headers: { cookie: looker, origin: testOrigin },
          payload: session,
        })
      ).statusCode,
    ).toBe(201);
    const stored = () => t.db.selectFrom('achievements').select(['badge_id', 'earned_at']).where('user_id', '=', id).execute();
    const before = await stored();
    expect(badge(await overview(looker), 'focus-first').earnedAt).toBe(session.endedAt);
    expect((await t.app.inject({ url: '/api/achievements?utcOffset=-300', headers: { cookie: looker } })).statusCode).toBe(200);
    expect(await stored()).toEqual(before);
    expect(before.map((row) => [row.badge_id, new Date(row.earned_at).toISOString()])).toEqual([['focus-first', session.endedAt]]);
  });

  it('looks at the same time store a badge once and all give its date; a badge held keeps its stored date', async () => {
    const session = focusSession(5 * day);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/focus/sessions',
      headers: { cookie: other, origin: testOrigin },
      payload: session,
    });
    expect(posted.statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 6 }, () => overview(other)));
    const kept = await t.db.selectFrom('achievements').select(['badge_id', 'earned_at']).where('user_id', '=', otherId).execute();
    expect(kept.map((row) => row.badge_id)).toEqual(['focus-first']);
    expect(answers.map((answer) => badge(answer, 'focus-first').earnedAt)).toEqual(Array(6).fill(session.endedAt));

    // The stored date is the one shown, even where the events alone would give another.
    const stored = new Date(Date.parse(session.endedAt) - day);
    await t.db.updateTable('achievements').set({ earned_at: stored }).where('user_id', '=', otherId).execute();
    const again = await overview(other);
    expect(badge(again, 'focus-first')).toMatchObject({ earnedAt: stored.toISOString(), progress: 1 });
    expect(again.streak.longest).toBe(1);
  });

  it('a badge another request stored first is answered with the date that request kept', async () => {
    // Stands in for a request alongside: the insert of this look stores nothing, and a row with a
    // date a day earlier is there instead, as if that request had won the race.
    await sql`create function achievements_won_elsewhere() returns trigger language plpgsql as $$
      begin
        if pg_trigger_depth() > 1 then return new; end if;
        insert into achievements (user_id, badge_id, earned_at) values (new.user_id, new.badge_id, new.earned_at - interval '1 day');
        return null;
      end $$`.execute(t.db);
    await sql`create trigger achievements_won_elsewhere before insert on achievements for each row execute function achievements_won_elsewhere()`.execute(
      t.db,
    );
    try {
      const { id } = await t.app.accounts.createAccount({
        email: 'racer@example.org',
        name: 'Rae Racer',
        password: strong,
        accessType: 'student',
      });
      const racer = await signInCookie(t.app, 'racer@example.org', strong);
      const session = focusSession(2 * day);
      await t.app.inject({ method: 'POST', url: '/api/focus/sessions', headers: { cookie: racer, origin: testOrigin }, payload: session });
      const kept = new Date(Date.parse(session.endedAt) - day).toISOString();
      expect(badge(await overview(racer), 'focus-first').earnedAt).toBe(kept);
      const rows = await t.db.selectFrom('achievements').select('earned_at').where('user_id', '=', id).execute();
      expect(rows.map((row) => new Date(row.earned_at).toISOString())).toEqual([kept]);
    } finally {
      await sql`drop trigger achievements_won_elsewhere on achievements`.execute(t.db);
      await sql`drop function achievements_won_elsewhere()`.execute(t.db);
    }
  });

  it('export needs export_data; account deletion removes events and badges', async () => {
    expect((await t.app.inject({ url: '/api/achievements/export', headers: { cookie: learner } })).statusCode).toBe(403);
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: learnerId, status: 'active', plan_type: 'premium', current_period_end: new Date(Date.now() + day) })
      .execute();
    const exported = (await t.app.inject({ url: '/api/achievements/export', headers: { cookie: learner } })).json();
    expect(exported.achievements.map((a: { badgeId: string }) => a.badgeId).sort()).toEqual([
      'check-in-first',
      'focus-first',
      'focus-streak-three',
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: learner, origin: testOrigin },
      payload: { currentPassword: strong, confirmation: 'DELETE' },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.selectFrom('achievements').select('badge_id').where('user_id', '=', learnerId).execute()).toEqual([]);
    expect(await t.db.selectFrom('activity_events').select('id').where('user_id', '=', learnerId).execute()).toEqual([]);
  });
});
