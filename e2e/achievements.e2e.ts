import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

/** Every badge has a name in the locale bundle: before anything is earned, all of them are still to earn. */
const badgeCount = Object.keys(
  (JSON.parse(readFileSync(new URL('../apps/web/public/locales/en/achievements.json', import.meta.url), 'utf8')) as { badges: object })
    .badges,
).length;

const t = (key: string, vars: Record<string, string | number> = {}) =>
  translation('en', 'achievements', key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));

test('achievements: rules are shown before anything is earned; a real check-in earns its badge once and starts a streak', async ({
  visitor: page,
}) => {
  test.slow(); // a long journey; the shared 2-core machine can be busy
  await signInThroughApi(page, { email: 'achiever@e2e.example', password: 'lantern-cobalt-meadow-57' });
  await page.goto('/achievements');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('title'), { timeout: 30_000 });
  await expect(page.getByText(t('earned.empty'))).toBeVisible();
  const locked = page.getByRole('list', { name: t('locked.label') });
  await expect(locked.getByRole('listitem')).toHaveCount(badgeCount);
  await expect(locked.getByText(t('rules.events_one', { activity: t('activities.languages_lesson_completed'), count: 1 }))).toBeVisible();
  await expect(locked.getByText(t('rules.days_other', { activity: t('activities.wellness_check_in'), count: 7 }))).toBeVisible();
  await expect(locked.getByText(t('rules.streak_other', { activity: t('activities.any'), count: 7 }))).toBeVisible();
  await expectNoAxeViolations(page);

  // A mood check-in made on the wellness page is the real event behind the badge.
  await page.goto('/mental-wellness');
  await page.getByRole('radio', { name: new RegExp(translation('en', 'wellness', 'mood.level5')) }).click();
  await page.getByRole('button', { name: translation('en', 'wellness', 'checkIn.submit') }).click();
  await expect(page.getByText(translation('en', 'wellness', 'checkIn.saved'))).toBeVisible();

  await page.goto('/achievements');
  const earned = page.getByRole('list', { name: t('earned.label') });
  await expect(earned.getByRole('heading', { name: t('badges.check-in-first') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('earned.title', { count: 1, total: badgeCount }) })).toBeVisible();
  await expect(
    page
      .getByTestId('streaks')
      .getByText(t('streak.days_one', { count: 1 }))
      .first(),
  ).toBeVisible();
  await expect(locked.getByText(t('progress', { done: 1, total: 7 })).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Looking again awards nothing twice.
  await page.reload();
  await expect(earned.getByRole('listitem')).toHaveCount(1);
});
