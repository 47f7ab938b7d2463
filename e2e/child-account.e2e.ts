import { expect, expectNoAxeViolations, test, translation } from './fixtures';
import { signedInChild } from './signed-in-child';

const en = (ns: string, key: string) => translation('en', ns, key);

test('a child’s settings, profile, two-step and teacher pages offer no adult fields (decision 0052)', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const username = `nova_${stamp % 1_000_000}`;
  const parentEmail = `parent-${stamp}@e2e.example`;
  const origin = new URL(baseURL!).origin;
  const context = await signedInChild(browser, origin, { username, parentEmail });
  const page = await context.newPage();

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: en('accountSecurity', 'title') })).toBeVisible();
  await expect(page.getByText(en('children', 'childAccount.managedByParent'))).toBeVisible();
  await expect(page.getByRole('heading', { name: en('accountSecurity', 'password.title') })).toBeVisible();
  for (const adultCard of ['email.title', 'twoFactor.title', 'methods.title']) {
    await expect(page.getByRole('heading', { name: en('accountSecurity', adultCard) })).toHaveCount(0);
  }
  await expect(page.getByText(en('accountSecurity', 'email.verified'), { exact: true })).toHaveCount(0);
  await expect(page.getByText(/\.invalid/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('child-settings.png'), fullPage: true });

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(username);
  await expect(page.getByText(en('children', 'childAccount.managedByParent'))).toBeVisible();
  await expect(page.getByLabel(en('account', 'fullName'))).toHaveCount(0);
  await expect(page.getByRole('link', { name: en('children', 'profileLink') })).toHaveCount(0);
  await expect(page.getByText(/\.invalid/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/mfa-setup');
  await expect(page.getByText(en('children', 'childAccount.twoFactor'))).toBeVisible();
  await expect(page.getByRole('button', { name: en('mfa', 'start.submit') })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/teacher-access');
  await expect(page.getByText(en('children', 'childAccount.teacherAccess'))).toBeVisible();
  await expect(page.getByRole('button', { name: en('access', 'teacher.submit') })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
});
