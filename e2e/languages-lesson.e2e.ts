import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, expectNoAxeViolations, test, translation } from './fixtures';
import { signInHavingPlayed } from './language-learner';

const learner = { email: 'linguist@e2e.example', password: 'pagoda-lantern-meadow-47' };
const lp = (key: string) => translation('en', 'languagePractice', key);

/** The first Mandarin unit as written in the course content: the answers come from here, not from the test. */
type Unit = { items: { id: string; text: string }[]; writing: { prompt: string; accepted: string[] }[] };
const unit = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../content/languages/zh/units/beginner-1.json'), 'utf8')) as Unit;
const textOfItem = new Map(unit.items.map((i) => [i.id, i.text]));
const writingAnswer = new Map(unit.writing.map((w) => [w.prompt, w.accepted[0]!]));
/** An exercise id names its item (`<item>-hear`, `<item>-dictation`): the item's text is what was said. */
const heardText = (exerciseId: string) => textOfItem.get(exerciseId.replace(/-(hear|dictation|say)$/, ''))!;

const currentExercise = (page: Page) => page.locator('[data-exercise]');

/** Shown text without the pinyin printed over it (<rt>, <rp>). */
const withoutReadings = (locator: Locator) =>
  locator.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('rt, rp').forEach((r) => r.remove());
    return copy.textContent ?? '';
  });

/** Answers the exercise on screen right: what was heard from the item it names, what to write from the unit's writing prompts. */
async function answerRight(page: Page) {
  const exercise = currentExercise(page);
  const id = (await exercise.getAttribute('data-exercise'))!;
  const kind = await page.getByTestId('exercise-prompt').getAttribute('data-kind');
  if (kind === 'listen-choose') await exercise.locator(`input[type=radio][value="${heardText(id)}"]`).check();
  else if (kind === 'listen-type') await exercise.getByTestId('answer-input').fill(heardText(id));
  else if (kind === 'type')
    await exercise.getByTestId('answer-input').fill(writingAnswer.get((await page.getByTestId('exercise-english').textContent())!)!);
  else if (kind === 'speak') return page.getByTestId('said-it').click();
  else throw new Error(`no answer for ${kind}`);
  // Enter checks: keyboard-only play.
  await page.keyboard.press('Enter');
}

/** Plays the lesson on screen to the end: each answer right, then Enter to go on. */
async function playLesson(page: Page) {
  while (await currentExercise(page).isVisible()) {
    await answerRight(page);
    await expect(page.getByTestId('answer-feedback')).toHaveAttribute('data-verdict', /correct|typo/);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('answer-feedback')).toHaveCount(0);
    if (await page.getByTestId('lesson-summary').isVisible()) break;
  }
  await expect(page.getByTestId('lesson-summary')).toBeVisible();
}

