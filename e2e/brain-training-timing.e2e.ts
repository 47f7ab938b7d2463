import { expect, signInThroughApi, test, translation } from './fixtures';

const trainer = { email: 'trainer@e2e.example', password: 'cobalt-fern-lighthouse-26' };
const bt = (key: string) => translation('en', 'brainTraining', key);

type Probe = { marks: { at: number; delay: number }[]; keys: number[] };

// Rounds of 20 presses. CI plays 2 (a round is about a minute); RT_ROUNDS=5 gives the 100-press
// measurement quoted in decision 0010.
const rounds = Number(process.env.RT_ROUNDS ?? 2);

/**
 * Measures how far the recorded reaction time is from a scripted press delay, over 20 presses a
 * round in the simple RT task. An in-page observer sees the stimulus enter the page (in the frame the task
 * paints it), waits a random 200–400 ms, and asks Playwright for a real (trusted) Space key press.
 * total error = recorded RT − scripted delay (includes the harness's own latency);
 * recording error = recorded RT − (key event time − stimulus time), the task's own error.
 */
test(`reaction-time recording error against a scripted press delay (${rounds * 20} presses)`, async ({ visitor: page }) => {
  test.setTimeout(60_000 + rounds * 120_000);
  await page.exposeBinding('__pressSpace', () => page.keyboard.press('Space'));
  await page.addInitScript(() => {
    const probe: Probe = { marks: [], keys: [] };
    (window as unknown as { __probe: Probe }).__probe = probe;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of Array.from(mutation.addedNodes)) {
          if (
            !(node instanceof HTMLElement) ||
            node.getAttribute('role') !== 'img' ||
            node.parentElement?.dataset['testid'] !== 'stimulus-stage'
          )
            continue;
          const at = performance.now();
          const delay = 200 + Math.round(Math.random() * 200);
          probe.marks.push({ at, delay });
          setTimeout(() => void (window as unknown as { __pressSpace: () => Promise<void> }).__pressSpace(), delay);
        }
    }).observe(document, { subtree: true, childList: true });
    addEventListener('keydown', (event) => event.code === 'Space' && probe.keys.push(event.timeStamp), true);
  });
  await signInThroughApi(page, trainer);
  await page.goto('/brain-training/simple-rt');

  const total: number[] = [];
  const recording: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await page.getByRole('button', { name: bt('runner.startPractice') }).click();
    await page.getByRole('button', { name: bt('runner.startReal') }).click({ timeout: 60_000 });
    await page.evaluate(() => {
      const probe = (window as unknown as { __probe: Probe }).__probe;
      probe.marks.length = 0;
      probe.keys.length = 0;
    });
    const request = await page.waitForRequest((r) => r.url().endsWith('/api/brain-training/attempts') && r.method() === 'POST', {
      timeout: 120_000,
    });
    const trials = (request.postDataJSON() as { trials: { rtMs: number | null }[] }).trials;
    const probe = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
    expect(probe.marks).toHaveLength(20);
    trials.forEach((trial, i) => {
      expect(trial.rtMs).not.toBeNull();
      total.push(trial.rtMs! - probe.marks[i]!.delay);
      recording.push(trial.rtMs! - (probe.keys[i]! - probe.marks[i]!.at));
    });
    await expect(page.getByRole('heading', { name: bt('runner.resultTitle') })).toBeVisible();
    await page.getByRole('button', { name: bt('runner.playAgain') }).click();
  }

  const stats = (values: number[]) => {
    const abs = values.map(Math.abs).sort((a, b) => a - b);
    const middle = values.length / 2;
    return {
      n: values.length,
      medianAbs: (abs[middle - 1]! + abs[middle]!) / 2,
      maxAbs: abs[abs.length - 1]!,
      mean: values.reduce((a, b) => a + b, 0) / values.length,
    };
  };
  const framesMissed = await page.evaluate(() => performance.getEntriesByName('brain-training:no-frame').length);
  const report = { totalError: stats(total), recordingError: stats(recording), stimuliPaintedWithoutFrame: framesMissed };
  console.log(`RT error over ${total.length} presses: ${JSON.stringify(report)}`);
  test.info().annotations.push({ type: 'rt-error', description: JSON.stringify(report) });
  expect(total).toHaveLength(rounds * 20);
  expect(report.recordingError.maxAbs).toBeLessThan(17);
});
