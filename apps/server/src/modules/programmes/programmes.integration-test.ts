import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmes } from '@brainboost/domain/cognitive/programmes';
import { freeTasksOn, taskCatalogue, taskIds, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';
import { runOf } from '../../test/training-runs.js';

const password = 'Programme-pass-4821!';
describe.each(dbKinds)('programmes API on %s', (kind) => {
  let t: TestApp;
  type User = { id: string; cookie: string };
  let premium: User, free: User, basic: User, other: User;

  const account = async (name: string, plan?: string) => {
    const { id } = await t.app.accounts.createAccount({ email: `${name}@programmes.example`, name, password, accessType: 'student' });
    if (plan)
      await t.db
        .insertInto('subscriptions')
        .values({ user_id: id, status: 'active', plan_type: plan, current_period_end: new Date(Date.now() + 30 * 86_400_000) })
        .execute();
    return { id, cookie: await signInCookie(t.app, `${name}@programmes.example`, password) };
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
  const overview = async (user: User) => (await call(user, 'GET', '/api/programmes')).json();
  const enrolments = (userId: string) => t.db.selectFrom('programme_enrolments').selectAll().where('user_id', '=', userId).execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    premium = await account('premium', 'premium');
    free = await account('free');
    basic = await account('basic', 'basic');
    other = await account('other', 'premium');
  });
  afterAll(() => t?.close());

  it('refuses signed-out callers', async () => {
    expect((await call(null, 'GET', '/api/programmes')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/programmes/enrolments', { programmeId: 'baseline-assessment' })).statusCode).toBe(401);
  });

  it('shows a free learner what the programmes are, but serves and enrols training ones only with personalization', async () => {
    const body = await overview(free);
    expect(body.personalization).toBe(false);
    expect(body.active).toBeNull();
    expect(body.catalogue.map((p: { id: string; available: boolean }) => [p.id, p.available])).toEqual([
      ['working-memory-4w', false],
      ['attention-speed-3w', false],
      ['flexible-thinking-4w', false],
      ['baseline-assessment', true],
    ]);
    const workingMemory = programmes['working-memory-4w'];
    expect(body.catalogue[0]).toEqual({
      id: 'working-memory-4w',
      kind: 'training',
      domains: workingMemory.domains,
      weeks: 4,
      sessions: workingMemory.weeks.flat().length,
      available: false,
    });
    const refused = await call(free, 'POST', '/api/programmes/enrolments', { programmeId: 'working-memory-4w' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PROGRAMME_PREMIUM_REQUIRED');
    expect(await enrolments(free.id)).toEqual([]);
    const basicRefused = await call(basic, 'POST', '/api/programmes/enrolments', { programmeId: 'attention-speed-3w' });
    expect(basicRefused.statusCode).toBe(403);
  });

  it('rejects an unknown programme with a translated message and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/programmes/enrolments',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie: premium.cookie, 'accept-language': 'fr' },
      payload: { programmeId: 'iq-booster' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Ce programme n’existe pas.');
    expect(await enrolments(premium.id)).toEqual([]);
  });

  it('enrols a premium learner once, even with two requests at the same time', async () => {
    await play(premium, 'digit-span-forward'); // before enrolment: must not count
    const [a, b] = await Promise.all([
      call(premium, 'POST', '/api/programmes/enrolments', { programmeId: 'working-memory-4w', utcOffset: 0 }),
      call(premium, 'POST', '/api/programmes/enrolments', { programmeId: 'working-memory-4w', utcOffset: 0 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await call(premium, 'POST', '/api/programmes/enrolments', { programmeId: 'attention-speed-3w' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PROGRAMME_ALREADY_ENROLLED');
    expect(await enrolments(premium.id)).toHaveLength(1);
  });

  it('marks a session done from attempts saved after it came due, not before', async () => {
    let active = (await overview(premium)).active;
    expect(active).toMatchObject({
      programmeId: 'working-memory-4w',
      status: 'active',
      week: 1,
      weeks: 4,
      sessionsDone: 0,
      sessionsTotal: 12,
    });
    expect(active.thisWeek.map((s: { state: string }) => s.state)).toEqual(['due', 'upcoming', 'upcoming']);
    expect(active.thisWeek[0].items).toEqual([
      { taskId: 'digit-span-forward', level: expect.any(Number), done: false },
      { taskId: 'corsi', level: 3, done: false },
    ]);

    await play(premium, 'corsi');
    active = (await overview(premium)).active;
    expect(active.thisWeek[0].items.map((i: { done: boolean }) => i.done)).toEqual([false, true]);
    expect(active.sessionsDone).toBe(0);

    await play(premium, 'digit-span-forward');
    active = (await overview(premium)).active;
    expect(active.thisWeek[0].state).toBe('done');
    expect(active.thisWeek[0].doneAt).not.toBeNull();
    expect(active.sessionsDone).toBe(1);
    // Nothing the browser sends can mark a session: there is no such endpoint.
    expect((await call(premium, 'POST', `/api/programmes/enrolments/${active.enrolmentId}/sessions/1/done`, {})).statusCode).toBe(404);
  });

  it('pauses (sessions not due are held back), resumes and leaves; only the owner can', async () => {
    const { enrolmentId } = (await overview(premium)).active;
    expect((await call(other, 'POST', `/api/programmes/enrolments/${enrolmentId}/pause`)).statusCode).toBe(404);
    expect((await call(premium, 'POST', `/api/programmes/enrolments/${enrolmentId}/pause`)).statusCode).toBe(204);
    const paused = (await overview(premium)).active;
    expect(paused.status).toBe('paused');
    expect(paused.thisWeek[1].dueAt).toBeNull();
    expect((await call(premium, 'POST', `/api/programmes/enrolments/${enrolmentId}/pause`)).json().error.code).toBe('PROGRAMME_NOT_ACTIVE');
    expect((await call(premium, 'POST', `/api/programmes/enrolments/${enrolmentId}/resume`)).statusCode).toBe(204);
    const resumed = (await overview(premium)).active;
    expect(resumed.status).toBe('active');
    expect(resumed.sessionsDone).toBe(1);
    expect(resumed.thisWeek[1].dueAt).not.toBeNull();
    expect((await call(premium, 'POST', `/api/programmes/enrolments/${enrolmentId}/leave`)).statusCode).toBe(204);
    expect((await overview(premium)).active).toBeNull();
    expect((await enrolments(premium.id))[0]).toMatchObject({ status: 'left' });
    expect((await call(premium, 'POST', '/api/programmes/enrolments', { programmeId: 'attention-speed-3w' })).statusCode).toBe(201);
  });

  it('stops serving a programme when the plan no longer includes personalization', async () => {
    await t.db.updateTable('subscriptions').set({ status: 'canceled' }).where('user_id', '=', premium.id).execute();
    const body = await overview(premium);
    expect(body.personalization).toBe(false);
    expect(body.active).toBeNull();
    const open = (await enrolments(premium.id)).find((e) => e.status === 'active')!;
    expect((await call(premium, 'POST', `/api/programmes/enrolments/${open.id}/pause`)).statusCode).toBe(204);
    expect((await call(premium, 'POST', `/api/programmes/enrolments/${open.id}/resume`)).json().error.code).toBe(
      'PROGRAMME_PREMIUM_REQUIRED',
    );
    await t.db.updateTable('subscriptions').set({ status: 'active' }).where('user_id', '=', premium.id).execute();
  });

  it('runs the baseline assessment on any plan and gives a domain profile once each domain is played', async () => {
    expect((await call(basic, 'POST', '/api/programmes/enrolments', { programmeId: 'baseline-assessment' })).statusCode).toBe(201);
    let baseline = (await overview(basic)).baseline;
    expect(baseline.inProgress.items.map((i: { domain: string }) => i.domain)).toEqual([
      'memory',
      'attention',
      'speed',
      'flexibility',
      'reasoning',
    ]);
    expect(baseline.profile).toBeNull();
    for (const task of ['corsi', 'flanker', 'choice-rt', 'stroop'] as const) await play(basic, task);
    baseline = (await overview(basic)).baseline;
    expect(baseline.inProgress.items.map((i: { done: boolean }) => i.done)).toEqual([true, true, true, true, false]);
    expect(baseline.inProgress.items[0].taskId).toBe('corsi');
    await play(basic, 'mental-rotation');
    baseline = (await overview(basic)).baseline;
    expect(baseline.inProgress).toBeNull();
    expect(baseline.profile.entries).toHaveLength(5);
    for (const entry of baseline.profile.entries) expect(entry.performanceIndex).toEqual(expect.any(Number));
    expect((await enrolments(basic.id))[0]).toMatchObject({ status: 'completed' });
  });

  it('offers a free learner baseline tasks they may play today', async () => {
    expect((await call(free, 'POST', '/api/programmes/enrolments', { programmeId: 'baseline-assessment' })).statusCode).toBe(201);
    const items: { domain: string; taskId: TaskId }[] = (await overview(free)).baseline.inProgress.items;
    const today = freeTasksOn(new Date());
    for (const item of items) {
      const domainFree = taskIds.some((task) => taskCatalogue[task].domain === item.domain && today.includes(task));
      if (domainFree) expect(today).toContain(item.taskId);
    }
  });

  it('exports enrolments with the attempts that completed sessions, and deletes them with the account', async () => {
    expect((await call(free, 'GET', '/api/programmes/export')).statusCode).toBe(403);
    const res = await call(basic, 'GET', '/api/programmes/export');
    expect(res.statusCode).toBe(403);
    const exported = await call(other, 'GET', '/api/programmes/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json()).toEqual({ enrolments: [] });
    const mine = (await call(premium, 'GET', '/api/programmes/export')).json();
    const left = mine.enrolments.find((e: { status: string }) => e.status === 'left');
    expect(left).toMatchObject({ programmeId: 'working-memory-4w', kind: 'training' });
    expect(left.pauses).toHaveLength(1);
    expect(left.sessions[0].attempts.every((id: string | null) => typeof id === 'string')).toBe(true);

    const gone = await call(premium, 'POST', '/api/account/delete', { currentPassword: password, confirmation: 'DELETE' });
    expect(gone.statusCode).toBeLessThan(300);
    expect(await enrolments(premium.id)).toEqual([]);
    expect(await t.db.selectFrom('programme_pauses').selectAll().execute()).toEqual([]);
  });
});
