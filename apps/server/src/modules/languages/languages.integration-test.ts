import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseUnit } from '@brainboost/domain/languages/course-content';
import type { Exercise } from '@brainboost/domain/schemas/languages';
import { manualClock } from '../../providers/payments/clock.js';
import { createTestApp, dbKinds, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';
import { validCourse, writeCourses } from './course-content.test-helpers.js';

const strong = 'violet-harbour-kettle-42';
const day = 86_400_000;

// Small courses written by the test (never under content/): 12 units of 42 words each; the
// Mandarin one has two real words with their generated readings.
const fixture = validCourse('es');
const mandarin = validCourse('zh');
mandarin.units[0]!.items[0]!.text = '你好';
mandarin.units[0]!.items[1]!.text = '谢谢';
const mandarinReadings = { 你好: { pinyin: 'nǐ hǎo', traditional: '你好' }, 谢谢: { pinyin: 'xiè xie', traditional: '謝謝' } };
const contentDir = writeCourses({ es: fixture, zh: { ...mandarin, extra: { 'readings.json': mandarinReadings } } });
const unitOf = (lessonId: string) => [...fixture.units, ...mandarin.units].find((u) => lessonId.startsWith(`${u.id}-`))!;
const itemOf = (unit: CourseUnit, itemId: string) => unit.items.find((i) => i.id === itemId)!;

/** What a learner who knows the unit answers. */
function rightAnswer(unit: CourseUnit, exercise: Exercise): string {
  if (exercise.kind === 'speak') return 'said';
  if (exercise.kind === 'reply') return 'Me llamo Ana';
  if (exercise.id.startsWith('grammar-')) return unit.grammar.examples[Number(exercise.id.slice(8)) - 1]!.translation;
  if (exercise.id.startsWith('writing-')) return 'Tengo 12 años.';
  const item = itemOf(unit, exercise.itemId!);
  return exercise.kind === 'choose' ? item.gloss : item.text;
}

describe.each(dbKinds)('language learning on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock, languageContentDir: contentDir });
    for (const name of ['free', 'premium', 'placed', 'reviewer', 'bad', 'lapsed']) {
      const email = `lang.${name}@example.org`;
      const user = await t.app.accounts.createAccount({ email, name: `Lang ${name}`, password: strong, accessType: 'student' });
      ids[name] = user.id;
      if (name !== 'free')
        await t.db
          .insertInto('subscriptions')
          .values({ user_id: user.id, status: 'active', plan_type: 'premium', current_period_end: new Date(Date.now() + 30 * day) })
          .execute();
      cookies[name] = await signInCookie(t.app, email, strong);
    }
  });
  afterAll(() => t?.close());

  const get = (url: string, who?: string, lang = 'en') =>
    t.app.inject({ url, headers: { 'accept-language': lang, ...(who ? { cookie: cookies[who]! } : {}) } });
  const post = (url: string, who: string, payload: object = {}, lang = 'en') =>
    t.app.inject({ method: 'POST', url, headers: { cookie: cookies[who]!, origin: testOrigin, 'accept-language': lang }, payload });
  const start = (who: string, lessonId: string, clientKey: string = randomUUID()) =>
    post(`/api/languages/lessons/${lessonId}/attempts`, who, { clientKey });
  const answer = (who: string, attemptId: string, exerciseId: string, given: string, clientKey: string = randomUUID()) =>
    post(`/api/languages/attempts/${attemptId}/answers`, who, { clientKey, exerciseId, answer: given });
  const stateOf = async (who: string, lessonId: string) => {
    const catalog = (await get('/api/languages/courses/es', who)).json();
    for (const level of catalog.levels) for (const unit of level.units) for (const l of unit.lessons) if (l.id === lessonId) return l.state;
    throw new Error(`no lesson ${lessonId}`);
  };
  const count = async (table: 'language_answers' | 'language_attempts' | 'language_reviews' | 'language_cards') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Plays a lesson through with right answers and completes it. */
  async function playThrough(who: string, lessonId: string) {
    const started = await start(who, lessonId);
    expect(started.statusCode, started.body).toBe(200);
    const attempt = started.json();
    const unit = unitOf(lessonId);
    let exercises: Exercise[] = attempt.exercises;
    let remaining: string[] = attempt.remaining;
    while (remaining.length) {
      const exercise = exercises.find((e) => e.id === remaining[0])!;
      const res = await answer(who, attempt.attemptId, exercise.id, rightAnswer(unit, exercise));
      expect(res.json().verdict, `${lessonId} ${exercise.id}`).toBe('correct');
      remaining = res.json().remaining;
      if (res.json().next) exercises = [res.json().next];
    }
    const done = await post(`/api/languages/attempts/${attempt.attemptId}/complete`, who);
    expect(done.statusCode, done.body).toBe(200);
    return { attemptId: attempt.attemptId as string, completion: done.json() };
  }
  const gating = ['introduction', 'phrases', 'grammar', 'quiz', 'listening', 'speaking', 'writing'];

  it('shows visitors the catalog with what each lesson needs and no progress', async () => {
    const list = await get('/api/languages/courses');
    expect(list.statusCode).toBe(200);
    expect(list.json().courses).toEqual([
      expect.objectContaining({ id: 'es', units: 12, items: 12 * 42 }),
      expect.objectContaining({ id: 'zh', units: 12, items: 12 * 42 }),
    ]);
    expect(list.json().courses[0].progress).toBeUndefined();
    const catalog = (await get('/api/languages/courses/es')).json();
    const first = catalog.levels[0].units[0];
    expect(first.lessons.map((l: { type: string }) => l.type)).toEqual([...gating, 'conversation']);
    expect(first.lessons.map((l: { access: string }) => l.access)).toEqual([...gating.map(() => 'free'), 'ai_conversation']);
    expect(catalog.levels[0].units[1].lessons[0]).toEqual({
      id: 'es-beginner-2-introduction',
      type: 'introduction',
      access: 'premium_content',
    });
    const unknown = await get('/api/languages/courses/de');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe("We couldn't find that course or lesson.");
  });

  it('gives a free learner the first unit in order, and "Unlock with Premium" for the rest', async () => {
    expect(await stateOf('free', 'es-beginner-1-introduction')).toBe('start');
    expect(await stateOf('free', 'es-beginner-1-phrases')).toBe('locked');
    expect(await stateOf('free', 'es-beginner-1-conversation')).toBe('premium');
    expect(await stateOf('free', 'es-beginner-2-introduction')).toBe('premium');

    const premium = await start('free', 'es-beginner-2-introduction', randomUUID());
    expect(premium.statusCode).toBe(403);
    expect(premium.json().error).toMatchObject({ code: 'LANGUAGE_PREMIUM_REQUIRED', message: expect.stringContaining('Premium') });
    const locked = await post(`/api/languages/lessons/es-beginner-1-quiz/attempts`, 'free', { clientKey: randomUUID() }, 'fr');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe("Cette leçon n'est pas encore ouverte. Termine d'abord les leçons précédentes.");

    for (const type of gating) await playThrough('free', `es-beginner-1-${type}`);
    expect(await stateOf('free', 'es-beginner-1-writing')).toBe('completed');
    expect(await stateOf('free', 'es-beginner-2-introduction')).toBe('premium');
    expect((await start('free', 'es-beginner-1-conversation')).statusCode).toBe(403);
    const list = (await get('/api/languages/courses', 'free')).json();
    expect(list.courses[0].progress).toEqual({ lessonsCompleted: 7, lessons: 96 });
  });

  it('brings a wrong answer back after the others, explains it, and completes only when all are right', async () => {
    for (const type of ['introduction', 'phrases', 'grammar']) await playThrough('premium', `es-beginner-1-${type}`);
    expect(await stateOf('premium', 'es-beginner-1-quiz')).toBe('start');
    const key = randomUUID();
    const attempt = (await start('premium', 'es-beginner-1-quiz', key)).json();
    expect(attempt.exercises).toHaveLength(42);
    // No answer key reaches the client: the typed exercises carry only the English.
    const typed = attempt.exercises.find((e: Exercise) => e.kind === 'type');
    expect(JSON.stringify(typed)).not.toContain(itemOf(fixture.units[0]!, typed.itemId).text);
    expect(await stateOf('premium', 'es-beginner-1-quiz')).toBe('continue');
    expect((await start('premium', 'es-beginner-1-quiz', key)).json().attemptId).toBe(attempt.attemptId);
    expect((await start('premium', 'es-beginner-1-quiz')).json().attemptId).toBe(attempt.attemptId);

    const wrong = await answer('premium', attempt.attemptId, typed.id, 'nada que ver');
    expect(wrong.json()).toMatchObject({ verdict: 'wrong', correctAnswer: itemOf(fixture.units[0]!, typed.itemId).text });
    expect(wrong.json().explanation).toContain('word');
    expect(wrong.json().remaining.at(-1)).toBe(typed.id);
    expect(wrong.json().remaining).toHaveLength(42);
    const unfinished = await post(`/api/languages/attempts/${attempt.attemptId}/complete`, 'premium');
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().error.code).toBe('LANGUAGE_LESSON_UNFINISHED');

    const accentless = await answer('premium', attempt.attemptId, typed.id, itemOf(fixture.units[0]!, typed.itemId).text.toUpperCase());
    expect(accentless.json().verdict).toBe('correct');
    expect(accentless.json().remaining).not.toContain(typed.id);
  });

  it('counts a replayed answer and a replayed completion once', async () => {
    const before = await count('language_answers');
    const attempt = (await start('premium', 'es-beginner-1-quiz')).json();
    const exercise = attempt.exercises.find((e: Exercise) => e.id === attempt.remaining[0]);
    const key = randomUUID();
    const first = await answer('premium', attempt.attemptId, exercise.id, 'wrong', key);
    const replay = await answer('premium', attempt.attemptId, exercise.id, 'wrong', key);
    expect(replay.json()).toEqual(first.json());
    expect(await count('language_answers')).toBe(before + 1);
    const reused = await answer('premium', attempt.attemptId, attempt.remaining[1], 'x', key);
    expect(reused.statusCode).toBe(409);

    const { attemptId } = await playThrough('premium', 'es-beginner-1-quiz');
    expect(attemptId).toBe(attempt.attemptId);
    const cards = await count('language_cards');
    const again = await post(`/api/languages/attempts/${attemptId}/complete`, 'premium');
    expect(again.json()).toEqual({ lessonId: 'es-beginner-1-quiz', completed: true, newCards: 0 });
    expect(await count('language_cards')).toBe(cards);
    const late = await answer('premium', attemptId, exercise.id, 'x');
    expect(late.statusCode).toBe(409);
    expect((await get('/api/languages/progress?utcOffset=0', 'premium')).json().lessonsCompleted).toBe(4);
  });

  it('plays the scripted conversation for a learner with ai_conversation, and opens the next unit', async () => {
    for (const type of ['listening', 'speaking', 'writing']) await playThrough('premium', `es-beginner-1-${type}`);
    expect(await stateOf('premium', 'es-beginner-2-introduction')).toBe('start');
    const attempt = (await start('premium', 'es-beginner-1-conversation')).json();
    expect(attempt.exercises[0]).toMatchObject({ id: 'turn-n1', kind: 'reply', partner: { name: 'Lucía', say: '¡Hola!' } });
    expect(attempt.material).toMatchObject({ partner: 'Lucía', mode: 'scripted' });
    const offScript = await answer('premium', attempt.attemptId, 'turn-n1', 'Buenos días');
    expect(offScript.json()).toMatchObject({ verdict: 'wrong', remaining: ['turn-n1'] });
    const outOfTurn = await answer('premium', attempt.attemptId, 'turn-n3', 'Me llamo Ana');
    expect(outOfTurn.statusCode).toBe(404);
    const { completion } = await playThrough('premium', 'es-beginner-1-conversation');
    expect(completion.completed).toBe(true);
    expect(await stateOf('premium', 'es-beginner-1-conversation')).toBe('completed');
    expect(await stateOf('premium', 'es-intermediate-1-introduction')).toBe('locked');
  });

  it('stops a lesson where the plan ended: no more answers, no completion, and the free lessons stay completed', async () => {
    for (const type of gating) await playThrough('lapsed', `es-beginner-1-${type}`);
    const attempt = (await start('lapsed', 'es-beginner-1-conversation')).json();
    await t.db.updateTable('subscriptions').set({ status: 'canceled' }).where('user_id', '=', ids['lapsed']!).execute();
    const refused = await answer('lapsed', attempt.attemptId, 'turn-n1', 'Me llamo Ana');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('LANGUAGE_PREMIUM_REQUIRED');
    expect((await post(`/api/languages/attempts/${attempt.attemptId}/complete`, 'lapsed')).statusCode).toBe(403);
    expect(await stateOf('lapsed', 'es-beginner-1-conversation')).toBe('premium');
    expect(await stateOf('lapsed', 'es-beginner-1-quiz')).toBe('completed');
  });

  it('shows the readings of Mandarin text and accepts Traditional characters for Simplified', async () => {
    for (const type of ['introduction', 'phrases', 'grammar']) await playThrough('premium', `zh-beginner-1-${type}`);
    const attempt = (await start('premium', 'zh-beginner-1-quiz')).json();
    const [hello, thanks] = mandarin.units[0]!.items.map((i) => i.id);
    const choose = attempt.exercises.find((e: Exercise) => e.itemId === hello);
    expect(choose).toMatchObject({ kind: 'choose', text: '你好', readings: { 你好: { pinyin: 'nǐ hǎo' } } });
    const typed = attempt.exercises.find((e: Exercise) => e.itemId === thanks);
    expect(typed.kind).toBe('type');
    expect(typed.readings).toBeUndefined();
    const res = await answer('premium', attempt.attemptId, typed.id, '謝謝');
    expect(res.json()).toMatchObject({
      verdict: 'correct',
      correctAnswer: '谢谢',
      readings: { 谢谢: { pinyin: 'xiè xie', traditional: '謝謝' } },
    });
  });

  it('opens a level by placement at 8 of 10, never below', async () => {
    const test = (await get('/api/languages/placement/es/intermediate', 'placed')).json();
    expect(test.questions).toHaveLength(10);
    expect(JSON.stringify(test)).not.toContain('"answer"');
    const correct = fixture.course.placement.intermediate.map((q) => q.answer);
    const sevenRight = correct.map((a, i) => (i < 3 ? (a + 1) % 4 : a));
    const failed = await post('/api/languages/placement/es/intermediate', 'placed', { answers: sevenRight });
    expect(failed.json()).toMatchObject({ score: 7, passed: false });
    expect(await stateOf('placed', 'es-intermediate-1-introduction')).toBe('locked');
    const eightRight = correct.map((a, i) => (i < 2 ? (a + 1) % 4 : a));
    expect((await post('/api/languages/placement/es/intermediate', 'placed', { answers: eightRight })).json()).toMatchObject({
      score: 8,
      passed: true,
    });
    expect(await stateOf('placed', 'es-intermediate-1-introduction')).toBe('start');
    expect(await stateOf('placed', 'es-advanced-1-introduction')).toBe('locked');
    // A worse try later keeps the level open.
    await post('/api/languages/placement/es/intermediate', 'placed', { answers: sevenRight });
    expect(await stateOf('placed', 'es-intermediate-1-introduction')).toBe('start');
  });

  it('reviews the cards of completed lessons across two days, with the new-card cap, a replay counted once and the streak', async () => {
    for (const type of ['introduction', 'phrases', 'grammar', 'quiz']) await playThrough('reviewer', `es-beginner-1-${type}`);
    const queue = (await get('/api/languages/review?utcOffset=0', 'reviewer')).json();
    expect(queue).toMatchObject({ due: 0, fresh: 15, newPaused: false });
    expect(queue.exercises[0]).not.toHaveProperty('text');
    for (const exercise of queue.exercises) {
      const item = itemOf(fixture.units[0]!, exercise.itemId);
      const payload = { clientKey: randomUUID(), courseId: 'es', itemId: item.id, answer: item.text, answerMs: 1_500 };
      const res = await post('/api/languages/review/answers', 'reviewer', payload);
      expect(res.json().verdict).toBe('correct');
      if (exercise === queue.exercises[0]) {
        // Right within 2.5 s is FSRS's Easy, and the card is not due again for days.
        expect(res.json().rating).toBe('easy');
        expect(new Date(res.json().nextReviewAt).getTime() - clock.now().getTime()).toBeGreaterThan(2 * 86_400_000);
        const before = await count('language_reviews');
        const replay = await post('/api/languages/review/answers', 'reviewer', payload);
        expect(replay.statusCode).toBe(200);
        expect(replay.json()).toMatchObject({ rating: 'easy', nextReviewAt: res.json().nextReviewAt });
        expect(await count('language_reviews')).toBe(before);
      }
    }
    const sameDay = (await get('/api/languages/review?utcOffset=0', 'reviewer')).json();
    expect(sameDay).toMatchObject({ due: 0, fresh: 0, dueTomorrow: 0 });
    expect((await get('/api/languages/progress?utcOffset=0', 'reviewer')).json()).toMatchObject({
      lessonsCompleted: 4,
      wordsLearned: 15,
      streak: { current: 1, longest: 1 },
    });

    clock.advanceDays(1);
    const nextDay = (await get('/api/languages/review?utcOffset=0', 'reviewer')).json();
    expect(nextDay.fresh).toBe(15);
    const item = itemOf(fixture.units[0]!, nextDay.exercises[0].itemId);
    await post('/api/languages/review/answers', 'reviewer', {
      clientKey: randomUUID(),
      courseId: 'es',
      itemId: item.id,
      answer: item.text,
      answerMs: 4_000,
    });
    expect((await get('/api/languages/progress?utcOffset=0', 'reviewer')).json().streak).toMatchObject({ current: 2, longest: 2 });
    // The same two days in New York's time zone (10:00 UTC is 05:00 there).
    expect((await get('/api/languages/progress?timeZone=America/New_York', 'reviewer')).json().streak.current).toBe(2);
    // A card never met cannot be reviewed.
    const unmet = fixture.units[1]!.items[0]!;
    const refused = await post('/api/languages/review/answers', 'reviewer', {
      clientKey: randomUUID(),
      courseId: 'es',
      itemId: unmet.id,
      answer: 'x',
      answerMs: 1,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('pauses new cards when more than 100 are due after a break, and keeps reviews going', async () => {
    const longAgo = new Date(clock.now().getTime() - 30 * day);
    const items = fixture.units
      .slice(4)
      .flatMap((u) => u.items)
      .slice(0, 120);
    await t.db
      .insertInto('language_cards')
      .values(items.map((item) => ({ user_id: ids['bad']!, course_id: 'es', item_id: item.id, met_at: longAgo })))
      .execute();
    await t.db
      .insertInto('language_reviews')
      .values(
        items.map((item) => ({
          user_id: ids['bad']!,
          course_id: 'es',
          item_id: item.id,
          client_key: randomUUID(),
          outcome: 'right' as const,
          answer_ms: 5_000,
          reviewed_at: longAgo,
        })),
      )
      .execute();
    const queue = (await get('/api/languages/review?utcOffset=0', 'bad')).json();
    expect(queue).toMatchObject({ due: 120, fresh: 0, newPaused: true, dueTomorrow: 120 });
    expect(queue.exercises).toHaveLength(50);
  });

  it('lists the words I have met with their card state, searchable', async () => {
    const words = (await get('/api/languages/courses/es/words', 'reviewer')).json().words;
    expect(words).toHaveLength(42);
    expect(words.filter((w: { card: string }) => w.card === 'review')).toHaveLength(15);
    expect(words.filter((w: { card: string }) => w.card === 'new')).toHaveLength(26);
    expect(words[0]).toMatchObject({ itemId: 'es-beginner-1-item-0', unitId: 'es-beginner-1', speech: { speechLocale: 'es-MX' } });
    const found = (await get(`/api/languages/courses/es/words?q=${encodeURIComponent('PALABRA beginner 1 17')}`, 'reviewer')).json();
    expect(found.words.map((w: { itemId: string }) => w.itemId)).toEqual(['es-beginner-1-item-17']);
    expect((await get('/api/languages/courses/zh/words', 'reviewer')).json().words).toEqual([]);
    const tooLong = await get(`/api/languages/courses/es/words?q=${'x'.repeat(101)}`, 'reviewer', 'it');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('La ricerca può avere al massimo 100 caratteri.');
  });

  it('refuses bad input with a translated 400 or 404 and changes nothing', async () => {
    for (const type of ['introduction', 'phrases']) await playThrough('bad', `es-beginner-1-${type}`);
    const attempt = (await start('bad', 'es-beginner-1-grammar')).json();
    const before = await Promise.all([count('language_answers'), count('language_attempts'), count('language_reviews')]);
    const huge = await post(
      `/api/languages/attempts/${attempt.attemptId}/answers`,
      'bad',
      { clientKey: randomUUID(), exerciseId: 'grammar-1', answer: 'ñ'.repeat(5_000) },
      'es',
    );
    expect(huge.statusCode).toBe(400);
    expect(JSON.stringify(huge.json())).toContain('2000 caracteres');
    expect((await answer('bad', randomUUID(), 'grammar-1', 'x')).statusCode).toBe(404);
    expect((await answer('bad', 'not-an-id', 'grammar-1', 'x')).statusCode).toBe(400);
    expect((await answer('bad', attempt.attemptId, 'grammar-99', 'x')).statusCode).toBe(404);
    expect((await answer('premium', attempt.attemptId, 'grammar-1', 'x')).statusCode).toBe(404);
    const unknownLesson = await start('bad', 'es-beginner-9-quiz');
    expect(unknownLesson.statusCode).toBe(404);
    expect(unknownLesson.json().error.message).toBe("We couldn't find that course or lesson.");
    expect((await start('bad', 'es-beginner-1-nap')).statusCode).toBe(404);
    expect((await post('/api/languages/lessons/es-beginner-1-grammar/attempts', 'bad', { clientKey: 'again' })).statusCode).toBe(400);
    expect((await post('/api/languages/placement/es/intermediate', 'bad', { answers: [1, 2] })).statusCode).toBe(400);
    expect((await get('/api/languages/review?timeZone=Mars/Olympus', 'bad')).statusCode).toBe(400);
    const anyScript = await answer('bad', attempt.attemptId, 'grammar-1', '😀\u0007 你好 \u200b');
    expect(anyScript.json().verdict).toBe('wrong');
    expect(await Promise.all([count('language_answers'), count('language_attempts'), count('language_reviews')])).toEqual([
      before[0]! + 1,
      before[1],
      before[2],
    ]);
  });

  it('exports my language progress with export_data', async () => {
    expect((await get('/api/languages/export', 'free')).statusCode).toBe(403);
    const res = await get('/api/languages/export', 'reviewer');
    expect(res.statusCode).toBe(200);
    const { languages } = res.json();
    expect(languages.lessonAttempts).toHaveLength(4);
    expect(languages.cards).toHaveLength(42);
    expect(languages.reviews).toHaveLength(16);
  });
});
