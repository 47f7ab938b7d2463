import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const en = (key: string, vars: Record<string, string | number> = {}) =>
  translation('en', 'focus', key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
const account = { email: 'focus@e2e.example', password: 'meadow-lantern-pebble-71' };

test('focus timer: a short work period survives a reload, completes into a break, is saved once, and the break hands back to work', async ({
  visitor: page,
}) => {
  test.slow(); // a long journey; the shared 2-core machine can be busy
  await page.clock.install();
  await signInThroughApi(page, account);
  await page.goto('/focus-enhancement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('title'), { timeout: 30_000 });
  await expect(page.getByTestId('focus-remaining')).toHaveText('25:00');
  await expect(page.getByText(en('history.empty'))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByText(en('settings.title')).click();
  await page.getByLabel(en('settings.workMinutes')).fill('1');
  await page.getByLabel(en('settings.shortBreakMinutes')).fill('2');
  await page.getByRole('button', { name: en('settings.save') }).click();
  await expect(page.getByText(en('settings.saved'))).toBeVisible();
  await expect(page.getByTestId('focus-remaining')).toHaveText('1:00');

  await page.getByRole('button', { name: en('timer.startWork') }).click();
  await page.clock.fastForward('00:30');
  await expect(page.getByTestId('focus-remaining')).toHaveText('0:30');

  // Reload mid-period: the timer carries on from where it was.
  await page.reload();
  await expect(page.getByTestId('focus-phase')).toHaveText(en('phase.work'), { timeout: 30_000 });
  await expect(page.getByRole('button', { name: en('timer.pause') })).toBeVisible();
  // The fake clock keeps flowing during the reload itself: some seconds are gone, none added back.
  await expect(page.getByTestId('focus-remaining')).toHaveText(/^0:([0-2]\d|30)$/);

  await page.clock.fastForward('00:31');
  await expect(page.getByTestId('focus-phase')).toHaveText(en('phase.shortBreak'));
  await expect(page.getByText(en('announce.workDone', { minutes: 2 }))).toBeAttached();
  const totals = page.getByTestId('focus-totals');
  await expect(totals.getByText(en('history.sessionsCount_one', { count: 1 }))).toBeVisible();
  await expect(page.getByRole('list', { name: en('history.listLabel') }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.clock.fastForward('02:01');
  await expect(page.getByTestId('focus-phase')).toHaveText(en('phase.work'));
  await expect(page.getByRole('button', { name: en('timer.startWork') })).toBeVisible();
  await expect(page.getByText(en('timer.cycle', { done: 1, total: 4 }))).toBeVisible();

  // Saved on the server exactly once, even after another reload.
  await page.reload();
  const history = await (await page.request.get('/api/focus/sessions')).json();
  expect(history.totals.sessions).toBe(1);
  expect(history.sessions[0].workMinutes).toBe(1);
});

test('breathing pacer and background sound: text cues, reduced motion, noise starts and stops', async ({ visitor: page }) => {
  test.slow(); // a long journey; the shared 2-core machine can be busy
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await signInThroughApi(page, account);
  await page.goto('/focus-enhancement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('title'), { timeout: 30_000 });
  const pacer = page.getByRole('region', { name: en('breathing.title') });
  await expect(pacer.getByTestId('breathing-cue')).toHaveText(en('breathing.ready'));
  await pacer.getByRole('button', { name: en('breathing.start') }).click();
  await expect(pacer.getByTestId('breathing-cue')).toHaveText(en('breathing.inhale'));
  await page.clock.fastForward(4_100);
  await expect(pacer.getByTestId('breathing-cue')).toHaveText(en('breathing.hold'));
  await page.clock.fastForward(2_000);
  await expect(pacer.getByTestId('breathing-cue')).toHaveText(en('breathing.exhale'));
  await page.clock.fastForward(6_000);
  await expect(pacer.getByText(en('breathing.cycles_one', { count: 1 }))).toBeVisible();
  // Reduced motion: no scaling circle.
  await expect(pacer.locator('[style*="scale("]')).toHaveCount(0);

  const sound = page.locator('section').filter({ has: page.getByRole('heading', { name: en('sound.title') }) });
  await sound.getByRole('radio', { name: new RegExp(en('sound.brown')) }).click();
  await sound.getByRole('button', { name: en('sound.play') }).click();
  await expect(sound.getByText(en('sound.playing', { colour: en('sound.brown') }))).toBeVisible();
  await sound.getByRole('button', { name: en('sound.stop') }).click();
  await expect(sound.getByRole('button', { name: en('sound.play') })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('signed out, the focus page asks to sign in', async ({ visitor: page }) => {
  await page.goto('/focus-enhancement');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Ffocus-enhancement$/);
});
