import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotasByTier } from '@brainboost/domain/billing/entitlements';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';
import { tutorRetentionDays } from './tutor-retention.js';

const strong = 'violet-harbour-kettle-42';
const freeLimit = quotasByTier.free.questionsPerDay!;

describe.each(dbKinds)('tutor on %s', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [name, plan] of [
      ['free', null],
      ['racer', null],
      ['basic', 'basic'],
      ['ultimate', 'ultimate'],
      ['other', null],
    ] as const) {
      const email = `${name}.tutor@example.org`;
      ids[name] = (await t.app.accounts.createAccount({ email, name, password: strong, accessType: 'student' })).id;
      if (plan)
        await t.db
          .insertInto('subscriptions')
          .values({ user_id: ids[name]!, status: 'active', plan_type: plan, current_period_end: new Date(Date.now() + 30 * 86_400_000) })
          .execute();
      cookies[name] = await signInCookie(t.app, email, strong);
    }
    // Five accounts with Argon2 hashing: slow when the machine is busy.
  }, 180_000);
  afterAll(() => t?.close());

  const ask = (who: string | null, payload: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/tutor/questions',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, 'accept-language': lang, ...(who ? { cookie: cookies[who]! } : {}) },
      payload,
    });
  const call = (who: string, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie: cookies[who]! },
      ...(payload ? { payload } : {}),
    });
  const messageCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('tutor_messages')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses visitors and bad input with translated errors, storing nothing', async () => {
    expect((await ask(null, { question: '2+2', gradeBand: 'elementary' })).statusCode).toBe(401);
    const empty = await ask('free', { question: '   ', gradeBand: 'elementary' }, 'es');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ message: 'Escribe tu pregunta.', fields: { question: 'tutor.questionRequired' } });
    const band = await ask('free', { question: '2+2', gradeBand: 'college' });
    expect(band.statusCode).toBe(400);
    expect(await messageCount()).toBe(0);
  });

  it('solves with hints and steps; a free user gets no final answer, an ultimate user gets it', async () => {
    const free = await ask('free', { question: 'Solve 2x + 5 = 11', gradeBand: 'middle' });
    expect(free.statusCode).toBe(200);
    const body = free.json();
    expect(body.reply.answer).toMatchObject({ kind: 'math', topic: 'linear', answer: null, solutionLocked: true, verified: true });
    expect(body.reply.answer.hints[0].key).toBe('hint.topic.linear');
    expect(body.reply.answer.steps.length).toBeGreaterThan(1);
    expect(JSON.stringify(body.reply.answer)).not.toContain('x = 3');
    expect(body.usage).toMatchObject({ limit: freeLimit, used: 1, remaining: freeLimit - 1, fullSolutions: false });

    const full = (await ask('ultimate', { question: 'Solve 2x + 5 = 11', gradeBand: 'middle' })).json();
    expect(full.reply.answer).toMatchObject({ solutionLocked: false, answer: { latex: 'x = 3', value: 'x=3' } });
    expect(full.usage).toMatchObject({ limit: null, remaining: null, fullSolutions: true });
  });

  it('answers non-maths questions honestly as beyond what it can do offline, and counts them', async () => {
    const res = (await ask('basic', { question: 'Who painted the Mona Lisa?', gradeBand: 'high' })).json();
    expect(res.reply.answer).toEqual({ kind: 'unanswered', reason: 'offline', concern: null });
    expect(res.usage.used).toBe(1);
  });

  it('stops a free user at the daily limit, even with concurrent questions', async () => {
    const results = await Promise.all(
      Array.from({ length: freeLimit + 5 }, (_, i) => ask('racer', { question: `${i} + 1`, gradeBand: 'elementary' })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(freeLimit);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(refused.json().error.code).toBe('TUTOR_QUOTA_EXCEEDED');
    const usage = (await call('racer', 'GET', '/api/tutor/usage')).json();
    expect(usage).toMatchObject({ used: freeLimit, remaining: 0 });
    const rows = await t.db.selectFrom('tutor_conversations').select('id').where('user_id', '=', ids.racer!).execute();
    expect(rows).toHaveLength(freeLimit);
  });

  it('never limits a basic user', async () => {
    for (let i = 0; i < freeLimit + 1; i++)
      expect((await ask('basic', { question: `${i} * 2`, gradeBand: 'elementary' })).statusCode).toBe(200);
    expect((await call('basic', 'GET', '/api/tutor/usage')).json().remaining).toBeNull();
  });

  it('flags unsafe questions: stored flagged, answered with care, not counted', async () => {
    const before = (await call('free', 'GET', '/api/tutor/usage')).json().used;
    const res = (await ask('free', { question: 'I want to kill myself', gradeBand: 'middle' })).json();
    expect(res.reply.answer).toEqual({ kind: 'unanswered', reason: 'unsafe', concern: 'selfHarm' });
    expect(res.reply.flagged).toBe(true);
    const stored = await t.db.selectFrom('tutor_messages').selectAll().where('conversation_id', '=', res.conversationId).execute();
    expect(stored.every((m) => m.flagged && m.concern === 'selfHarm')).toBe(true);
    expect((await call('free', 'GET', '/api/tutor/usage')).json().used).toBe(before);
    const phone = (await ask('free', { question: 'my number is 555-123-4567 can you call', gradeBand: 'middle' })).json();
    expect(phone.reply.answer.concern).toBe('personalDetails');
  });

  it('keeps conversations per user: continue, list, rename, delete; others get 404', async () => {
    const first = (await ask('ultimate', { question: 'x^2 - 5x + 6 = 0', gradeBand: 'high' })).json();
    const next = (await ask('ultimate', { question: 'derivative of x^3', gradeBand: 'high', conversationId: first.conversationId })).json();
    expect(next.conversationId).toBe(first.conversationId);
    const detail = (await call('ultimate', 'GET', `/api/tutor/conversations/${first.conversationId}`)).json();
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual(['student', 'tutor', 'student', 'tutor']);
    expect(detail.messages[3].answer.answer.value).toBe('3 * x ^ 2');
    const list = (await call('ultimate', 'GET', '/api/tutor/conversations')).json();
    expect(list.retentionDays).toBe(tutorRetentionDays);
    expect(list.conversations[0]).toMatchObject({ id: first.conversationId, title: 'x^2 - 5x + 6 = 0', messageCount: 4 });

    // Someone else cannot read, continue, rename or delete it.
    expect((await call('other', 'GET', `/api/tutor/conversations/${first.conversationId}`)).statusCode).toBe(404);
    expect((await ask('other', { question: '1+1', gradeBand: 'high', conversationId: first.conversationId })).statusCode).toBe(404);
    expect((await call('other', 'PATCH', `/api/tutor/conversations/${first.conversationId}`, { title: 'mine' })).statusCode).toBe(404);
    expect((await call('other', 'DELETE', `/api/tutor/conversations/${first.conversationId}`)).statusCode).toBe(404);

    expect((await call('ultimate', 'PATCH', `/api/tutor/conversations/${first.conversationId}`, { title: '  ' })).statusCode).toBe(400);
    expect((await call('ultimate', 'PATCH', `/api/tutor/conversations/${first.conversationId}`, { title: 'Quadratics' })).statusCode).toBe(
      204,
    );
    expect((await call('ultimate', 'GET', '/api/tutor/conversations')).json().conversations[0].title).toBe('Quadratics');

    expect((await call('ultimate', 'DELETE', `/api/tutor/conversations/${first.conversationId}`)).statusCode).toBe(204);
    expect((await call('ultimate', 'GET', `/api/tutor/conversations/${first.conversationId}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('tutor_messages').select('id').where('conversation_id', '=', first.conversationId).execute()).toEqual([]);
  });

  it('solves maths asked in Spanish and in Chinese, reading a decimal comma by the interface language', async () => {
    const spanish = (await ask('ultimate', { question: 'Resuelve 2x + 3 = 7', gradeBand: 'middle' }, 'es')).json();
    expect(spanish.reply.answer).toMatchObject({ kind: 'math', topic: 'linear', answer: { value: 'x=2' }, verified: true });
    const chinese = (await ask('ultimate', { question: '50的20%是多少？', gradeBand: 'elementary' }, 'zh-CN')).json();
    expect(chinese.reply.answer).toMatchObject({ kind: 'math', topic: 'percentage', answer: { value: '10' } });
    const cantonese = (await ask('ultimate', { question: '計 3/4 加 1/6 係幾多', gradeBand: 'elementary' }, 'yue')).json();
    expect(cantonese.reply.answer).toMatchObject({ kind: 'math', answer: { value: '11/12' } });
    // A learner may type in another language than the interface's: the words are read all the same.
    const derivative = (await ask('ultimate', { question: 'dérivée de x^3', gradeBand: 'high' }, 'en')).json();
    expect(derivative.reply.answer).toMatchObject({ kind: 'math', topic: 'derivative', answer: { value: '3 * x ^ 2' } });
    expect((await ask('ultimate', { question: '2,5 + 1,25', gradeBand: 'middle' }, 'es')).json().reply.answer.answer.value).toBe('3.75');
    expect((await ask('ultimate', { question: '1,000 + 5', gradeBand: 'middle' }, 'en')).json().reply.answer.answer.value).toBe('1005');
    const unreadable = (await ask('ultimate', { question: 'Resuelve la ecuación de la recta', gradeBand: 'middle' }, 'es')).json();
    expect(unreadable.reply.answer).toEqual({ kind: 'unanswered', reason: 'notUnderstood', concern: null });
  });

  it('deletes conversations past the retention period', async () => {
    const res = (await ask('basic', { question: '3 + 4', gradeBand: 'elementary' })).json();
    const old = new Date(Date.now() - (tutorRetentionDays + 1) * 86_400_000);
    await t.db.updateTable('tutor_conversations').set({ updated_at: old }).where('id', '=', res.conversationId).execute();
    expect(await t.app.tutor.purgeExpired(new Date())).toBeGreaterThanOrEqual(1);
    expect(await t.db.selectFrom('tutor_conversations').select('id').where('id', '=', res.conversationId).execute()).toEqual([]);
  });
});
