import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server.js';
import { createTestApp, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';
import type { TutorStreamEvent } from './tutor-stream.routes.js';

const strong = 'violet-harbour-kettle-42';
const lines = (payload: string) =>
  payload
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as TutorStreamEvent);

describe('streamed tutor answers from a model server (pglite)', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp('pglite', { LLM_BASE_URL: fake.url, LLM_MODEL: 'tiny', LLM_TIMEOUT_MS: '1000' });
    for (const [name, plan] of [
      ['free', null],
      ['ultimate', 'ultimate'],
    ] as const) {
      const email = `${name}.stream@example.org`;
      const { id } = await t.app.accounts.createAccount({ email, name, password: strong, accessType: 'student' });
      if (plan)
        await t.db
          .insertInto('subscriptions')
          .values({ user_id: id, status: 'active', plan_type: plan, current_period_end: new Date(Date.now() + 30 * 86_400_000) })
          .execute();
      cookies[name] = await signInCookie(t.app, email, strong);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  const ask = (who: string, question: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/tutor/questions/stream',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie: cookies[who]!, 'accept-language': lang },
      payload: { question, gradeBand: 'middle' },
    });
  const used = async (who: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/tutor/usage', headers: { cookie: cookies[who]! } })).json().used;

  it('relays the model’s words, then the stored answer', async () => {
    fake.reply({ chunks: ['Plants make food ', 'from sunlight.'] });
    const res = await ask('free', 'What is photosynthesis?');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const events = lines(res.payload);
    expect(events.slice(0, 2)).toEqual([
      { type: 'draft', text: 'Plants make food ' },
      { type: 'draft', text: 'from sunlight.' },
    ]);
    const done = events.at(-1)!;
    expect(done.type).toBe('done');
    if (done.type !== 'done') return;
    expect(done.result.reply.answer).toEqual({ kind: 'text', text: 'Plants make food from sunlight.' });
    const stored = (
      await t.app.inject({
        method: 'GET',
        url: `/api/tutor/conversations/${done.result.conversationId}`,
        headers: { cookie: cookies.free! },
      })
    ).json();
    expect(stored.messages[1].answer).toEqual({ kind: 'text', text: 'Plants make food from sunlight.' });
  });

  it('sends words as they arrive, before the model has finished', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    fake.reply({ chunks: ['First words. ', 'More words. ', 'Last words.'], delayMs: 300 });
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/tutor/questions/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testOrigin, cookie: cookies.free!, 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ question: 'Tell me about rivers', gradeBand: 'middle' }),
    });
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    const firstAt = Date.now() - started;
    expect(JSON.parse(first.split('\n')[0]!)).toEqual({ type: 'draft', text: 'First words. ' });
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    const doneAt = Date.now() - started;
    expect(lines(rest).at(-1)?.type).toBe('done');
    expect(doneAt - firstAt).toBeGreaterThanOrEqual(500);
  });

  it('on a failure midway: an error line with the spec’s message, nothing stored, the question not counted', async () => {
    const before = await used('free');
    const conversations = await t.db.selectFrom('tutor_conversations').select('id').execute();
    fake.reply({ chunks: ['Volcanoes erupt when '], thenDrop: true });
    const events = lines((await ask('free', 'Why do volcanoes erupt?', 'fr')).payload);
    expect(events[0]).toEqual({ type: 'draft', text: 'Volcanoes erupt when ' });
    expect(events.at(-1)).toEqual({
      type: 'error',
      error: { code: 'TUTOR_FAILED', message: 'Impossible de traiter ta question. Réessaie.' },
    });
    expect(await used('free')).toBe(before);
    expect(await t.db.selectFrom('tutor_conversations').select('id').execute()).toHaveLength(conversations.length);
  });

  it('times out a model that stalls midway', async () => {
    fake.reply({ chunks: ['Rivers flow '], thenHang: true });
    const started = Date.now();
    const events = lines((await ask('free', 'Tell me about rivers')).payload);
    expect(events.at(-1)).toMatchObject({ type: 'error', error: { code: 'TUTOR_FAILED' } });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses before streaming with ordinary JSON errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tutor/questions/stream',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { question: 'hi', gradeBand: 'middle' },
    });
    expect(res.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/tutor/questions/stream',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie: cookies.free! },
      payload: { question: ' ', gradeBand: 'middle' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ question: 'tutor.questionRequired' });
    fake.reply({ status: 500 });
    const failed = await ask('free', 'Why is the sky blue?');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('TUTOR_FAILED');
  });

  it('catches a wrong maths answer: the draft is replaced by the CAS’s checked solution', async () => {
    fake.reply({ chunks: ['Take 5 from both sides. ', 'ANSWER: x = 4'] });
    const events = lines((await ask('ultimate', 'Solve 2x + 5 = 11')).payload);
    expect(
      events
        .filter((e) => e.type === 'draft')
        .map((e) => (e.type === 'draft' ? e.text : ''))
        .join(''),
    ).toContain('x = 4');
    const done = events.at(-1)!;
    if (done.type !== 'done') throw new Error(`expected done, got ${done.type}`);
    expect(done.result.reply.answer).toMatchObject({ kind: 'math', answer: { value: 'x=3' }, solutionLocked: false });
    expect(done.result.reply.answer).not.toHaveProperty('explanation');
    fake.reply({ chunks: ['Take 5 from both sides, then halve. ', 'ANSWER: x = 3'] });
    const right = lines((await ask('ultimate', 'Solve 2x + 5 = 11')).payload).at(-1)!;
    expect(right.type === 'done' && right.result.reply.answer).toMatchObject({
      kind: 'math',
      explanation: 'Take 5 from both sides, then halve.',
    });
  });

  it('does not stream a maths explanation to a learner whose plan withholds the answer', async () => {
    fake.reply({ chunks: ['So x is 3. ', 'ANSWER: x = 3'] });
    const events = lines((await ask('free', 'Solve 2x + 5 = 11')).payload);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'done', result: { reply: { answer: { kind: 'math', answer: null, solutionLocked: true } } } });
    expect(JSON.stringify(events)).not.toContain('x is 3');
  });

  it('stops relaying unsafe model text and replaces the answer with the caring message', async () => {
    fake.reply({ chunks: ['Lava is hot. ', 'Call me on 555-123-4567 ', 'for more.'] });
    const events = lines((await ask('free', 'Tell me about volcanoes')).payload);
    const drafts = events.filter((e) => e.type === 'draft');
    expect(drafts).toEqual([{ type: 'draft', text: 'Lava is hot. ' }]);
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      result: { reply: { answer: { kind: 'unanswered', reason: 'unsafe', concern: 'personalDetails' } } },
    });
  });
});
