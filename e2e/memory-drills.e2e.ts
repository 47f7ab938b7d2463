import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const memoryLearner = { email: 'memory@e2e.example', password: 'saffron-delta-beacon-39' };
const programmeLearner = { email: 'drillprog@e2e.example', password: 'walnut-aurora-kestrel-52' };
const ct = (key: string) => translation('en', 'cognitiveTasks', key);
const bt = (key: string) => translation('en', 'brainTraining', key);
const pf = (key: string) => translation('en', 'performance', key);
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

/** The learner chose the middle-school band on this device (onboarding). */
async function chooseMiddleBand(page: Page) {
  await page.addInitScript(() => localStorage.setItem('brainboost-visitor', JSON.stringify({ gradeBand: 'middle', interests: [] })));
}

/** The built-in English middle-band pairs: each front's answer. */
const starterAnswers: Record<string, string> = {
  compass: 'volcano',
  ladder: 'candle',
  anchor: 'bridge',
  castle: 'guitar',
  island: 'rocket',
  mirror: 'pyramid',
};

test.describe('memory drills', () => {
  test.describe.configure({ mode: 'serial' });

  test('a loci drill: lesson, words along the route, a break, recall in order, scored on the server', async ({ visitor: page }) => {
    test.setTimeout(90_000);
    await chooseMiddleBand(page);
    await signInThroughApi(page, memoryLearner);
    await page.goto('/brain-training');
    await expect(page.getByRole('link', { name: new RegExp(ct('methodOfLoci.name')) }).first()).toBeVisible();
    await page.goto('/brain-training/method-of-loci');
    await expect(page.getByRole('heading', { level: 1, name: ct('methodOfLoci.name') })).toBeVisible();
    await expect(page.getByRole('heading', { name: ct('methodOfLoci.lesson.title') })).toBeVisible();
    await expect(page.getByTestId('loci-route').getByRole('listitem')).toHaveCount(5);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: ct('methodOfLoci.start') }).click();
    const words: string[] = [];
    for (let i = 0; i < 5; i++) {
      await expect(page.getByRole('heading', { name: new RegExp(`^Place ${i + 1} of 5`) })).toBeVisible();
      words.push((await page.getByTestId('loci-word').textContent())!);
      const button = page.getByRole('button', { name: i < 4 ? ct('methodOfLoci.next') : ct('methodOfLoci.lastWord') });
      await expect(button).toBeEnabled();
      await button.click();
    }
    expect(new Set(words).size).toBe(5);
    await expect(page.getByRole('heading', { name: ct('methodOfLoci.delayTitle') })).toBeVisible();
    await expect(page.getByRole('heading', { name: ct('methodOfLoci.recallTitle') })).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);

    // The first three in place, the last two swapped: 3 in the right place, 5 recalled anywhere.
    const typed = [words[0]!, words[1]!.toUpperCase(), words[2]!, words[4]!, words[3]!];
    for (const [i, word] of typed.entries()) await page.getByTestId(`loci-answer-${i}`).fill(word);
    const saved = page.waitForRequest((r) => r.url().endsWith('/api/brain-training/attempts') && r.method() === 'POST');
    await page.getByRole('button', { name: ct('methodOfLoci.submit') }).click();
    const body = (await saved).postDataJSON() as {
      level: number;
      gradeBand: string;
      trials: { stimulus: string; response: string | null; rtMs: number | null }[];
    };
    expect(body.level).toBe(5);
    expect(body.gradeBand).toBe('middle');
    expect(body.trials.map((t) => t.stimulus.split(':').slice(0, 2).join(':'))).toEqual(Array(5).fill('en:middle'));
    expect(body.trials.every((t) => t.rtMs! > 20_000)).toBe(true);
    await expect(page.getByTestId('primary-score')).toHaveText('3');
    await expect(page.getByTestId('attempt-result')).toContainText(ct('measures.freeRecall'));
    await expect(page.getByTestId('loci-review')).toContainText(words[3]!);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('loci-result.png'), fullPage: true });
  });

  test('spaced recall: make cards, add the built-in pairs, review the due ones; the schedule survives a reload', async ({
    visitor: page,
  }) => {
    test.setTimeout(90_000);
    await chooseMiddleBand(page);
    await signInThroughApi(page, memoryLearner);
    await page.goto('/brain-training/spaced-recall');
    await expect(page.getByRole('heading', { level: 1, name: ct('spacedRecall.name') })).toBeVisible();
    await expect(page.getByTestId('recall-due')).toHaveText(ct('spacedRecall.empty'));

    // A card with no answer is refused with a translated message.
    await page.getByLabel(ct('spacedRecall.front')).fill('gato');
    await page.getByRole('button', { name: ct('spacedRecall.add'), exact: true }).click();
    await expect(page.getByText(translation('en', 'errors', 'brainTraining.cardBack'))).toBeVisible();
    await page.getByLabel(ct('spacedRecall.back')).fill('cat');
    await page.getByRole('button', { name: ct('spacedRecall.add'), exact: true }).click();
    await expect(page.getByText(ct('spacedRecall.cardAdded'))).toBeVisible();
    await page.getByRole('button', { name: ct('spacedRecall.starter') }).click();
    await expect(page.getByText(ct('spacedRecall.starterAdded'))).toBeVisible();
    await expect(page.getByTestId('recall-due')).toHaveText(fill(ct('spacedRecall.dueCount_other'), { count: 7 }));
    await expect(page.getByTestId('recall-deck').getByRole('row')).toHaveCount(8);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('spaced-recall-deck.png'), fullPage: true });

    await page.getByRole('button', { name: fill(ct('spacedRecall.startReview_other'), { count: 7 }) }).click();
    const answers: Record<string, string> = { ...starterAnswers, gato: 'cat' };
    for (let i = 0; i < 7; i++) {
      await expect(page.getByRole('heading', { name: `Card ${i + 1} of 7` })).toBeVisible();
      const front = (await page.getByTestId('recall-front').textContent())!;
      // A moment to think, as a person would (a typed answer checked within 100 ms is not plausible).
      await page.waitForTimeout(400);
      // Miss the ladder card on purpose.
      await page.getByTestId('recall-answer').fill(front === 'ladder' ? 'lamp' : answers[front]!);
      await page.getByRole('button', { name: ct('spacedRecall.check') }).click();
      await expect(page.getByTestId('recall-feedback')).toHaveText(
        front === 'ladder' ? fill(ct('spacedRecall.wrong'), { answer: 'candle' }) : ct('spacedRecall.right'),
      );
      if (i === 0) await expectNoAxeViolations(page);
      await page.getByRole('button', { name: i < 6 ? ct('spacedRecall.nextCard') : ct('spacedRecall.finish') }).click();
    }
    await expect(page.getByTestId('primary-score')).toHaveText(/86\s?%/);

    // The server moved every card on: nothing is due, after a reload too; the missed card waits in box 1 like the others.
    await page.reload();
    await expect(page.getByTestId('recall-due')).toHaveText(ct('spacedRecall.noneDue'));
    const rows = page.getByTestId('recall-deck').getByRole('row');
    await expect(rows).toHaveCount(8);
    await expect(page.getByTestId('recall-deck')).not.toContainText(ct('spacedRecall.dueNow'));
  });

  test('performance tracking says when there are not enough learners of the band to compare', async ({ visitor: page }) => {
    await chooseMiddleBand(page);
    await signInThroughApi(page, memoryLearner);
    await page.goto('/performance-tracking');
    const loci = page.getByTestId('progress-method-of-loci');
    await expect(loci).toBeVisible();
    await expect(loci.getByTestId('peer-standing')).toHaveText(fill(pf('percentile.notEnough'), { count: 1, minimum: 30 }));
    await expect(page.getByTestId('progress-spaced-recall').getByTestId('personal-best')).toHaveText(/86\s?%/);
    // The download is for plans with export_data only (this learner is on Basic).
    await expect(page.getByRole('link', { name: pf('download') })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('performance-percentiles.png'), fullPage: true });
    // Without a band there is no comparison at all.
    await page.getByTestId('band-choice').selectOption('');
    await expect(page.getByText(pf('percentile.chooseBand'))).toBeVisible();
    await expect(page.getByTestId('peer-standing')).toHaveCount(0);
  });

  test('a programme session opens its task at the planned level; a level the task lacks is ignored', async ({ visitor: page }) => {
    await signInThroughApi(page, programmeLearner);
    await page.goto('/cognitive-training');
    const programmeName = translation('en', 'programmes', 'programmes.working-memory-4w.name');
    await page.getByRole('button', { name: `Start ${programmeName}` }).click();
    const first = page.getByTestId('session-0');
    await expect(first).toHaveAttribute('data-state', 'due');
    await first.getByRole('link', { name: new RegExp(ct('digitSpanForward.name')) }).click();
    await expect(page).toHaveURL(/\/brain-training\/digit-span-forward\?level=3$/);
    await expect(page.getByTestId('level-note')).toHaveText(fill(bt('levelParam.applied'), { level: 3 }));
    await expectNoAxeViolations(page);

    // Premium includes export_data: the results download is offered and returns the attempts with their trials.
    await page.goto('/performance-tracking');
    const download = page.getByRole('link', { name: pf('download') });
    await expect(download).toHaveAttribute('href', '/api/brain-training/export');
    const exported = await page.request.get('/api/brain-training/export');
    expect(exported.status()).toBe(200);
    expect(Array.isArray((await exported.json()).attempts)).toBe(true);

    await page.goto('/brain-training/n-back?level=9');
    await expect(page.getByTestId('level-note')).toHaveText(fill(bt('levelParam.ignored'), { level: '9' }));
  });
});
