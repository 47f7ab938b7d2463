import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalEmail } from '@brainboost/domain/accounts/reserved-email';
import type { TopicContent, TopicItem } from '@brainboost/domain/curriculum/topic-content';
import type { ShownItem } from '@brainboost/domain/schemas/curriculum';
import { manualClock } from '../../providers/payments/clock.js';
import { cookieOf, createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';
import { additionTemplate, fixtureTopic, templateSource, writeCurriculum } from './curriculum-content.test-helpers.js';
import { freePracticePerDay } from './practice-limit.js';

const strong = 'violet-harbour-kettle-42';
const day = 86_400_000;

// Fixture content written by the test (never under content/): science and maths published, history not.
const cellsEn = fixtureTopic({ subject: 'science', band: 'middle', slug: 'cells', unit: 'living', order: 1 });
const cellsEs = fixtureTopic({ subject: 'science', band: 'middle', slug: 'cells', unit: 'living', order: 1 }, 'es');
const organs = fixtureTopic({ subject: 'science', band: 'middle', slug: 'organs', unit: 'living', order: 2 });
const plates = fixtureTopic({ subject: 'science', band: 'middle', slug: 'plates', unit: 'earth', order: 1 });
const adding = fixtureTopic({ subject: 'math', band: 'middle', slug: 'adding', unit: 'numbers', order: 1 });
const rome = fixtureTopic({ subject: 'history', band: 'middle', slug: 'rome', unit: 'ancient', order: 1 });
const contentDir = writeCurriculum(
  [
    { files: { en: cellsEn, es: cellsEs } },
    { files: { en: organs } },
    { files: { en: plates } },
    { files: { en: adding } },
    { files: { en: rome } },
  ],
  { science: true, math: true },
);
const templates = templateSource([additionTemplate(adding.id, 'skill-a'), additionTemplate(adding.id, 'skill-b')]);
const topics: Record<string, TopicContent> = { [cellsEn.id]: cellsEn, [organs.id]: organs, [plates.id]: plates };

/** What a learner who knows the topic answers to a shown item (a wrong one when `right` is false). */
function answerTo(topicId: string, shown: ShownItem, right = true): unknown {
  if (shown.kind === 'maths') {
    const { a, b } = shown.prompt.values as { a: number; b: number };
    return String(right ? a + b : a + b + 1);
  }
  const id = shown.prompt.split(' ').at(-1)!;
  const item = [...topics[topicId]!.practice, ...topics[topicId]!.quiz].find((i) => i.id === id) as TopicItem;
  switch (item.kind) {
    case 'choice':
      return right ? item.answer : (item.answer + 1) % item.choices.length;
    case 'multi':
      return right ? [...item.answers].reverse() : [0];
    case 'true-false':
      return right ? item.answer : !item.answer;
    case 'short':
      return right ? '  photo SYNTHESIS. ' : 'respiration';
    case 'order': {
      const pieces = (shown as { pieces: string[] }).pieces;
      // Pieces read "<lang> first", "<lang> second"…: match them whatever language they were shown in.
      const word = (text: string) => text.split(' ').at(-1);
      const order = item.sequence.map((s) => pieces.findIndex((p) => word(p) === word(s)));
      return right ? order : [...order].reverse();
    }
  }
}

describe.each(dbKinds)('curriculum on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock, curriculum: { contentDir, templates } });
    for (const [name, plan] of [
      ['free', null],
      ['premium', 'premium'],
      ['basic', 'basic'],
      ['limited', null],
      ['tester', 'premium'],
    ] as const) {
      const email = `cur.${name}@example.org`;
      const user = await t.app.accounts.createAccount({ email, name: `Cur ${name}`, password: strong, accessType: 'student' });
      ids[name] = user.id;
      if (plan)
        await t.db
          .insertInto('subscriptions')
          .values({ user_id: user.id, status: 'active', plan_type: plan, current_period_end: new Date(Date.now() + 30 * day) })
          .execute();
      cookies[name] = await signInCookie(t.app, email, strong);
    }
  });
  afterAll(() => t?.close());

  const get = (url: string, who?: string, lang = 'en') =>
    t.app.inject({ url, remoteAddress: freshIp(), headers: { 'accept-language': lang, ...(who ? { cookie: cookies[who]! } : {}) } });
  const post = (url: string, who: string, payload: object = {}, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshIp(),
      headers: { cookie: cookies[who]!, origin: testOrigin, 'accept-language': lang },
      payload,
    });
  const next = (who: string, topicId: string, body: object = {}, lang = 'en') =>
    post(`/api/curriculum/topics/${topicId}/practice`, who, body, lang);
  const answer = (who: string, servedId: string, given: unknown, lang = 'en') =>
    post(`/api/curriculum/practice/${servedId}/answer`, who, { answer: given }, lang);
  const levelOf = async (who: string, topicId: string, skill: string) =>
    (await get(`/api/curriculum/topics/${topicId}`, who)).json().skills.find((s: { id: string }) => s.id === skill).mastery;

  it('shows visitors the published subjects of a band, their units and topics, without progress', async () => {
    const list = await get('/api/curriculum/subjects?band=middle');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().subjects).toEqual([
      { id: 'math', standard: 'math standard', units: 1, topics: 1 },
      { id: 'science', standard: 'science standard', units: 2, topics: 3 },
    ]);
    const outline = (await get('/api/curriculum/subjects/science/middle')).json();
    expect(outline.units.map((u: { id: string; topics: { id: string }[] }) => [u.id, u.topics.map((x) => x.id)])).toEqual([
      ['living', [cellsEn.id, organs.id]],
      ['earth', [plates.id]],
    ]);
    expect(outline.units[0].topics[1]).toMatchObject({ access: 'premium_content' });
    expect(outline.units[0].topics[0].locked).toBeUndefined();
    expect((await get('/api/curriculum/subjects/history/middle')).statusCode).toBe(404);
    expect((await get(`/api/curriculum/topics/${rome.id}`)).statusCode).toBe(404);
    expect((await get('/api/curriculum/subjects?band=college')).statusCode).toBe(400);
  });

  it('serves a topic in the interface language when written, else English, and says which; never its answers', async () => {
    const es = (await get(`/api/curriculum/topics/${cellsEn.id}`, undefined, 'es')).json();
    expect(es).toMatchObject({ language: 'es', title: 'es cells', practiceItems: 15, quizQuestions: 5 });
    expect(es.practice).toBeUndefined();
    expect(es.quiz).toBeUndefined();
    const fallback = (await get(`/api/curriculum/topics/${organs.id}`, undefined, 'es')).json();
    expect(fallback).toMatchObject({ language: 'en', title: 'en organs' });
  });

  it('checks every kind of written item on the server, right and wrong, with the answer and why', async () => {
    const seen = { right: new Set<string>(), wrong: new Set<string>() };
    for (let i = 0; i < 100 && seen.right.size + seen.wrong.size < 10; i++) {
      const served = await next('premium', plates.id);
      expect(served.statusCode, served.body).toBe(200);
      const { servedId, item } = served.json();
      expect(JSON.stringify(item)).not.toMatch(/"answer"|"accept"|"sequence"/);
      const right = !seen.right.has(item.kind);
      const res = await answer('premium', servedId, answerTo(plates.id, item, right));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().verdict, `${item.kind} ${right}`).toBe(right ? 'right' : 'wrong');
      expect(res.json().explanation.text).toMatch(/^en because p\d+$/);
      expect(res.json().reveal.kind).toBe(item.kind);
      seen[right ? 'right' : 'wrong'].add(item.kind);
    }
    expect([...seen.right].sort()).toEqual(['choice', 'multi', 'order', 'short', 'true-false']);
    expect([...seen.wrong].sort()).toEqual(['choice', 'multi', 'order', 'short', 'true-false']);
  });

  it('accepts a short answer in the language shown or in English, ignoring case, accents and spaces', async () => {
    for (let i = 0; i < 40; i++) {
      const served = (await next('premium', cellsEn.id, { skill: 'skill-b' }, 'es')).json();
      if (served.item.kind !== 'short') {
        await answer('premium', served.servedId, 'x', 'es');
        continue;
      }
      expect(served.language).toBe('es');
      expect(served.item.prompt).toMatch(/^es prompt/);
      expect((await answer('premium', served.servedId, 'FOTOSINTESIS', 'es')).json().verdict).toBe('right');
      const again = (await next('premium', cellsEn.id, { skill: 'skill-b' }, 'es')).json();
      expect((await answer('premium', again.servedId, answerTo(cellsEn.id, again.item), 'es')).json().verdict).toBe('right');
      return;
    }
    throw new Error('no short item served');
  });

  it('checks a generated maths item with the CAS and shows the worked steps; unreadable text is not counted', async () => {
    const served = await next('premium', adding.id, { skill: 'skill-a' });
    expect(served.statusCode, served.body).toBe(200);
    const { servedId, item } = served.json();
    expect(item).toMatchObject({ kind: 'maths', prompt: { key: 'fixture.add' }, answer: { kind: 'number' } });
    const unreadable = await answer('premium', servedId, 'banana');
    expect(unreadable.json()).toMatchObject({ verdict: 'unreadable' });
    expect(unreadable.json().mastery).toBeUndefined();
    const { a, b } = item.prompt.values;
    const right = await answer('premium', servedId, `${(a + b) * 2}/2`);
    expect(right.json()).toMatchObject({ verdict: 'right', reveal: { kind: 'maths', answer: String(a + b) } });
    expect(right.json().explanation.steps[0].maths).toBe(`${a} + ${b} = ${a + b}`);
    expect(right.json().mastery).toEqual({ skill: 'skill-a', before: 'not-started', after: 'attempted' });
    const wrong = (await next('premium', adding.id, { skill: 'skill-a' })).json();
    expect((await answer('premium', wrong.servedId, answerTo(adding.id, wrong.item, false))).json().verdict).toBe('wrong');
  });

  it('refuses malformed input with a translated message and changes nothing', async () => {
    const served = (await next('tester', plates.id)).json();
    const odd = await answer('tester', served.servedId, { text: 'x' }, 'es');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.message).toBe('No pudimos leer esa respuesta. Inténtalo de nuevo.');
    const long = await answer('tester', served.servedId, 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    const badAnswers = await post(`/api/curriculum/tests/${randomUUID()}/submit`, 'tester', { answers: [{ answer: 1 }] });
    expect(badAnswers.statusCode).toBe(400);
    expect((await next('tester', plates.id, { skill: 'no-such-skill' })).statusCode).toBe(404);
    expect((await next('tester', plates.id, { utcOffset: 9000 })).statusCode).toBe(400);
    const stored = await t.db
      .selectFrom('curriculum_practice_items')
      .select('answered_at')
      .where('id', '=', served.servedId)
      .executeTakeFirstOrThrow();
    expect(stored.answered_at).toBeNull();
  });

  it('quizzes a maths topic with two generated items per skill, scored by the CAS', async () => {
    const quiz = (await post(`/api/curriculum/topics/${adding.id}/quiz`, 'basic', { clientKey: randomUUID() })).json();
    expect(quiz.questions.map((q: { item: ShownItem }) => [q.item.kind, q.item.skill])).toEqual([
      ['maths', 'skill-a'],
      ['maths', 'skill-a'],
      ['maths', 'skill-b'],
      ['maths', 'skill-b'],
    ]);
    const answers = quiz.questions.map((q: { id: string; item: ShownItem }, i: number) => ({
      questionId: q.id,
      answer: answerTo(adding.id, q.item, i !== 3),
    }));
    const result = (await post(`/api/curriculum/tests/${quiz.attemptId}/submit`, 'basic', { answers })).json();
    expect(result.score).toBe(3);
    expect(result.review.map((r: { verdict: string }) => r.verdict)).toEqual(['right', 'right', 'right', 'wrong']);
    expect(result.review[3].explanation.steps).toHaveLength(1);
    expect(result.mastery).toEqual([
      { skill: 'skill-a', before: 'not-started', after: 'familiar' },
      { skill: 'skill-b', before: 'not-started', after: 'attempted' },
    ]);
  });

  it('counts a replayed answer once and returns the first verdict', async () => {
    const served = (await next('tester', plates.id)).json();
    const first = (await answer('tester', served.servedId, answerTo(plates.id, served.item, true))).json();
    const replay = (await answer('tester', served.servedId, answerTo(plates.id, served.item, false))).json();
    expect(replay).toEqual(first);
    const answered = await t.db
      .selectFrom('curriculum_practice_days')
      .select('answered')
      .where('user_id', '=', ids.tester!)
      .executeTakeFirstOrThrow();
    expect(answered.answered).toBe(1);
    // Someone else's served item is not found.
    expect((await answer('premium', served.servedId, 1)).statusCode).toBe(404);
  });

  it('moves a skill to proficient with a set of five right, and to mastered by a perfect quiz', async () => {
    for (let i = 0; i < 5; i++) {
      const served = (await next('tester', cellsEn.id, { skill: 'skill-a' })).json();
      expect((await answer('tester', served.servedId, answerTo(cellsEn.id, served.item))).json().verdict).toBe('right');
    }
    expect(await levelOf('tester', cellsEn.id, 'skill-a')).toEqual({ level: 'proficient', dueForReview: false });

    const key = randomUUID();
    const quiz = await post(`/api/curriculum/topics/${cellsEn.id}/quiz`, 'tester', { clientKey: key });
    expect(quiz.statusCode, quiz.body).toBe(200);
    expect(quiz.json().questions).toHaveLength(5);
    expect((await post(`/api/curriculum/topics/${cellsEn.id}/quiz`, 'tester', { clientKey: key })).json().attemptId).toBe(
      quiz.json().attemptId,
    );
    const resumed = await get(`/api/curriculum/tests/${quiz.json().attemptId}`, 'tester');
    expect(resumed.json()).toEqual(quiz.json());
    expect((await get(`/api/curriculum/tests/${quiz.json().attemptId}`, 'premium')).statusCode).toBe(404);
    const answers = quiz
      .json()
      .questions.map((q: { id: string; item: ShownItem }) => ({ questionId: q.id, answer: answerTo(cellsEn.id, q.item) }));
    const result = await post(`/api/curriculum/tests/${quiz.json().attemptId}/submit`, 'tester', { answers });
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({ score: 5, total: 5 });
    expect(
      result.json().review.every((r: { verdict: string; explanation: { text: string } }) => r.verdict === 'right' && r.explanation.text),
    ).toBe(true);
    expect(result.json().mastery).toEqual([
      { skill: 'skill-a', before: 'proficient', after: 'mastered' },
      { skill: 'skill-b', before: 'not-started', after: 'familiar' },
    ]);
    // Submitted again (even with other answers): the first result, mastery moved once.
    const again = await post(`/api/curriculum/tests/${quiz.json().attemptId}/submit`, 'tester', { answers: [] });
    expect(again.json()).toEqual(result.json());
    expect(await levelOf('tester', cellsEn.id, 'skill-a')).toEqual({ level: 'mastered', dueForReview: false });
    // A key used for a quiz cannot start another.
    expect((await post(`/api/curriculum/topics/${plates.id}/quiz`, 'tester', { clientKey: key })).statusCode).toBe(409);

    // Thirty days later the skill is due for review and shown a level lower; reading wrote nothing.
    clock.advanceMs(30 * day);
    try {
      expect(await levelOf('tester', cellsEn.id, 'skill-a')).toEqual({ level: 'proficient', dueForReview: true });
      const progress = (await get('/api/curriculum/progress?band=middle', 'tester')).json();
      const science = progress.subjects.find((s: { id: string }) => s.id === 'science');
      expect(science.next).toMatchObject({ reason: 'review', topicId: cellsEn.id, skill: 'skill-a' });
      const stored = await t.db
        .selectFrom('curriculum_skill_mastery')
        .select('level')
        .where('user_id', '=', ids.tester!)
        .where('skill_id', '=', 'skill-a')
        .where('topic_id', '=', cellsEn.id)
        .executeTakeFirstOrThrow();
      expect(stored.level).toBe('mastered');
    } finally {
      clock.advanceMs(-30 * day);
    }
  });

  it('scores a unit test with wrong answers down a level, and refuses a timed one after its deadline', async () => {
    const untimed = await post('/api/curriculum/units/science/middle/earth/tests', 'premium', { clientKey: randomUUID(), timed: false });
    expect(untimed.statusCode, untimed.body).toBe(200);
    expect(untimed.json()).toMatchObject({ kind: 'unit-test', unitId: 'earth', deadlineAt: null });
    expect(untimed.json().questions).toHaveLength(4);
    const before = await levelOf('premium', plates.id, 'skill-a');
    const answers = untimed.json().questions.map((q: { id: string; item: ShownItem }) => ({
      questionId: q.id,
      answer: answerTo(plates.id, q.item, q.item.skill === 'skill-b'),
    }));
    const result = (await post(`/api/curriculum/tests/${untimed.json().attemptId}/submit`, 'premium', { answers })).json();
    expect(result.score).toBe(2);
    expect(result.review.filter((r: { verdict: string }) => r.verdict === 'wrong')).toHaveLength(2);
    const moveA = result.mastery.find((m: { skill: string }) => m.skill === 'skill-a');
    expect(moveA.before).toBe(before.level);
    expect(moveA.after).toBe(before.level === 'proficient' ? 'familiar' : 'attempted');

    const timed = (
      await post('/api/curriculum/units/science/middle/living/tests', 'premium', { clientKey: randomUUID(), timed: true })
    ).json();
    expect(timed.questions).toHaveLength(8);
    expect(Date.parse(timed.deadlineAt) - clock.now().getTime()).toBe(8 * 60_000);
    clock.advanceMs(8 * 60_000 + 31_000);
    try {
      const late = await post(`/api/curriculum/tests/${timed.attemptId}/submit`, 'premium', { answers: [] });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('CURRICULUM_TIME_UP');
    } finally {
      clock.advanceMs(-(8 * 60_000 + 31_000));
    }
  });

  it('refuses practice, quizzes and tests of a topic the plan does not open, and says to ask a parent', async () => {
    const locked = await next('free', organs.id);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.code).toBe('CURRICULUM_TOPIC_LOCKED');
    expect(locked.json().error.message).toMatch(/ask a parent/i);
    expect((await post(`/api/curriculum/topics/${organs.id}/quiz`, 'free', { clientKey: randomUUID() })).statusCode).toBe(403);
    const tests = await post('/api/curriculum/units/science/middle/living/tests', 'free', { clientKey: randomUUID(), timed: false });
    expect(tests.json().error.code).toBe('CURRICULUM_TESTS_LOCKED');
    // Basic has practice tests but not premium content: its unit test asks only the open topic.
    const basic = (
      await post('/api/curriculum/units/science/middle/living/tests', 'basic', { clientKey: randomUUID(), timed: false })
    ).json();
    expect(new Set(basic.questions.map((q: { topicId: string }) => q.topicId))).toEqual(new Set([cellsEn.id]));
    const outline = (await get('/api/curriculum/subjects/science/middle', 'free')).json();
    expect(outline.units[0].topics.map((x: { locked: boolean }) => x.locked)).toEqual([false, true]);
    expect((await next('free', cellsEn.id)).statusCode).toBe(200);
  });

  it('holds the daily number under ten parallel answers', async () => {
    const today = '2026-03-02';
    await t.db
      .insertInto('curriculum_practice_days')
      .values({ user_id: ids.limited!, day: today, answered: freePracticePerDay - 5 })
      .execute();
    const served = [];
    for (let i = 0; i < 10; i++) served.push((await next('limited', cellsEn.id)).json());
    const results = await Promise.all(served.map((s) => answer('limited', s.servedId, answerTo(cellsEn.id, s.item))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().error.code).toBe('CURRICULUM_DAILY_LIMIT');
    const count = await t.db
      .selectFrom('curriculum_practice_days')
      .select('answered')
      .where('user_id', '=', ids.limited!)
      .where('day', '=', today)
      .executeTakeFirstOrThrow();
    expect(count.answered).toBe(freePracticePerDay);
    const stored = await t.db
      .selectFrom('curriculum_practice_items')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', ids.limited!)
      .where('answered_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(5);
    expect((await next('limited', cellsEn.id)).statusCode).toBe(429);
    // The next learner day starts over.
    expect((await next('limited', cellsEn.id, { utcOffset: 840 })).statusCode).toBe(200);
  });

  it("lets a child's account practise and tells the child to ask a parent, in their language", async () => {
    const email = internalEmail('child', randomUUID());
    const user = await t.app.accounts.createAccount({ email, name: 'Kid Curious', password: strong, accessType: 'student' });
    await t.db.updateTable('user').set({ username: 'curious_kid' }).where('id', '=', user.id).execute();
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { username: 'curious_kid', password: strong },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    cookies.child = cookieOf(signedIn);
    const served = (await next('child', cellsEn.id)).json();
    expect((await answer('child', served.servedId, answerTo(cellsEn.id, served.item))).json().verdict).toBe('right');
    const locked = await next('child', organs.id, {}, 'fr');
    expect(locked.json().error.message).toMatch(/parent/);
    expect(locked.json().error.message).not.toMatch(/\$|€|£|\d/);
  });

  it('sums up progress and where to continue, and deletes it all with the account', async () => {
    const progress = (await get('/api/curriculum/progress?band=middle', 'premium')).json();
    const science = progress.subjects.find((s: { id: string }) => s.id === 'science');
    expect(science.skills).toBe(6);
    expect(Object.values(science.levels).reduce((n: number, v) => n + (v as number), 0)).toBe(6);
    expect(science.next).not.toBeNull();
    // A unit test started last: continue at its unit's first topic.
    clock.advanceMs(60_000);
    await post('/api/curriculum/units/science/middle/living/tests', 'premium', { clientKey: randomUUID(), timed: false });
    const summary = (await get('/api/curriculum/continue', 'premium')).json();
    clock.advanceMs(-60_000);
    expect(summary.last).toMatchObject({ topicId: cellsEn.id, subject: 'science', band: 'middle' });
    expect(summary.practisedToday).toBeGreaterThan(0);
    expect((await get('/api/curriculum/progress?band=middle')).statusCode).toBe(401);

    const exported = (await get('/api/account/export', 'tester')).json();
    expect(exported.curriculumMastery).toContainEqual({
      topic_id: cellsEn.id,
      skill_id: 'skill-a',
      level: 'mastered',
      practised_at: '2026-03-02T10:00:00.000Z',
    });
    expect(exported.curriculumPractice.length).toBeGreaterThanOrEqual(6);
    expect(exported.curriculumPracticeDays).toEqual([{ day: '2026-03-02', answered: 6 }]);
    expect(exported.curriculumTests).toEqual([expect.objectContaining({ kind: 'quiz', topic_id: cellsEn.id, score: 5, questions: 5 })]);

    await t.db.deleteFrom('user').where('id', '=', ids.premium!).execute();
    for (const table of [
      'curriculum_skill_mastery',
      'curriculum_practice_items',
      'curriculum_practice_days',
      'curriculum_tests',
    ] as const) {
      const left = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', ids.premium!)
        .executeTakeFirstOrThrow();
      expect(Number(left.n), table).toBe(0);
    }
  });
});
