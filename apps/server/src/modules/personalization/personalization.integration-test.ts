import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { taskCatalogue, taskIds, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const password = 'Insight-harbour-5183!';
const dayMs = 86_400_000;

describe.each(dbKinds)('personalization API on %s', (kind) => {
  let t: TestApp;
  type User = { id: string; cookie: string };
  const users: Record<string, User> = {};

  const call = (user: User | null, url = '/api/personalization') =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, ...(user ? { cookie: user.cookie } : {}) },
    });
  const ask = async (user: User, question: string, gradeBand: 'elementary' | 'middle' | 'high') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tutor/questions',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie: user.cookie },
      payload: { question, gradeBand },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().conversationId as string;
  };
  /** Moves a conversation's messages back in time, as if asked `days` ago. */
  const age = (conversationId: string, days: number) =>
    t.db
      .updateTable('tutor_messages')
      .set({ created_at: new Date(Date.now() - days * dayMs) })
      .where('conversation_id', '=', conversationId)
      .execute();
  const results = (user: User, taskId: TaskId, ...indexes: number[]) =>
    t.db
      .insertInto('training_attempts')
      .values(
        indexes.map((performance_index, k) => {
          const finished = new Date(Date.now() - (indexes.length - k) * dayMs);
          return {
            user_id: user.id,
            task_id: taskId,
            level: null,
            client_submission_id: randomUUID(),
            started_at: new Date(finished.getTime() - 60_000),
            finished_at: finished,
            trial_count: 20,
            accuracy: 0.9,
            primary_measure: 'score',
            higher_is_better: true,
            measures: JSON.stringify({}),
            performance_index,
          };
        }),
      )
      .execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [name, plan] of [
      ['learner', 'premium'],
      ['other', 'premium'],
      ['newcomer', 'ultimate'],
      ['free', null],
      ['basic', 'basic'],
    ] as const) {
      const email = `${name}@personalization.example`;
      const { id } = await t.app.accounts.createAccount({ email, name, password, accessType: 'student' });
      if (plan)
        await t.db
          .insertInto('subscriptions')
          .values({ user_id: id, status: 'active', plan_type: plan, current_period_end: new Date(Date.now() + 30 * dayMs) })
          .execute();
      users[name] = { id, cookie: await signInCookie(t.app, email, password) };
    }
    const { learner, other } = users as Record<string, User>;
    // The learner: fractions asked about three times this week (weak), linear equations four
    // times three months ago (a strength by now), one quadratic (too little to judge).
    for (const q of ['1/2 + 1/3', '3/4 - 1/6', '2/5 + 1/10']) await ask(learner!, q, 'elementary');
    for (const q of ['2x + 5 = 11', '3x - 4 = 11', '5x + 1 = 16', 'x + 7 = 10']) await age(await ask(learner!, q, 'elementary'), 90);
    await age(await ask(learner!, 'x^2 - 5x + 6 = 0', 'elementary'), 200);
    // Memory slipping against the learner's own earlier runs, speed improving, attention steady.
    await results(learner!, 'corsi', 80, 80, 80, 60, 60);
    await results(learner!, 'simple-rt', 40, 40, 40, 60, 60);
    await results(learner!, 'flanker', 50, 52, 51, 50);
    // Someone else with lots of percentage questions and a collapsing reasoning score: never the learner's.
    for (const q of ['15% of 80', '20% of 50', '10% of 90', '25% of 40']) await ask(other!, q, 'high');
    await results(other!, 'mental-rotation', 90, 90, 90, 10, 10, 10);
  }, 240_000);
  afterAll(() => t?.close());

  it('is for signed-in learners whose plan includes personalization', async () => {
    expect((await call(null)).statusCode).toBe(401);
    for (const name of ['free', 'basic']) {
      const res = await call(users[name]!);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FEATURE_REQUIRED');
    }
    expect((await call(users.newcomer!)).statusCode).toBe(200);
  });

  it('finds the weak topic and the strength from the learner’s own questions, and does not judge thin evidence', async () => {
    const res = await call(users.learner!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.evidence).toEqual({ tutorQuestions: 8, mathQuestions: 8, trainingResults: 14 });
    expect(body.weak.topics).toEqual(['fraction']);
    expect(body.strengths.topics).toEqual(['linear']);
    const byTopic = Object.fromEntries(body.topics.map((x: { topic: string }) => [x.topic, x]));
    expect(byTopic.fraction).toMatchObject({ questions: 3, recentQuestions: 3, strength: 25 });
    // Four questions 90 days ago: 4 × 0.125 = 0.5 → 100 / 1.5 = 67.
    expect(byTopic.linear).toMatchObject({ questions: 4, recentQuestions: 0, strength: 67 });
    expect(byTopic.quadratic).toMatchObject({ questions: 1, strength: null });
    expect(body.topics.map((x: { topic: string }) => x.topic)).not.toContain('percentage');
    expect(body.gradeBand).toBe('elementary');
  });

  it('recommends three fraction problems the tutor answers as fractions, and tasks for the slipping domain', async () => {
    const body = (await call(users.learner!)).json();
    expect(body.practice.topics).toHaveLength(1);
    const [fractions] = body.practice.topics;
    expect(fractions.topic).toBe('fraction');
    expect(fractions.problems).toHaveLength(3);
    for (const { question } of fractions.problems) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tutor/questions',
        remoteAddress: freshIp(),
        headers: { origin: testOrigin, cookie: users.newcomer!.cookie },
        payload: { question, gradeBand: 'elementary' },
      });
      expect(res.json().reply.answer).toMatchObject({ kind: 'math', topic: 'fraction' });
    }
    expect(body.weak.domains).toEqual(['memory']);
    expect(body.strengths.domains).toEqual(['speed']);
    // The slipping task first, then the domain's other tasks in catalogue order.
    const otherMemoryTasks = taskIds.filter((id) => taskCatalogue[id].domain === 'memory' && id !== 'corsi');
    expect(body.practice.domains).toEqual([{ domain: 'memory', taskIds: ['corsi', ...otherMemoryTasks] }]);
    const memory = body.domains.find((d: { domain: string }) => d.domain === 'memory');
    expect(memory).toMatchObject({ attempts: 5, recentMean: 60, earlierMean: 80, change: -20 });
    expect(body.domains.find((d: { domain: string }) => d.domain === 'reasoning')).toMatchObject({ attempts: 0, change: null });
  });

  it('judges each learner from their own history only', async () => {
    const body = (await call(users.other!)).json();
    expect(body.evidence).toEqual({ tutorQuestions: 4, mathQuestions: 4, trainingResults: 6 });
    expect(body.weak).toEqual({ topics: ['percentage'], domains: ['reasoning'] });
    expect(body.topics.map((x: { topic: string }) => x.topic)).toEqual(['percentage']);
    expect(body.gradeBand).toBe('high');
  });

  it('gives a new learner nothing judged and no practice (never a guess)', async () => {
    const { id } = await t.app.accounts.createAccount({
      email: 'blank@personalization.example',
      name: 'blank',
      password,
      accessType: 'student',
    });
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: id, status: 'active', plan_type: 'premium', current_period_end: new Date(Date.now() + 30 * dayMs) })
      .execute();
    const body = (await call({ id, cookie: await signInCookie(t.app, 'blank@personalization.example', password) })).json();
    expect(body).toMatchObject({
      evidence: { tutorQuestions: 0, mathQuestions: 0, trainingResults: 0 },
      gradeBand: null,
      topics: [],
      strengths: { topics: [], domains: [] },
      weak: { topics: [], domains: [] },
      practice: { topics: [], domains: [] },
    });
    expect(body.domains.every((d: { change: number | null }) => d.change === null)).toBe(true);
  });
});
