import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@brainboost/domain/activity/activity-summary';
import { createTestApp, dbKinds, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const strong = 'violet-harbour-kettle-42';
const today = new Date().toISOString().slice(0, 10);

describe.each(dbKinds)('sleep and activity log on %s', (kind) => {
  let t: TestApp;
  let learner: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.accounts.createAccount({ email: 'sleepy@example.org', name: 'Sol Sleep', password: strong, accessType: 'student' });
    await t.app.accounts.createAccount({ email: 'runner@example.org', name: 'Rae Runner', password: strong, accessType: 'student' });
    learner = await signInCookie(t.app, 'sleepy@example.org', strong);
    other = await signInCookie(t.app, 'runner@example.org', strong);
  });
  afterAll(() => t?.close());

  const put = (cookie: string, date: string, payload: object, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/brain-health/logs/${date}`,
      headers: { cookie, origin: testOrigin, 'accept-language': lang },
      payload,
    });
  const week = (cookie: string, query = `to=${today}`) => t.app.inject({ url: `/api/brain-health/logs?${query}`, headers: { cookie } });

  it('saves a day, corrects it by saving again, and summarises the last 7 days', async () => {
    expect((await put(learner, today, { sleepHours: 7.5, activeMinutes: 45 })).json()).toEqual({
      date: today,
      sleepHours: 7.5,
      activeMinutes: 45,
    });
    expect((await put(learner, today, { sleepHours: 8.5, activeMinutes: 70 })).json()).toEqual({
      date: today,
      sleepHours: 8.5,
      activeMinutes: 70,
    });
    await put(learner, addDays(today, -1), { sleepHours: 6 });
    await put(learner, addDays(today, -9), { sleepHours: 12, activeMinutes: 200 });
    const res = await week(learner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.logs.map((l: { date: string }) => l.date)).toEqual([today, addDays(today, -1), addDays(today, -9)]);
    expect(body.summary).toEqual({
      from: addDays(today, -6),
      to: today,
      daysLogged: 2,
      averageSleepHours: 7.3,
      nightsInRecommendedRange: 1,
      totalActiveMinutes: 70,
      averageActiveMinutes: 70,
      activeDaysMeetingGoal: 1,
      sleepRange: { min: 8, max: 10 },
      activeMinutesGoal: 60,
    });
    expect((await week(learner, `to=${today}&ageGroup=child`)).json().summary).toMatchObject({
      nightsInRecommendedRange: 0,
      sleepRange: { min: 9, max: 12 },
    });
    expect((await week(other)).json().logs).toEqual([]);
  });

  it('refuses bad entries with translated messages and changes nothing', async () => {
    const before = (await week(learner)).json();
    const cases: [string, object, string][] = [
      [today, { sleepHours: 30 }, 'wellbeing.sleepInvalid'],
      [today, { sleepHours: 7.3 }, 'wellbeing.sleepInvalid'],
      [today, { activeMinutes: -5 }, 'wellbeing.activeInvalid'],
      [today, {}, 'wellbeing.logEmpty'],
      ['2026-02-30', { sleepHours: 8 }, 'wellbeing.dateInvalid'],
    ];
    for (const [date, payload, key] of cases) {
      const res = await put(learner, date, payload, 'fr');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.values(res.json().error.fields ?? {})).toContain(key);
      expect(res.json().error.message).not.toContain('wellbeing.');
    }
    const future = await put(learner, addDays(today, 3), { sleepHours: 8 });
    expect(future.json().error.code).toBe('LOG_DATE_INVALID');
    expect((await week(learner)).json()).toEqual(before);
  });

  it('serves the guidance with sources in the caller’s language', async () => {
    const en = (await t.app.inject({ url: '/api/brain-health/content' })).json();
    expect(en.topics.map((topic: { id: string }) => topic.id)).toEqual(['sleep', 'exercise', 'nutrition']);
    expect(en.topics[0].sources[0].url).toBe('https://doi.org/10.5664/jcsm.5866');
    const es = (await t.app.inject({ url: '/api/brain-health/content', headers: { 'accept-language': 'es' } })).json();
    expect(es.topics[0].title).toBe('Sueño');
  });

  it('deletes one day, and everything with the account', async () => {
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/brain-health/logs/${addDays(today, -9)}`,
          headers: { cookie: learner, origin: testOrigin },
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/brain-health/logs/${addDays(today, -9)}`,
          headers: { cookie: learner, origin: testOrigin },
        })
      ).statusCode,
    ).toBe(404);
    const user = await t.db.selectFrom('user').select('id').where('email', '=', 'sleepy@example.org').executeTakeFirstOrThrow();
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: learner, origin: testOrigin },
      payload: { currentPassword: strong, confirmation: 'DELETE' },
    });
    expect(gone.statusCode).toBe(200);
    expect(await t.db.selectFrom('health_logs').select('log_date').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});