test('a new learner plays a Mandarin listening lesson, sees a wrong answer explained and back, and reviews the next day', async ({
  visitor: page,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin !== origin && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) elsewhere.push(r.url());
  });
  await signInHavingPlayed(page, learner, ['introduction', 'phrases', 'grammar', 'quiz']);

  // Day 1, the listening lesson: characters and readings are shown as ruby, audio comes from the app.
  await page.goto('/language-learning/zh/lessons/zh-beginner-1-listening');
  await expect(page.getByRole('heading', { level: 1, name: lp('lessonTypes.listening') })).toBeVisible();
  await expect(page).toHaveURL(/\?attempt=[0-9a-f-]{36}$/);
  const first = (await currentExercise(page).getAttribute('data-exercise'))!;
  const tts = page.waitForRequest((r) => r.url().includes('/api/speech/tts?'));
  await page.getByTestId('play-audio').click();
  const audio = new URL((await tts).url());
  expect(audio.origin).toBe(origin);
  expect(audio.searchParams.get('lang')).toBe('zh');
  expect(audio.searchParams.get('text')).toBe(heardText(first));
  await expect(currentExercise(page).locator('ruby').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong answer: the right one, why, and that it comes back; read out to screen readers.
  await currentExercise(page)
    .locator(`input[type=radio]:not([value="${heardText(first)}"])`)
    .first()
    .check();
  await page.keyboard.press('Enter');
  const feedback = page.getByTestId('answer-feedback');
  await expect(feedback).toHaveAttribute('data-verdict', 'wrong');
  expect(await withoutReadings(feedback.getByTestId('correct-answer'))).toContain(heardText(first));
  await expect(feedback.getByTestId('explanation')).toContainText(heardText(first));
  await expect(feedback).toContainText(lp('feedback.comesBack'));
  await expect(page.locator('[aria-live="polite"]').filter({ has: feedback })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');

  // The rest of the lesson, keyboard only; the missed exercise is asked again before the end.
  const completed = page.waitForResponse((r) => r.url().endsWith('/complete'));
  const seen = [first];
  let dictationChecked = false;
  while (await currentExercise(page).isVisible()) {
    seen.push((await currentExercise(page).getAttribute('data-exercise'))!);
    if (!dictationChecked && (await page.getByTestId('exercise-prompt').getAttribute('data-kind')) === 'listen-type') {
      dictationChecked = true;
      await expectNoAxeViolations(page);
    }
    await answerRight(page);
    await expect(page.getByTestId('answer-feedback')).toHaveAttribute('data-verdict', /correct|typo/);
    await page.keyboard.press('Enter');
    if (await page.getByTestId('lesson-summary').isVisible()) break;
  }
  expect(seen.at(-1)).toBe(first);
  const summary = page.getByTestId('lesson-summary');
  await expect(summary).toBeVisible();
  expect(dictationChecked).toBe(true);
  // Right on the first try: every exercise but the one missed.
  const exercises = new Set(seen).size;
  await expect(summary.getByTestId('summary-score')).toHaveText(`${exercises - 1} of ${exercises}`);
  // Items first met in this lesson become cards (most of the unit's were met in the lessons before).
  const { newCards } = (await (await completed).json()) as { newCards: number };
  await expect(summary.getByTestId('summary-new-words')).toHaveText(String(newCards));
  await expect(summary.getByTestId('summary-streak')).toHaveText('1 day');
  await expectNoAxeViolations(page);

  // The summary offers the next lesson: speaking, rated honestly by the learner.
  await summary.getByTestId('next-lesson').click();
  await expect(page.getByRole('heading', { level: 1, name: lp('lessonTypes.speaking') })).toBeVisible();
  await expect(page.getByText(lp('speak.rateYourself'))).toBeVisible();
  await expectNoAxeViolations(page);
  await playLesson(page);

  // The next day (this learner's history moves back a day; the shared clock stays).
  const counters = async () =>
    (await (await page.request.get('/api/languages/progress?utcOffset=0')).json()) as {
      wordsLearned: number;
      streak: { current: number };
    };
  const before = await counters();
  expect(before.streak.current).toBe(1);
  expect(
    (await page.request.post(`/e2e/languages/day-back?email=${encodeURIComponent(learner.email)}`, { headers: { origin } })).status(),
  ).toBe(200);

  const queueLoaded = page.waitForResponse((r) => r.url().includes('/api/languages/review?'));
  await page.goto('/language-learning/review');
  const queue = (await (await queueLoaded).json()) as { exercises: { itemId: string }[]; fresh: number; due: number };
  await expect(page.getByTestId('review-fresh')).toHaveText(String(queue.fresh));
  expect(queue.fresh).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await page.getByTestId('start-review').click();

  // The first card missed ("I don't remember"): Again, explained, and back at the end of the session.
  const card = page.locator('[data-item]');
  const missed = (await card.getAttribute('data-item'))!;
  await page.getByTestId('dont-remember').click();
  await expect(page.getByTestId('answer-feedback')).toHaveAttribute('data-verdict', 'wrong');
  await expect(page.getByTestId('review-rating')).toHaveAttribute('data-rating', 'again');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  const order: string[] = [];
  for (;;) {
    await expect(page.getByTestId('review-done').or(page.getByTestId('answer-input'))).toBeVisible();
    if (await page.getByTestId('review-done').isVisible()) break;
    const item = (await card.getAttribute('data-item'))!;
    order.push(item);
    await page.getByTestId('answer-input').fill(textOfItem.get(item)!);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('review-rating')).toHaveAttribute('data-rating', /easy|good|hard/);
    await page.keyboard.press('Enter');
  }
  expect(order.at(-1)).toBe(missed);
  await expect(page.getByTestId('review-tomorrow')).toBeVisible();
  await expectNoAxeViolations(page);

  // The counters moved: words learned by the review, and two days in a row.
  const after = await counters();
  expect(after.wordsLearned).toBeGreaterThan(before.wordsLearned);
  expect(after.streak.current).toBe(2);

  // And the writing lesson of the same unit, whose summary shows the new streak.
  await page.goto('/language-learning/zh/lessons/zh-beginner-1-writing');
  await expect(page.getByTestId('exercise-english')).toBeVisible();
  await expectNoAxeViolations(page);
  await playLesson(page);
  await expect(page.getByTestId('summary-streak')).toHaveText('2 days');
  expect(elsewhere).toEqual([]);
});
