import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeTasksOn, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';
import { runOf } from '../../test/training-runs.js';

const password = 'Dashboard-pass-4821!';

describe.each(dbKinds)('dashboard API on %s', (kind) => {
  let t: TestApp;
  type User = { id: string; cookie: string };
  let premium: User, free: User;

  const account = async (name: string, plan?: string) => {
    const { id } = await t.app.accounts.createAccount({ email: `${name}@dashboard.example`, name, password, accessType: 'student' });
    if (plan)
      await t.db
        .insertInto('subscriptions')
        .values({ user_id: id, status: 'active', plan_type: plan, current_period_end: new Date(Date.now() + 30 * 86_400_000) })
        .execute();
    return { id, cookie: await signInCookie(t.app, `${name}@dashboard.example`, password) };
  };
  const call = (user: User | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const play = async (user: User, taskId: TaskId) =>
    expect((await call(user, 'POST', '/api/brain-training/attempts', runOf(taskId))).statusCode).toBe(201);
  const dashboard = async (user: User) => {
    const res = await call(user, 'GET', '/api/dashboard?utcOffset=0');
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    premium = await account('premium', 'premium');
    free = await account('free');
  });
  afterAll(() => t?.close());

  it('refuses signed-out callers and a bad time zone', async () => {
    expect((await call(null, 'GET', '/api/dashboard')).statusCode).toBe(401);
    expect((await call(premium, 'GET', '/api/dashboard?utcOffset=5000')).statusCode).toBe(400);
  });

  it('starts a new learner with a plan of three tasks, no streak and no results', async () => {
    const body = await dashboard(free);
    expect(body.plan.tasks).toHaveLength(3);
    for (const task of body.plan.tasks) expect(freeTasksOn(new Date())).toContain(task.taskId);
    expect(body.plan.programmeSession).toBeNull();
    expect(body.streak).toEqual({ current: 0, longest: 0, activeToday: false });
    expect(body.recent).toEqual([]);
    expect(body.baseline).toEqual({ inProgress: null, profile: null });
  });

  it('counts training and other activity in the streak, and shows recent results and today’s plan done', async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    await t.db
      .insertInto('activity_events')
      .values({ user_id: premium.id, kind: 'focus.session_completed', source_id: 'dash-test', occurred_at: yesterday })
      .execute();
    const before = await dashboard(premium);
    expect(before.streak).toEqual({ current: 1, longest: 1, activeToday: false });
    const planned: TaskId = before.plan.tasks[0].taskId;
    await play(premium, planned);
    const after = await dashboard(premium);
    expect(after.streak).toEqual({ current: 2, longest: 2, activeToday: true });
    const stored = await t.db
      .selectFrom('training_attempts')
      .select(['id', 'finished_at', 'performance_index'])
      .where('user_id', '=', premium.id)
      .executeTakeFirstOrThrow();
    expect(after.recent).toEqual([
      {
        id: stored.id,
        taskId: planned,
        finishedAt: new Date(stored.finished_at).toISOString(),
        performanceIndex: stored.performance_index,
      },
    ]);
    expect(after.plan.tasks.find((task: { taskId: string }) => task.taskId === planned)?.doneToday ?? true).toBe(true);
  });

  it('puts the running programme’s due session in today’s plan until it is done', async () => {
    expect((await call(premium, 'POST', '/api/programmes/enrolments', { programmeId: 'attention-speed-3w' })).statusCode).toBe(201);
    let body = await dashboard(premium);
    expect(body.plan.programmeRunning).toBe(true);
    expect(body.plan.programmeSession).toMatchObject({
      programmeId: 'attention-speed-3w',
      weeks: 3,
      session: { index: 0, week: 1, state: 'due' },
    });
    expect(body.plan.programmeSession.session.items.map((i: { taskId: string }) => i.taskId)).toEqual(['simple-rt', 'flanker']);
    await play(premium, 'simple-rt');
    await play(premium, 'flanker');
    body = await dashboard(premium);
    expect(body.plan.programmeSession).toBeNull();
    expect(body.plan.programmeRunning).toBe(true);
  });

  it('gives the programmes page’s own answer for the running programme and a baseline it completes', async () => {
    expect((await call(premium, 'POST', '/api/programmes/enrolments', { programmeId: 'baseline-assessment' })).statusCode).toBe(201);
    for (const task of ['corsi', 'flanker', 'choice-rt', 'stroop', 'mental-rotation'] as const) await play(premium, task);
    const body = await dashboard(premium);
    expect(body.baseline.inProgress).toBeNull();
    expect(body.baseline.profile.entries).toHaveLength(5);
    const stored = await t.db
      .selectFrom('programme_enrolments')
      .select(['status', 'ended_at'])
      .where('user_id', '=', premium.id)
      .where('kind', '=', 'baseline')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'completed', ended_at: expect.any(Date) });
    const programmes = (await call(premium, 'GET', '/api/programmes')).json();
    expect(body.baseline).toEqual(programmes.baseline);
    expect(body.plan.programmeRunning).toBe(true);
    expect(programmes.active).toMatchObject({ programmeId: 'attention-speed-3w', weeks: 3 });
    // Looked at again, the baseline now comes from a completed enrolment, with its end time.
    expect((await dashboard(premium)).baseline).toEqual(body.baseline);
  });

  it('looking writes nothing: the run that completes a programme stores the completion, and GETs leave the database as it was', async () => {
    const learner = await account('looker', 'premium');
    expect((await call(learner, 'POST', '/api/programmes/enrolments', { programmeId: 'baseline-assessment' })).statusCode).toBe(201);
    for (const task of ['corsi', 'flanker', 'choice-rt', 'stroop', 'mental-rotation'] as const) await play(learner, task);
    const stored = () => t.db.selectFrom('programme_enrolments').selectAll().where('user_id', '=', learner.id).execute();
    const before = await stored();
    expect((await dashboard(learner)).baseline.profile.entries).toHaveLength(5);
    expect((await call(learner, 'GET', '/api/programmes')).statusCode).toBe(200);
    expect(await stored()).toEqual(before);
    expect(before).toMatchObject([{ kind: 'baseline', status: 'completed', ended_at: expect.any(Date) }]);
  });

  it('shows the baseline in progress, to any plan', async () => {
    expect((await call(free, 'POST', '/api/programmes/enrolments', { programmeId: 'baseline-assessment' })).statusCode).toBe(201);
    const body = await dashboard(free);
    expect(body.baseline.inProgress.items).toHaveLength(5);
    expect(body.personalization).toBe(false);
  });
});
