import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const t = (ns: string, key: string, vars: Record<string, string | number> = {}) =>
  translation('en', ns, key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));

test('mental wellness: a check-in with a worrying feeling shows crisis resources with the 988 Lifeline; history keeps it', async ({
  visitor: page,
}) => {
  test.slow(); // a long journey; the shared 2-core machine can be busy
  await page.context().setExtraHTTPHeaders({ 'accept-language': 'en-US' });
  await signInThroughApi(page, { email: 'mood@e2e.example', password: 'harbour-thistle-violin-26' });
  await page.goto('/mental-wellness');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('wellness', 'title'), { timeout: 30_000 });
  await expect(page.getByText(t('wellness', 'history.empty'))).toBeVisible();
  // Coping content loads for the chosen school stage.
  await page.getByRole('radio', { name: t('wellness', 'coping.bands.elementary') }).click();
  await expect(page.getByRole('heading', { name: 'Balloon breathing' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Submitting without a mood says what is missing and saves nothing.
  await page.getByRole('button', { name: t('wellness', 'checkIn.submit') }).click();
  await expect(page.getByText(t('errors', 'wellbeing.moodRequired'))).toBeVisible();

  await page.getByRole('radio', { name: new RegExp(t('wellness', 'mood.level2')) }).click();
  await page.getByRole('button', { name: t('wellness', 'feelings.hopeless') }).click();
  await expect(page.getByRole('button', { name: t('wellness', 'feelings.hopeless') })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel(t('wellness', 'checkIn.note')).fill('Exams next week');
  await page.getByRole('button', { name: t('wellness', 'checkIn.submit') }).click();

  const crisis = page.getByTestId('crisis-resources');
  await expect(crisis.getByRole('heading', { name: t('wellness', 'crisis.urgentTitle') })).toBeFocused();
  await expect(crisis.getByText('988 Suicide & Crisis Lifeline')).toBeVisible();
  await expect(crisis.getByRole('link', { name: t('wellness', 'crisis.call', { number: '988' }) })).toHaveAttribute('href', 'tel:988');
  await crisis.getByLabel(t('wellness', 'crisis.country')).selectOption('GB');
  await expect(crisis.getByText('Childline')).toBeVisible();
  await expect(crisis.getByRole('link', { name: t('wellness', 'crisis.call', { number: '0800 1111' }) })).toBeVisible();

  const history = page.getByRole('list', { name: t('wellness', 'history.title') });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByText('Exams next week')).toBeVisible();
  await expect(history.getByText(t('wellness', 'feelings.hopeless'))).toBeVisible();
  await expectNoAxeViolations(page);

  // A good day shows no crisis panel.
  await page.reload();
  await page.getByRole('radio', { name: new RegExp(t('wellness', 'mood.level4')) }).click();
  await page.getByRole('button', { name: t('wellness', 'checkIn.submit') }).click();
  await expect(page.getByText(t('wellness', 'checkIn.saved'))).toBeVisible();
  await expect(page.getByRole('heading', { name: t('wellness', 'crisis.urgentTitle') })).toHaveCount(0);
  await expect(history.getByRole('listitem')).toHaveCount(2);

  // The learner can delete a check-in.
  await history
    .getByRole('listitem')
    .filter({ hasText: 'Exams next week' })
    .getByRole('button', { name: /^Delete the check-in from / })
    .click();
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByText('Exams next week')).toHaveCount(0);
});

test('brain health: log sleep and activity for two days, see the weekly summary, correct a day, with guidance and sources', async ({
  visitor: page,
}) => {
  test.slow(); // a long journey; the shared 2-core machine can be busy
  await signInThroughApi(page, { email: 'sleep@e2e.example', password: 'quartz-willow-ember-84' });
  await page.goto('/brain-health');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('brainHealth', 'title'), { timeout: 30_000 });
  await expect(page.getByRole('link', { name: /Recommended amount of sleep for pediatric populations/ })).toHaveAttribute(
    'href',
    'https://doi.org/10.5664/jcsm.5866',
  );
  await expect(page.getByText(t('brainHealth', 'list.empty'))).toBeVisible();
  await expectNoAxeViolations(page);

  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const yesterday = await page.evaluate(() => {
    const d = new Date(Date.now() - 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const log = async (date: string, sleep: string, active: string) => {
    await page.getByLabel(t('brainHealth', 'log.date')).fill(date);
    await page.getByLabel(t('brainHealth', 'log.sleepHours')).fill(sleep);
    await page.getByLabel(t('brainHealth', 'log.activeMinutes')).fill(active);
    await page.getByRole('button', { name: t('brainHealth', 'log.save') }).click();
    await expect(page.getByText(t('brainHealth', 'log.saved'))).toBeVisible();
  };

  // A bad value is refused with the server's message, nothing saved.
  await page.getByLabel(t('brainHealth', 'log.sleepHours')).fill('20');
  await page.getByRole('button', { name: t('brainHealth', 'log.save') }).click();
  await expect(page.getByText(t('errors', 'wellbeing.sleepInvalid')).first()).toBeVisible();
  await expect(page.getByText(t('brainHealth', 'list.empty'))).toBeVisible();

  await log(yesterday, '7.5', '30');
  await log(today, '9', '75');
  const summary = page.getByTestId('weekly-summary');
  await expect(summary.getByText(t('brainHealth', 'summary.ofSeven_other', { count: 2 }))).toBeVisible();
  await expect(summary.getByText(t('brainHealth', 'summary.hours', { value: '8.3' }))).toBeVisible(); // (7.5 + 9) / 2 = 8.25
  await expect(summary.getByText(t('brainHealth', 'summary.minutes_other', { count: 105 }))).toBeVisible();
  await expect(summary.getByText(t('brainHealth', 'summary.activeDays_one', { count: 1, goal: 60 }))).toBeVisible();
  await expect(page.getByRole('list', { name: t('brainHealth', 'list.label') }).getByRole('listitem')).toHaveCount(2);

  // Saving a day again corrects it; the summary follows.
  await log(yesterday, '8', '60');
  await expect(summary.getByText(t('brainHealth', 'summary.hours', { value: '8.5' }))).toBeVisible();
  await expect(summary.getByText(t('brainHealth', 'summary.activeDays_other', { count: 2, goal: 60 }))).toBeVisible();
  await expect(page.getByRole('list', { name: t('brainHealth', 'list.label') }).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('brain health guidance is open to visitors; the log asks them to log in', async ({ visitor: page }) => {
  await page.goto('/brain-health');
  await expect(page.getByRole('heading', { name: 'Sleep', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: t('brainHealth', 'log.signIn') })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Fbrain-health',
  );
  await expectNoAxeViolations(page);
});
