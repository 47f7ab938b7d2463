import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';
import { signedInChild } from './signed-in-child';

const newLearner = { email: 'langhub@e2e.example', password: 'bamboo-harbour-lantern-62' };
const freeLearner = { email: 'langfree@e2e.example', password: 'saffron-tide-compass-37' };
const wordsLearner = { email: 'langwords@e2e.example', password: 'orchid-pebble-meridian-45' };
const ll = (key: string) => translation('en', 'languageLearning', key);
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

const contentDir = path.resolve(import.meta.dirname, '../content/languages');
const readJson = <T>(...parts: string[]): T => JSON.parse(readFileSync(path.join(contentDir, ...parts), 'utf8')) as T;
type Item = { id: string; text: string; kind: 'word' | 'phrase'; gloss: string };

/** Fails the journey if the page asks anything of another origin (fonts, audio and data all come from the app). */
function watchOrigins(page: Page, origin: string) {
  const foreign: string[] = [];
  const fonts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== origin) foreign.push(request.url());
    else if (url.pathname.endsWith('.woff2')) fonts.push(url.pathname);
  });
  return { foreign, fonts };
}

test.describe('languages hub', () => {
  test('a new learner sees five courses and zero counters, is placed at Mandarin intermediate and sees the lesson states', async ({
    visitor: page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const requests = watchOrigins(page, origin);
    await signInThroughApi(page, newLearner);

    await page.goto('/language-learning');
    await expect(page.getByRole('heading', { level: 1, name: ll('title') })).toBeVisible();
    const courseIds = ['es', 'fr', 'ja', 'zh', 'yue'];
    for (const id of courseIds) {
      const course = readJson<{ nativeTitle: string }>(id, 'course.json');
      await expect(page.getByTestId(`course-${id}`)).toContainText(course.nativeTitle);
      await expect(page.getByTestId(`course-${id}`)).toContainText(ll(`courseNames.${id}`));
    }
    await expect(page.locator('[data-testid^="course-"]')).toHaveCount(5);
    for (const counter of ['lessons-completed', 'words-learned', 'days-streak']) await expect(page.getByTestId(counter)).toHaveText('0');
    await expect(page.getByTestId('review-done')).toHaveText(ll('review.done'));
    await expect(page.getByTestId('course-zh')).toContainText(fill(ll('courses.level'), { level: ll('levels.beginner') }));
    await expectNoAxeViolations(page);

    await page
      .getByTestId('course-zh')
      .getByRole('link', { name: new RegExp(`^${ll('courses.open')}`) })
      .click();
    await expect(page).toHaveURL(/\/language-learning\/zh$/);
    await expect(page.locator('[data-lesson="zh-beginner-1-introduction"]')).toHaveAttribute('data-state', 'start');
    await expect(page.locator('[data-lesson="zh-beginner-1-phrases"]')).toHaveAttribute('data-state', 'locked');
    await expect(page.locator('[data-lesson="zh-beginner-1-conversation"]')).toHaveAttribute('data-state', 'premium');
    await expect(page.getByTestId('level-intermediate')).toContainText(ll('course.levelClosed'));
    await expectNoAxeViolations(page);

    // The placement test's right answers come from the course content, not from the page.
    const placement = readJson<{ placement: { intermediate: { prompt: string; choices: string[]; answer: number }[] } }>(
      'zh',
      'course.json',
    ).placement.intermediate;
    await page
      .getByTestId('placement-intermediate')
      .getByRole('link', { name: new RegExp(`^${ll('course.placementTake')}`) })
      .click();
    await expect(page).toHaveURL(/\/language-learning\/zh\/placement\/intermediate$/);
    const questions = page.getByRole('group');
    await expect(questions).toHaveCount(placement.length);
    await expectNoAxeViolations(page);
    for (const [i, question] of placement.entries())
      await questions.nth(i).getByLabel(question.choices[question.answer]!, { exact: true }).check();
    await page.getByRole('button', { name: ll('placement.submit') }).click();
    const result = page.getByTestId('placement-result');
    await expect(result).toContainText(fill(ll('placement.passedTitle'), { level: ll('levels.intermediate') }));
    await expect(result).toContainText(
      fill(ll('placement.passedBody'), { score: placement.length, total: placement.length, level: ll('levels.intermediate') }),
    );
    await expectNoAxeViolations(page);

    await result.getByRole('link', { name: ll('placement.back') }).click();
    await expect(page).toHaveURL(/\/language-learning\/zh$/);
    await expect(page.getByTestId('placement-intermediate')).toHaveText(
      fill(ll('course.placementPassed'), { level: ll('levels.intermediate') }),
    );
    await expect(page.getByTestId('level-intermediate')).not.toContainText(ll('course.levelClosed'));
    await expect(page.getByTestId('placement-advanced')).toBeVisible();

    await page.goto('/language-learning');
    await expect(page.getByTestId('course-zh')).toContainText(fill(ll('courses.level'), { level: ll('levels.intermediate') }));
    expect(requests.fonts.length, 'the CJK faces load from the app').toBeGreaterThan(0);
    expect(requests.foreign).toEqual([]);
  });

  test('a free learner meets "Unlock with Premium" and follows it to the plans; visitors sign in first', async ({
    visitor: page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const requests = watchOrigins(page, origin);
    await page.goto('/language-learning/fr');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Flanguage-learning%2Ffr$/);

    await signInThroughApi(page, freeLearner);
    await page.goto('/language-learning/fr');
    // Units other than the learner's current one are folded.
    await page.getByTestId('unit-fr-beginner-2').locator('summary').click();
    const premiumLesson = page.locator('[data-lesson="fr-beginner-2-introduction"]');
    await expect(premiumLesson).toHaveAttribute('data-state', 'premium');
    await expect(premiumLesson).toContainText(ll('lessonStates.premium'));
    await expect(page.getByTestId('languages-upgrade')).toContainText(ll('upgrade.body'));
    await expectNoAxeViolations(page);
    await premiumLesson.click();
    await expect(page).toHaveURL(/\/pricing$/);
    expect(requests.foreign).toEqual([]);
  });

  test('a child is sent to ask a parent, with no price on the way', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const origin = new URL(baseURL!).origin;
    const stamp = Date.now();
    const context = await signedInChild(browser, origin, {
      username: `lingo_${stamp % 1_000_000}`,
      parentEmail: `parent-lingo-${stamp}@e2e.example`,
    });
    const page = await context.newPage();
    await page.goto('/language-learning/ja');
    await page.getByTestId('unit-ja-beginner-2').locator('summary').click();
    const premiumLesson = page.locator('[data-lesson="ja-beginner-2-grammar"]');
    await expect(premiumLesson).toContainText(ll('lessonStates.askParent'));
    await expect(page.getByTestId('languages-upgrade')).toContainText(ll('upgrade.bodyChild'));
    await expectNoAxeViolations(page);
    await page
      .getByTestId('languages-upgrade')
      .getByRole('link', { name: ll('upgrade.askParent') })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('button', { name: translation('en', 'checkout', 'askParent.button') }).first()).toBeVisible();
    await context.close();
  });

  test('the word list finds a Mandarin phrase by its pinyin typed without tones', async ({ visitor: page, baseURL }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const requests = watchOrigins(page, origin);
    await signInThroughApi(page, wordsLearner);

    // Meet the unit's phrases the way a learner does: the introduction, then the phrases lesson answered right.
    const unit = readJson<{ items: Item[] }>('zh', 'units', 'beginner-1.json');
    const items = new Map(unit.items.map((item) => [item.id, item]));
    for (const lessonId of ['zh-beginner-1-introduction', 'zh-beginner-1-phrases']) {
      const started = await page.request.post(`/api/languages/lessons/${lessonId}/attempts`, {
        headers: { origin },
        data: { clientKey: randomUUID() },
      });
      expect(started.status(), await started.text()).toBe(200);
      const attempt = (await started.json()) as { attemptId: string; remaining: string[]; exercises: { id: string; itemId?: string }[] };
      let remaining = attempt.remaining;
      while (remaining.length > 0) {
        const exercise = attempt.exercises.find((e) => e.id === remaining[0])!;
        const answered = await page.request.post(`/api/languages/attempts/${attempt.attemptId}/answers`, {
          headers: { origin },
          data: { clientKey: randomUUID(), exerciseId: exercise.id, answer: items.get(exercise.itemId!)!.gloss },
        });
        const verdict = (await answered.json()) as { verdict: string; remaining: string[] };
        expect(verdict.verdict, exercise.id).toBe('correct');
        remaining = verdict.remaining;
      }
      const done = await page.request.post(`/api/languages/attempts/${attempt.attemptId}/complete`, { headers: { origin } });
      expect(done.status(), await done.text()).toBe(200);
    }

    const readings = readJson<Record<string, { pinyin: string }>>('zh', 'readings.json');
    const phrases = unit.items.filter((i) => i.kind === 'phrase');
    const toneless = (pinyin: string) => pinyin.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '');
    // A phrase whose toneless pinyin no other phrase shares, searched the way a learner without tone marks on the keyboard types it.
    const target = phrases.find(
      (p) => phrases.filter((o) => toneless(readings[o.text]!.pinyin).includes(toneless(readings[p.text]!.pinyin))).length === 1,
    )!;
    const other = phrases.find((p) => p !== target)!;

    await page.goto('/language-learning/zh/words');
    await expect(page.getByTestId('word-count')).toHaveText(fill(ll('words.count_other'), { count: phrases.length }), { timeout: 15_000 });
    await expectNoAxeViolations(page);
    await page.getByLabel(ll('words.search')).fill(toneless(readings[target.text]!.pinyin));
    const found = page.getByTestId('word');
    await expect(found.filter({ hasText: target.gloss }).first()).toBeVisible();
    await expect(found.first()).toContainText(target.text);
    await expect(found.filter({ hasText: other.text })).toHaveCount(0);
    await expect(found.first().locator(`[lang="zh-Hans"]`).first()).toHaveText(target.text);
    await expectNoAxeViolations(page);
    expect(requests.foreign).toEqual([]);
  });
});
