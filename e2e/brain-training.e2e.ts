import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const trainer = { email: 'trainer@e2e.example', password: 'cobalt-fern-lighthouse-26' };
const freeTrainer = { email: 'freetrainer@e2e.example', password: 'amber-tulip-glacier-71' };
const progressLearner = { email: 'progress@e2e.example', password: 'juniper-comet-harbour-64' };
const bt = (key: string) => translation('en', 'brainTraining', key);
const ct = (key: string) => translation('en', 'cognitiveTasks', key);

type Stimulus = { text: string; color: string; label: string | null };

/**
 * Plays the running round: waits for each stimulus (not the fixation cross), lets `respond` press
 * keys, and waits for the next one, until the round is over (the stage hides).
 */
async function playRound(page: Page, respond: (stimulus: Stimulus) => Promise<void>) {
  for (;;) {
    const state = await page.waitForFunction(
      () => {
        const stage = document.querySelector('[data-testid="stimulus-stage"]');
        if (!stage || stage.classList.contains('hidden')) return 'end';
        return stage.querySelector(':scope > :not([aria-hidden="true"])') ? 'stimulus' : null;
      },
      undefined,
      { polling: 20, timeout: 30_000 },
    );
    if ((await state.jsonValue()) === 'end') return;
    const element = await page.$('[data-testid="stimulus-stage"] > :not([aria-hidden="true"])');
    if (!element) continue;
    const stimulus = await element.evaluate((el) => ({
      text: el.textContent ?? '',
      color: (el as HTMLElement).style.color,
      label: el.getAttribute('aria-label'),
    }));
    await respond(stimulus);
    await element.waitForElementState('hidden').catch(() => undefined);
    await page.waitForFunction((el) => !el.isConnected, element, { polling: 20, timeout: 30_000 }).catch(() => undefined);
  }
}

/** Instructions → practice (played by `respond`) → real round (the same) → the saved attempt request. */
async function playTask(page: Page, path: string, respond: (stimulus: Stimulus) => Promise<void>) {
  await page.goto(path);
  await page.getByRole('button', { name: bt('runner.startPractice') }).click();
  await playRound(page, respond);
  await page.getByRole('button', { name: bt('runner.startReal') }).click();
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/brain-training/attempts') && r.method() === 'POST');
  await playRound(page, respond);
  const request = await saved;
  await expect(page.getByRole('heading', { name: bt('runner.resultTitle') })).toBeVisible();
  return request;
}

const trialsOf = (request: Request) =>
  (request.postDataJSON() as { trials: { stimulus: string; response: string | null; rtMs: number | null }[] }).trials;

