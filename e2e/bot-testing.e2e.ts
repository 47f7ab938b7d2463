import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const en = (key: string) => translation('en', 'botTesting', key);
const admin = { email: 'admin@e2e.example', password: 'copper-orchid-tundra-63' };

test('an admin tests the tutor: adds a case, runs the suite, schedules it, and a failing scheduled run alerts the dashboard', async ({
  visitor: page,
}, testInfo) => {
  test.setTimeout(90_000);
  const n = Date.now() % 100_000;
  await signInThroughApi(page, admin);
  await page.goto('/admin/bot-testing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('page.title'));
  const sidebar = page.getByRole('navigation', { name: translation('en', 'admin', 'nav.label') });
  await expect(sidebar.getByRole('link', { name: translation('en', 'admin', 'nav.botTesting') })).toHaveAttribute('aria-current', 'page');

  // A bad expected answer is refused in words, and nothing is added.
  const form = page.getByRole('form', { name: en('form.addTitle') });
  await form.getByLabel(en('form.prompt')).fill(`${n} + 1`);
  await form.getByLabel(en('form.answer'), { exact: true }).fill('four!!');
  await form.getByRole('button', { name: en('form.add') }).click();
  await expect(form.getByText(translation('en', 'errors', 'botTesting.answerUnreadable'))).toBeVisible();

  // A case the tutor passes, and one it fails.
  await form.getByLabel(en('form.answer'), { exact: true }).fill(String(n + 1));
  await form.getByRole('button', { name: en('form.add') }).click();
  const cases = page.getByRole('list', { name: en('cases.listLabel') });
  await expect(cases.getByText(`${n} + 1`, { exact: true })).toBeVisible();
  await form.getByLabel(en('form.prompt')).fill(`${n} + 2`);
  await form.getByLabel(en('form.answer'), { exact: true }).fill(String(n));
  await form.getByRole('button', { name: en('form.add') }).click();
  await expect(cases.getByText(`${n} + 2`, { exact: true })).toBeVisible();

  // Run the suite: progress while running, then pass/fail and latency per case.
  await page.getByRole('button', { name: en('run.start') }).click();
  await expect(page.getByText(/^Finished /)).toBeVisible({ timeout: 30_000 });
  const results = page.getByRole('table', { name: en('run.tableCaption') });
  const passing = results.getByRole('row').filter({ hasText: `${n} + 1` });
  await expect(passing.getByText(en('result.pass'), { exact: true })).toBeVisible();
  await expect(passing.getByText(/^\d+ ms$/)).toBeVisible();
  await expect(passing.getByText(String(n + 1), { exact: true })).toBeVisible();
  const failing = results.getByRole('row').filter({ hasText: `${n} + 2` });
  await expect(failing.getByText(en('result.fail'), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('bot-testing.png'), fullPage: true });

  // A schedule: a bad cron expression is explained; a good one shows its next run.
  await page.goto('/admin/scheduled-bot-tests');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('schedules.title'));
  const scheduleForm = page.getByRole('form', { name: en('schedules.addTitle') });
  const name = `Hourly check ${n}`;
  await scheduleForm.getByLabel(en('schedules.name')).fill(name);
  await scheduleForm.getByLabel(en('schedules.cron')).fill('61 * * * *');
  await scheduleForm.getByRole('button', { name: en('schedules.add') }).click();
  await expect(scheduleForm.getByText(translation('en', 'errors', 'botTesting.cronInvalid'))).toBeVisible();
  await scheduleForm.getByLabel(en('schedules.cron')).fill('0 * * * *');
  await scheduleForm.getByRole('button', { name: en('schedules.add') }).click();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(item.getByText(/next run/)).toBeVisible();
  await expect(item.getByText(en('schedules.noRuns'))).toBeVisible();
  await expectNoAxeViolations(page);

  // The hour comes (test-only trigger, absent in production): the scheduled run has a failing case.
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const schedules = (await (await page.request.get('/api/admin/bot-testing/schedules')).json()) as { name: string; nextRunAt: string }[];
  const due = schedules.find((s) => s.name === name)!.nextRunAt;
  const tick = await page.request.post('/api/admin/bot-testing/test-tick', { headers: { origin }, data: { now: due } });
  expect(tick.status(), await tick.text()).toBe(200);
  await page.reload();
  await expect(item.getByRole('list', { name: `Recent runs of ${name}` }).getByRole('listitem')).toHaveCount(1);
  // An hour later it runs again: the history draws the pass-rate trend.
  const next = new Date(new Date(due).getTime() + 3_600_000).toISOString();
  expect((await page.request.post('/api/admin/bot-testing/test-tick', { headers: { origin }, data: { now: next } })).status()).toBe(200);
  await page.reload();
  await expect(item.getByRole('list', { name: `Recent runs of ${name}` }).getByRole('listitem')).toHaveCount(2);
  await expect(item.getByRole('img', { name: 'Pass rate over the last 2 runs, from 50% to 50%' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('scheduled-bot-tests.png'), fullPage: true });

  await page.goto('/admin/dashboard');
  const alert = page.getByRole('alert').filter({ hasText: en('alert.title') });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(name);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('dashboard-alert.png') });
  await alert.getByRole('link', { name: en('alert.link') }).click();
  await expect(page).toHaveURL(/\/admin\/scheduled-bot-tests$/);

  // Starter cases from the tutor's evaluation set come only when asked for.
  await page.goto('/admin/bot-testing');
  await expect(page.getByRole('list', { name: en('cases.listLabel') }).getByText('44 + 20', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: en('cases.addStarter') }).click();
  await expect(page.getByText('11 cases added.')).toBeVisible();
  await expect(page.getByRole('list', { name: en('cases.listLabel') }).getByText('44 + 20', { exact: true })).toBeVisible();
});
