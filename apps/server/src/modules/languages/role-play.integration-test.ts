import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../providers/payments/clock.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server.js';
import { createTestApp, dbKinds, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';
import { validCourse, writeCourses } from './course-content.test-helpers.js';

const strong = 'violet-harbour-kettle-42';
// A Mandarin course whose dialogue opens with 你好, with the reading the generator writes for it.
const mandarin = validCourse('zh');
mandarin.units[0]!.conversation.nodes[0]!.say = '你好';
const contentDir = writeCourses({
  es: validCourse('es'),
  zh: { ...mandarin, extra: { 'readings.json': { 你好: { pinyin: 'nǐ hǎo', traditional: '你好' } } } },
});
const lessonId = 'es-beginner-1-conversation';
const gating = ['introduction', 'phrases', 'grammar', 'quiz', 'listening', 'speaking', 'writing'];

/** The model's answer for a turn, as the prompt asks for it, split in two chunks like a stream. */
const turn = (reply: string, correction = '', goalReached = false) => {
  const json = JSON.stringify({ reply, translation: `(${reply})`, correction, goalReached });
  return { chunks: [json.slice(0, 10), json.slice(10)] };
};

describe.each(dbKinds)('language role-play with a model server on %s', (kind) => {
  let t: TestApp;
  let fake: FakeOpenAi;
  const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
  let learner = 0;
  let cookie = '';

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(
      kind,
      { LLM_BASE_URL: fake.url, LLM_MODEL: 'tiny', LLM_TIMEOUT_MS: '1000' },
      { clock, languageContentDir: contentDir },
    );
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A premium learner of their own, with the unit's other lessons done so its conversation is open. */
  beforeEach(async () => {
    const email = `roleplay.${++learner}@example.org`;
    const user = await t.app.accounts.createAccount({ email, name: 'Role Player', password: strong, accessType: 'student' });
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: user.id, status: 'active', plan_type: 'premium', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
      .execute();
    const now = clock.now();
    for (const courseId of ['es', 'zh'])
      for (const type of gating)
        await t.db
          .insertInto('language_attempts')
          .values({
            user_id: user.id,
            course_id: courseId,
            lesson_id: `${courseId}-beginner-1-${type}`,
            client_key: randomUUID(),
            started_at: now,
            completed_at: now,
          })
          .execute();
    cookie = await signInCookie(t.app, email, strong);
    fake.requests.length = 0;
  });

  const post = (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, origin: testOrigin, 'accept-language': 'en' }, payload });
  const start = async () => {
    const res = await post(`/api/languages/lessons/${lessonId}/attempts`, { clientKey: randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const say = (attemptId: string, exerciseId: string, answer: string, clientKey: string = randomUUID()) =>
    post(`/api/languages/attempts/${attemptId}/answers`, { clientKey, exerciseId, answer });
  const attemptOf = async (attemptId: string) =>
    (await t.app.inject({ url: `/api/languages/attempts/${attemptId}`, headers: { cookie } })).json();

  it('plays a whole role-play: the scenario in the prompt, the reply in character with its correction, completion once the goal is reached', async () => {
    const attempt = await start();
    expect(attempt).toMatchObject({
      mode: 'model',
      material: { mode: 'model' },
      rolePlay: { opening: { say: '¡Hola!', translation: 'Hi!' }, turns: [], maxTurns: 8 },
      remaining: ['chat-1'],
    });
    expect(attempt.exercises[0]).toMatchObject({
      id: 'chat-1',
      kind: 'reply',
      partner: { name: 'Lucía', say: '¡Hola!', translation: 'Hi!' },
    });

    fake.reply(turn('¡Hola! ¿Cómo te llamas?', 'Start with a greeting: "¡Hola!"'));
    const first = await say(attempt.attemptId, 'chat-1', 'Buenos dia');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      verdict: 'correct',
      correction: 'Start with a greeting: "¡Hola!"',
      remaining: ['chat-2'],
      next: { id: 'chat-2', partner: { say: '¡Hola! ¿Cómo te llamas?', translation: '(¡Hola! ¿Cómo te llamas?)' } },
      turn: { learner: 'Buenos dia' },
    });
    const sent = fake.requests[0]!.body.messages;
    expect(sent[0]).toMatchObject({ role: 'system' });
    expect(sent[0]!.content).toContain('Meeting a classmate');
    expect(sent[0]!.content).toContain('Greet and say your name.');
    expect(sent[0]!.content).toContain('beginner');
    expect(sent.slice(1)).toEqual([
      { role: 'assistant', content: '¡Hola!' },
      { role: 'user', content: 'Buenos dia' },
    ]);

    fake.reply(turn('¡Encantada, Ana!', '', true));
    const last = await say(attempt.attemptId, 'chat-2', 'Me llamo Ana');
    expect(last.json()).toMatchObject({ remaining: [], correction: '' });
    expect(last.json().next).toBeUndefined();
    expect(fake.requests[1]!.body.messages.slice(1).map((m) => m.content)).toEqual([
      '¡Hola!',
      'Buenos dia',
      '¡Hola! ¿Cómo te llamas?',
      'Me llamo Ana',
    ]);
    expect((await attemptOf(attempt.attemptId)).rolePlay.turns).toHaveLength(2);
    const done = await post(`/api/languages/attempts/${attempt.attemptId}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    const progress = await t.app.inject({ url: '/api/languages/progress?utcOffset=0', headers: { cookie } });
    expect(progress.json().lessonsCompleted).toBe(2 * gating.length + 1);
    const exported = (await t.app.inject({ url: '/api/languages/export', headers: { cookie } })).json();
    expect(exported.languages.rolePlayTurns.map((r: { learner: string; correction: string }) => [r.learner, r.correction])).toEqual([
      ['Buenos dia', 'Start with a greeting: "¡Hola!"'],
      ['Me llamo Ana', ''],
    ]);
  });

  it('sends the readings of the opening line with every turn of a Mandarin role-play, so a resumed chat shows them', async () => {
    const res = await post('/api/languages/lessons/zh-beginner-1-conversation/attempts', { clientKey: randomUUID() });
    const attempt = res.json();
    expect(attempt.exercises[0].readings).toEqual({ 你好: { pinyin: 'nǐ hǎo', traditional: '你好' } });
    fake.reply(turn('你叫什么名字？'));
    await say(attempt.attemptId, 'chat-1', '你好');
    const resumed = await attemptOf(attempt.attemptId);
    expect(resumed.rolePlay.opening.say).toBe('你好');
    expect(resumed.exercises[0]).toMatchObject({ id: 'chat-2', partner: { say: '你叫什么名字？' } });
    expect(resumed.exercises[0].readings).toEqual({ 你好: { pinyin: 'nǐ hǎo', traditional: '你好' } });
  });

  it('answers a replayed turn from storage without asking the model again', async () => {
    const attempt = await start();
    const key = randomUUID();
    fake.reply(turn('¿Cómo te llamas?'));
    const first = (await say(attempt.attemptId, 'chat-1', '¡Hola!', key)).json();
    fake.reply(turn('Something else entirely'));
    const again = await say(attempt.attemptId, 'chat-1', '¡Hola otra vez!', key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(fake.requests).toHaveLength(1);
    expect((await attemptOf(attempt.attemptId)).rolePlay.turns).toHaveLength(1);
  });

  it('retries a malformed answer once, then falls back to the scripted dialogue storing nothing', async () => {
    const attempt = await start();
    fake.reply({ chunks: ['Sure! Here is my answer: ¡Hola!'] });
    const res = await say(attempt.attemptId, 'chat-1', '¡Hola!');
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('LANGUAGE_PARTNER_UNAVAILABLE');
    expect(fake.requests).toHaveLength(2);
    const now = await attemptOf(attempt.attemptId);
    expect(now).toMatchObject({ mode: 'scripted', material: { mode: 'scripted' }, remaining: ['turn-n1'] });
    expect(now.rolePlay).toBeUndefined();
    // The scripted dialogue runs as without a model: the kept text is checked against its answers.
    const scripted = await say(attempt.attemptId, 'turn-n1', 'Me llamo Ana');
    expect(scripted.json()).toMatchObject({ verdict: 'correct', next: { id: 'turn-n2' } });
    expect(fake.requests).toHaveLength(2);
  });

  it('accepts a malformed answer followed by a good one (one retry)', async () => {
    const attempt = await start();
    let calls = 0;
    fake.reply({ chunks: ['not json'] });
    const original = fake.requests.push.bind(fake.requests);
    fake.requests.push = (...items) => {
      // The first request has read its (malformed) reply once this runs: the retry gets a good one.
      if (++calls === 1) setTimeout(() => fake.reply(turn('¿Cómo te llamas?')), 0);
      return original(...items);
    };
    const res = await say(attempt.attemptId, 'chat-1', '¡Hola!');
    fake.requests.push = original;
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it('on a timeout: the translated message, nothing stored, and the attempt goes on scripted', async () => {
    const attempt = await start();
    fake.reply({ hang: true });
    const res = await post(`/api/languages/attempts/${attempt.attemptId}/answers`, {
      clientKey: randomUUID(),
      exerciseId: 'chat-1',
      answer: '¡Hola!',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toContain('Your reply is still here');
    expect(await t.db.selectFrom('language_role_play_turns').selectAll().where('attempt_id', '=', attempt.attemptId).execute()).toEqual([]);
    expect((await attemptOf(attempt.attemptId)).mode).toBe('scripted');
    // A new start of the same lesson continues the scripted attempt; it does not switch back.
    expect((await start()).mode).toBe('scripted');
  });

  it('refuses a flagged reply, keeps the turn open, and records the exchange where the tutor keeps its flags', async () => {
    const attempt = await start();
    fake.reply(turn('Dime tu dirección: my address is 12 Elm Street'));
    const res = await say(attempt.attemptId, 'chat-1', '¡Hola!');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ refused: 'personalDetails', remaining: ['chat-1'] });
    expect(res.json().next).toBeUndefined();
    expect((await attemptOf(attempt.attemptId)).rolePlay.turns).toEqual([]);

    // An unsafe line from the learner is refused before the model sees it.
    const asked = fake.requests.length;
    const own = await say(attempt.attemptId, 'chat-1', 'Mi número: 555-123-4567');
    expect(own.json()).toMatchObject({ refused: 'personalDetails' });
    expect(fake.requests).toHaveLength(asked);

    const conversations = (await t.app.inject({ url: '/api/tutor/conversations', headers: { cookie } })).json().conversations;
    expect(conversations).toHaveLength(2);
    expect(
      conversations.every((c: { flaggedCount: number; title: string }) => c.flaggedCount === 1 && c.title.includes('Meeting a classmate')),
    ).toBe(true);
  });
});

describe('language role-play without a model configured (pglite)', () => {
  it('runs the scripted dialogue', async () => {
    const t = await createTestApp('pglite', {}, { languageContentDir: contentDir });
    try {
      const email = 'roleplay.offline@example.org';
      const user = await t.app.accounts.createAccount({ email, name: 'Offline', password: strong, accessType: 'student' });
      await t.db
        .insertInto('subscriptions')
        .values({ user_id: user.id, status: 'active', plan_type: 'premium', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
        .execute();
      const now = new Date();
      for (const type of gating)
        await t.db
          .insertInto('language_attempts')
          .values({
            user_id: user.id,
            course_id: 'es',
            lesson_id: `es-beginner-1-${type}`,
            client_key: randomUUID(),
            started_at: now,
            completed_at: now,
          })
          .execute();
      const cookie = await signInCookie(t.app, email, strong);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/languages/lessons/${lessonId}/attempts`,
        headers: { cookie, origin: testOrigin },
        payload: { clientKey: randomUUID() },
      });
      expect(res.json()).toMatchObject({ mode: 'scripted', remaining: ['turn-n1'] });
      expect(res.json().rolePlay).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
