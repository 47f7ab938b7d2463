import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const premiumLearner = { email: 'programmes@e2e.example', password: 'tidal-orchid-compass-48' };
const freeLearner = { email: 'dashfree@e2e.example', password: 'velvet-acorn-harbour-35' };
const pg = (key: string) => translation('en', 'programmes', key);
const db = (key: string) => translation('en', 'dashboard', key);
const bt = (key: string) => translation('en', 'brainTraining', key);
const taskName = (key: string) => translation('en', 'cognitiveTasks', `${key}.name`);

/** Presses Space on every stimulus of the running round until the round is over (the stage hides). */
async function pressThroughRound(page: Page) {
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
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    await page.waitForFunction((el) => !el.isConnected, element, { polling: 20, timeout: 30_000 }).catch(() => undefined);
  }
}

test.describe('dashboard and cognitive-training programmes', () => {
  test('signed-out visitors are sent to sign in and come back to the dashboard', async ({ visitor: page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
    await page.goto('/cognitive-training');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcognitive-training$/);
  });

  test('a Premium learner enrols, plays the first session and sees it done, then the dashboard shows plan and streak', async ({
    visitor: page,
  }) => {
    test.setTimeout(150_000);
    await signInThroughApi(page, premiumLearner);
    await page.goto('/cognitive-training');
    await expect(page.getByRole('heading', { level: 1, name: pg('title') })).toBeVisible();
    await expect(page.getByTestId('programmes-upgrade')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const programmeName = pg('programmes.attention-speed-3w.name');
    await page.getByRole('button', { name: `Start ${programmeName}` }).click();
    const active = page.getByTestId('active-programme');
    await expect(active).toBeVisible();
    await expect(page.getByTestId('programme-progress')).toHaveText('0 of 9 sessions done');
    const first = page.getByTestId('session-0');
    await expect(first).toHaveAttribute('data-state', 'due');
    await expect(page.getByTestId('session-1')).toHaveAttribute('data-state', 'upcoming');
    await expectNoAxeViolations(page);

    // Play the session's first task on its task page, from the session's link.
    await first.getByRole('link', { name: `Play ${taskName('simpleRt')}` }).click();
    await expect(page).toHaveURL(/\/brain-training\/simple-rt$/);
    await page.getByRole('button', { name: bt('runner.startPractice') }).click();
    await pressThroughRound(page);
    await page.getByRole('button', { name: bt('runner.startReal') }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/brain-training/attempts') && r.request().method() === 'POST');
    await pressThroughRound(page);
    expect((await saved).status()).toBe(201);

    await page.goto('/cognitive-training');
    await expect(first.getByRole('link', { name: `${taskName('simpleRt')}: done` })).toBeVisible();
    await expect(first).toHaveAttribute('data-state', 'due');

    // The session's second task, saved as its task page saves a run.
    const origin = new URL(page.url()).origin;
    const finishedAt = Date.now();
    const trials = Array.from({ length: 16 }, (_, k) => ({
      stimulus: k % 2 ? '<<<<<' : '>>>>>',
      response: k % 2 ? 'left' : 'right',
      rtMs: 450,
      onsetMs: k * 2500,
    }));
    const res = await page.request.post('/api/brain-training/attempts', {
      headers: { origin },
      data: {
        clientSubmissionId: crypto.randomUUID(),
        taskId: 'flanker',
        level: null,
        startedAt: new Date(finishedAt - 60_000).toISOString(),
        finishedAt: new Date(finishedAt).toISOString(),
        trials,
      },
    });
    expect(res.status()).toBe(201);
    await page.reload();
    await expect(first).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('programme-progress')).toHaveText('1 of 9 sessions done');

    // The header's Dashboard link leads home: plan and streak reflect today's runs.
    await page
      .getByRole('banner')
      .getByRole('link', { name: translation('en', 'navbar', 'dashboard') })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Priya Programme' })).toBeVisible();
    await expect(page.getByTestId('plan-daily-set').getByRole('link')).toHaveCount(3);
    await expect(page.getByTestId('today-plan')).toContainText(db('plan.nothingDue'));
    await expect(page.getByTestId('streak-current')).toHaveText('1 day');
    await expect(page.getByText(db('streak.todayDone'))).toBeVisible();
    await expect(page.getByTestId('recent-results').getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test('a free learner sees what programmes are and the upgrade path, starts the baseline, and has a plan on the dashboard', async ({
    visitor: page,
  }) => {
    await signInThroughApi(page, freeLearner);
    await page.goto('/cognitive-training');
    await expect(page.getByTestId('programmes-upgrade')).toBeVisible();
    for (const id of ['working-memory-4w', 'attention-speed-3w', 'flexible-thinking-4w']) {
      const card = page.getByTestId(`programme-${id}`);
      await expect(card.getByRole('heading', { name: pg(`programmes.${id}.name`) })).toBeVisible();
      await expect(card.getByRole('link', { name: pg('catalogue.upgrade') })).toHaveAttribute('href', '/subscription');
      await expect(card.getByRole('button')).toHaveCount(0);
    }
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: pg('baseline.start') }).click();
    await expect(page.getByText('0 of 5 domains done')).toBeVisible();
    await expect(page.getByTestId('baseline').getByRole('link')).toHaveCount(5);

    await page.goto('/dashboard');
    await expect(page.getByTestId('plan-daily-set').getByRole('link')).toHaveCount(3);
    await expect(page.getByTestId('today-plan')).toContainText(db('plan.premiumProgrammes'));
    await expect(page.getByTestId('streak-current')).toHaveText('0 days');
    await expect(page.getByText('Baseline in progress: 0 of 5 domains done.')).toBeVisible();
    for (const area of ['brainTraining', 'performance', 'focus', 'homework', 'wellness', 'achievements'])
      await expect(page.getByRole('link', { name: new RegExp(`^${translation('en', 'dashboard', `areas.${area}.name`)}`) })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
