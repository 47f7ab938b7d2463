import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseUnit } from '@brainboost/domain/languages/course-content';
import type { Exercise } from '@brainboost/domain/schemas/languages';
import { manualClock } from '../../providers/payments/clock.js';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';
import { validCourse, writeCourses } from './course-content.test-helpers.js';

const strong = 'violet-harbour-kettle-42';
const fixture = validCourse('es');
const contentDir = writeCourses({ es: fixture });
const unit = fixture.units[0]!;

/** What a learner who knows the first unit answers. */
function rightAnswer(exercise: Exercise): string {
  if (exercise.kind === 'speak') return 'said';
  if (exercise.id.startsWith('grammar-')) return unit.grammar.examples[Number(exercise.id.slice(8)) - 1]!.translation;
  if (exercise.id.startsWith('writing-')) return 'Tengo 12 años.';
  const item = unit.items.find((i) => i.id === exercise.itemId)! satisfies CourseUnit['items'][number];
  return exercise.kind === 'choose' ? item.gloss : item.text;
}

// Language learning feeds achievements, the dashboard and a linked teacher's view (issue 29).
describe.each(dbKinds)('language progress elsewhere in the app on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock, languageContentDir: contentDir });
    for (const [name, accessType] of [
      ['learner', 'student'],
      ['teacher', 'teacher'],
    ] as const) {
      const email = `feeds.${name}@example.org`;
      await t.app.accounts.createAccount({ email, name: `Feeds ${name}`, password: strong, accessType });
      cookies[name] = await signInCookie(t.app, email, strong);
    }
  });
  afterAll(() => t?.close());

  const call = (who: string, method: 'GET' | 'POST', url: string, payload: object = {}) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: { cookie: cookies[who]!, origin: testOrigin, 'accept-language': 'en' },
      ...(method === 'POST' ? { payload } : {}),
    });
  const eventsOf = async (kindOfEvent: string) =>
    (await t.db.selectFrom('activity_events').select('source_id').where('kind', '=', kindOfEvent).execute()).map((r) => r.source_id);
  const badge = async (id: string) =>
    (
      (await call('learner', 'GET', '/api/achievements?utcOffset=0')).json().badges as {
        id: string;
        earnedAt: string | null;
        progress: number;
      }[]
    ).find((b) => b.id === id)!;

  async function playThrough(lessonId: string) {
    const attempt = (await call('learner', 'POST', `/api/languages/lessons/${lessonId}/attempts`, { clientKey: randomUUID() })).json();
    let remaining: string[] = attempt.remaining;
    while (remaining.length) {
      const exercise = (attempt.exercises as Exercise[]).find((e) => e.id === remaining[0])!;
      const res = await call('learner', 'POST', `/api/languages/attempts/${attempt.attemptId}/answers`, {
        clientKey: randomUUID(),
        exerciseId: exercise.id,
        answer: rightAnswer(exercise),
      });
      expect(res.json().verdict, exercise.id).toBe('correct');
      remaining = res.json().remaining;
    }
    const done = await call('learner', 'POST', `/api/languages/attempts/${attempt.attemptId}/complete`);
    expect(done.statusCode, done.body).toBe(200);
  }

  it('shows a learner with no language practice an empty summary that points nowhere yet', async () => {
    const dashboard = await call('learner', 'GET', '/api/dashboard?utcOffset=0');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().languages).toEqual({ lessonsCompleted: 0, wordsLearned: 0, streakDays: 0, reviewToday: 0, next: null });
    expect((await badge('languages-first-lesson')).earnedAt).toBeNull();
  });

  it('earns the first-lesson badge once, however often the lesson is replayed, and counts the day once', async () => {
    await playThrough('es-beginner-1-introduction');
    await playThrough('es-beginner-1-introduction');
    expect(await eventsOf('languages.lesson_completed')).toEqual(['es-beginner-1-introduction']);
    for (const type of ['phrases', 'grammar', 'quiz']) await playThrough(`es-beginner-1-${type}`);
    expect(await eventsOf('languages.day_practised')).toEqual(['2026-03-02']);
    const first = await badge('languages-first-lesson');
    expect(first.earnedAt).toBe(clock.now().toISOString());
    expect((await badge('languages-ten-lessons')).progress).toBe(4);
  });

  it('counts a word learned when its card reaches review, once, and shows it on the dashboard', async () => {
    const queue = (await call('learner', 'GET', '/api/languages/review?utcOffset=0')).json();
    expect(queue.fresh).toBeGreaterThan(1);
    const [quick, slow] = queue.exercises as { itemId: string }[];
    const text = (itemId: string) => unit.items.find((i) => i.id === itemId)!.text;
    // A quick right answer is rated Easy and moves the new card to review; a slow one (Hard) keeps it learning.
    const payload = { clientKey: randomUUID(), courseId: 'es', itemId: quick!.itemId, answer: text(quick!.itemId), answerMs: 1_200 };
    expect((await call('learner', 'POST', '/api/languages/review/answers', payload)).statusCode).toBe(200);
    expect((await call('learner', 'POST', '/api/languages/review/answers', payload)).statusCode).toBe(200);
    await call('learner', 'POST', '/api/languages/review/answers', {
      clientKey: randomUUID(),
      courseId: 'es',
      itemId: slow!.itemId,
      answer: text(slow!.itemId),
      answerMs: 25_000,
    });
    expect(await eventsOf('languages.word_learned')).toEqual([`es/${quick!.itemId}`]);
    expect((await badge('languages-hundred-words')).progress).toBe(1);

    const summary = (await call('learner', 'GET', '/api/dashboard?utcOffset=0')).json().languages;
    expect(summary).toEqual({
      lessonsCompleted: 4,
      wordsLearned: 1,
      streakDays: 1,
      reviewToday: queue.fresh - 2,
      next: { courseId: 'es', lessonId: 'es-beginner-1-listening', unitTitle: unit.title },
    });
  });

  it('keeps the day streak going on the next day and shows it to a linked teacher', async () => {
    clock.advanceDays(1);
    await playThrough('es-beginner-1-listening');
    expect(await eventsOf('languages.day_practised')).toEqual(['2026-03-02', '2026-03-03']);
    expect((await call('learner', 'GET', '/api/dashboard?utcOffset=0')).json().languages.streakDays).toBe(2);

    const { code } = (await call('teacher', 'POST', '/api/teacher/class-codes')).json();
    expect((await call('learner', 'POST', '/api/me/teachers', { code })).statusCode).toBe(200);
    const [student] = (await call('teacher', 'GET', '/api/teacher/students')).json().students;
    expect(student.languages).toEqual({ lessonsCompleted: 5, wordsLearned: 1, streakDays: 2, courses: ['es'] });
  });
});
