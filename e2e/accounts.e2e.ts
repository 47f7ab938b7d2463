import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, expectNoAxeViolations, test, translation } from './fixtures';

const student = { email: 'student@e2e.example', password: 'maple-river-lantern-81' };
const teacher = { email: 'teacher@e2e.example', password: 'granite-meadow-violin-17' };
const en = (ns: string, key: string) => translation('en', ns, key);

test('log in, see the signed-in header and profile, sign out', async ({ visitor: page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('auth', 'login.title'));
  await expectNoAxeViolations(page);
  await page.getByLabel(en('auth', 'email')).fill(student.email);
  await page.getByLabel(en('auth', 'password')).fill('not-my-password-at-all');
  await page.getByRole('button', { name: en('auth', 'login.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(en('errors', 'auth.INVALID_EMAIL_OR_PASSWORD'));

  await page.getByLabel(en('auth', 'password')).fill(student.password);
  await page.getByRole('button', { name: en('auth', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sam Student');
  await expect(page.getByRole('definition').filter({ hasText: en('account', 'roles.student') })).toBeVisible();
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: /Sam Student/ })).toHaveText('SS');
  await expect(header.getByRole('link', { name: en('navbar', 'upgrade') })).toHaveAttribute('href', '/subscription');
  await expect(header.getByRole('link', { name: en('navbar', 'logIn') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: en('feedback', 'button'), exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: en('account', 'signOut'), exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: en('navbar', 'logIn') })).toBeVisible();
  await expect(page.getByRole('button', { name: en('feedback', 'button'), exact: true })).toHaveCount(0);
});

test('the profile asks visitors to log in and brings them back; the name can be changed', async ({ visitor: page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
  await page.getByLabel(en('auth', 'email')).fill(teacher.email);
  await page.getByLabel(en('auth', 'password')).fill(teacher.password);
  await page.getByRole('button', { name: en('auth', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel(en('account', 'fullName')).fill('   ');
  await page.getByRole('button', { name: en('account', 'save') }).click();
  await expect(page.getByText(en('errors', 'contact.nameRequired'))).toBeVisible();
  await page.getByLabel(en('account', 'fullName')).fill('Taylor Rivera');
  await page.getByRole('button', { name: en('account', 'save') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Taylor Rivera');
  await expect(page.locator('header').getByRole('link', { name: /Taylor Rivera/ })).toHaveText('TR');
});

test('forgot password answers the same for any address', async ({ visitor: page }) => {
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('auth', 'forgot.title'));
  await expectNoAxeViolations(page);
  await page.getByLabel(en('auth', 'email')).fill('nobody-here@e2e.example');
  await page.getByRole('button', { name: en('auth', 'forgot.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('auth', 'forgot.sent') })).toBeVisible();
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText(en('errors', 'auth.INVALID_TOKEN'));
});

test('first run: the one-time set-up link creates the owner administrator', async ({ visitor: page }) => {
  const token = readFileSync(path.join(tmpdir(), `brainboost-e2e-setup-token-${process.env.E2E_PORT ?? 3100}`), 'utf8');
  await page.goto(`/setup#token=${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('auth', 'setup.title'));
  await expectNoAxeViolations(page);
  await page.getByLabel(en('auth', 'name')).fill('Grace Hopper');
  await page.getByLabel(en('auth', 'email')).fill('grace@e2e.example');
  await page.getByLabel(en('auth', 'password')).fill('password1234');
  await page.getByRole('button', { name: en('auth', 'setup.submit') }).click();
  await expect(page.getByText(en('errors', 'password.common'))).toBeVisible();
  await page.getByLabel(en('auth', 'password')).fill('compiler-nanosecond-1952');
  await page.getByRole('button', { name: en('auth', 'setup.submit') }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('definition').filter({ hasText: en('account', 'roles.master') })).toBeVisible();
});