test.describe('brain training', () => {
  test('the page groups tasks by domain, offers a daily set and passes axe', async ({ visitor: page }) => {
    await signInThroughApi(page, trainer);
    await page.goto('/brain-training');
    await expect(page.getByRole('heading', { level: 1, name: bt('title') })).toBeVisible();
    for (const domain of ['memory', 'attention', 'speed', 'flexibility', 'reasoning'])
      await expect(page.getByRole('heading', { name: bt(`domains.${domain}.name`), exact: true })).toBeVisible();
    await expect(page.getByTestId('daily-set').getByRole('link')).toHaveCount(3);
    await expect(page.getByTestId('upgrade-note')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('free learners see locked tasks and the upgrade path', async ({ visitor: page }) => {
    await signInThroughApi(page, freeTrainer);
    await page.goto('/brain-training');
    await expect(page.getByTestId('upgrade-note')).toBeVisible();
    // 15 tasks: today's 3 and spaced recall (free every day) are open, the other 11 locked.
    await expect(page.getByText(bt('card.locked'))).toHaveCount(11);
    await expect(page.getByTestId('upgrade-note').getByRole('link', { name: bt('upgrade.button') })).toHaveAttribute('href', '/pricing');
    await expectNoAxeViolations(page);
    const locked = page.locator('[aria-disabled="true"][data-testid^="task-"]').first();
    const id = (await locked.getAttribute('data-testid'))!.replace('task-', '');
    await page.goto(`/brain-training/${id}`);
    await expect(page.getByTestId('task-locked')).toBeVisible();
  });

  test('simple reaction time: play through with key presses and see the median', async ({ visitor: page }) => {
    test.setTimeout(120_000);
    await signInThroughApi(page, trainer);
    await page.goto('/brain-training/simple-rt');
    await expect(page.getByRole('button', { name: bt('runner.startPractice') })).toBeVisible();
    await expectNoAxeViolations(page);
    const request = await playTask(page, '/brain-training/simple-rt', async () => {
      await page.waitForTimeout(150);
      await page.keyboard.press('Space');
    });
    const trials = trialsOf(request);
    expect(trials).toHaveLength(20);
    expect(trials.every((t) => t.response === 'press' && t.rtMs! >= 150)).toBe(true);
    await expect(page.getByTestId('primary-score')).toHaveText(/^\d+ ms$/);
    await expect(page.getByText(ct('measures.medianRtMs'), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Stroop: answering the ink colour scores every trial right', async ({ visitor: page }) => {
    test.setTimeout(120_000);
    await signInThroughApi(page, trainer);
    const keyFor: Record<string, string> = {
      'rgb(248, 113, 113)': 'd',
      'rgb(74, 222, 128)': 'f',
      'rgb(96, 165, 250)': 'j',
      'rgb(250, 204, 21)': 'k',
    };
    // A press under 100 ms after the stimulus anticipated it and is ignored, so answer like a person would.
    const request = await playTask(page, '/brain-training/stroop', async ({ color }) => {
      await page.waitForTimeout(150);
      await page.keyboard.press(keyFor[color]!);
    });
    const trials = trialsOf(request);
    expect(trials).toHaveLength(24);
    expect(trials.filter((t) => t.response !== t.stimulus.split(':')[1])).toEqual([]);
    await expect(page.getByText(ct('measures.interferenceMs'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('attempt-result')).toContainText('100%');
    await expectNoAxeViolations(page);
  });

  test('1-back: pressing on repeats gives hits and no false alarms', async ({ visitor: page }) => {
    test.setTimeout(180_000);
    await signInThroughApi(page, trainer);
    let previous = '';
    const request = await playTask(page, '/brain-training/n-back', async ({ text }) => {
      if (text === previous) {
        await page.waitForTimeout(150);
        await page.keyboard.press('Space');
      }
      previous = text;
    });
    const trials = trialsOf(request);
    expect(trials).toHaveLength(21);
    const targets = trials.filter((t, i) => i > 0 && trials[i - 1]!.stimulus === t.stimulus);
    expect(targets.filter((t) => t.response !== 'match')).toEqual([]);
    await expect(page.getByText(ct('measures.dPrime'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('primary-score')).toHaveText(/^\d\.\d\d$/);
  });

  test('performance tracking charts saved results with the personal best and trend', async ({ visitor: page }) => {
    await signInThroughApi(page, progressLearner);
    const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin;
    await page.goto('/performance-tracking');
    await expect(page.getByText(translation('en', 'performance', 'empty'))).toBeVisible();
    await expectNoAxeViolations(page);
    // Three simple RT runs getting faster (medians 420, 380, 330 ms), saved as the task page would.
    for (const [i, rt] of [420, 380, 330].entries()) {
      const finishedAt = Date.now() - (3 - i) * 120_000;
      const trials = Array.from({ length: 20 }, (_, k) => ({ stimulus: 'go', response: 'press', rtMs: rt, onsetMs: k * 3000 }));
      const res = await page.request.post('/api/brain-training/attempts', {
        headers: { origin },
        data: {
          clientSubmissionId: crypto.randomUUID(),
          taskId: 'simple-rt',
          level: null,
          startedAt: new Date(finishedAt - 70_000).toISOString(),
          finishedAt: new Date(finishedAt).toISOString(),
          trials,
        },
      });
      expect(res.status()).toBe(201);
    }
    await page.reload();
    const card = page.getByTestId('progress-simple-rt');
    await expect(card.getByTestId('personal-best')).toHaveText('330 ms');
    await expect(card.getByText(translation('en', 'performance', 'trends.improving'))).toBeVisible();
    await expect(card.locator('svg circle')).toHaveCount(3);
    await expectNoAxeViolations(page);
  });

  test('digit span forward: recalling sequences raises the span until two misses end the run', async ({ visitor: page }) => {
    test.setTimeout(180_000);
    await signInThroughApi(page, trainer);
    await page.goto('/brain-training/digit-span-forward');
    // Collects each digit as the task shows it.
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { __digits: string[] }).__digits = shown;
      new MutationObserver((mutations) => {
        for (const m of mutations) {
          const target = m.target as HTMLElement;
          if (target.dataset?.['testid'] === 'stimulus-stage' && target.textContent) shown.push(target.textContent);
        }
      }).observe(document.body, { subtree: true, childList: true });
    });
    const answerBox = page.getByLabel(ct('digitSpan.answerLabel'));
    const answer = async (right: boolean) => {
      await expect(answerBox).toBeVisible({ timeout: 30_000 });
      const digits = await page.evaluate(() => (window as unknown as { __digits: string[] }).__digits.splice(0).join(''));
      await answerBox.fill(right ? digits : digits.slice(1));
      await answerBox.press('Enter');
      await expect(answerBox).toBeHidden();
      return digits.length;
    };
    await page.getByRole('button', { name: bt('runner.startPractice') }).click();
    expect(await answer(true)).toBe(2);
    await page.getByRole('button', { name: bt('runner.startReal') }).click();
    const saved = page.waitForRequest((r) => r.url().endsWith('/api/brain-training/attempts') && r.method() === 'POST');
    // Lengths 2, 2, 3, 3, 4, 4 right; then both sequences of length 5 wrong.
    const lengths: number[] = [];
    for (let i = 0; i < 6; i++) lengths.push(await answer(true));
    lengths.push(await answer(false), await answer(false));
    expect(lengths).toEqual([2, 2, 3, 3, 4, 4, 5, 5]);
    const trials = trialsOf(await saved);
    expect(trials).toHaveLength(8);
    await expect(page.getByTestId('primary-score')).toHaveText('4');
    await expectNoAxeViolations(page);
  });
});
