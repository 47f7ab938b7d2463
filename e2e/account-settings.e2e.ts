import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const en = (ns: string, key: string, vars: Record<string, string> = {}) =>
  translation('en', ns, key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');

test('account settings: change the password, see this device, download my data', async ({ visitor: page }) => {
  await signInThroughApi(page, { email: 'settings@e2e.example', password: 'harbour-quartz-pepper-52' });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('settings', 'title'));
  const account = page.getByRole('region', { name: en('accountSecurity', 'title') });
  await expect(account.getByText('settings@e2e.example')).toBeVisible();
  await expect(account.getByText(en('accountSecurity', 'email.verified'))).toBeVisible();
  await expect(account.getByText(en('accountSecurity', 'sessions.thisDevice'))).toBeVisible();
  await expect(account.getByText(en('accountSecurity', 'methods.onlyOne'))).toBeVisible();
  await expectNoAxeViolations(page);

  const passwordCard = account
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: en('accountSecurity', 'password.title') }) });
  await passwordCard.getByLabel(en('accountSecurity', 'currentPassword')).fill('not-my-password-at-all');
  await passwordCard.getByLabel(en('accountSecurity', 'password.new')).fill('lantern-violet-harbour-64');
  await passwordCard.getByRole('button', { name: en('accountSecurity', 'password.submit') }).click();
  await expect(passwordCard.getByText(en('errors', 'account.wrongPassword'))).toBeVisible();
  await passwordCard.getByLabel(en('accountSecurity', 'currentPassword')).fill('harbour-quartz-pepper-52');
  await passwordCard.getByRole('button', { name: en('accountSecurity', 'password.submit') }).click();
  await expect(page.getByText(en('accountSecurity', 'password.changed'))).toBeVisible();

  const download = page.waitForEvent('download');
  await account.getByRole('link', { name: en('accountSecurity', 'data.export') }).click();
  const file = await (await download).path();
  const data = JSON.parse(readFileSync(file, 'utf8'));
  expect(data.account.email).toBe('settings@e2e.example');
  expect(data.sessions.length).toBeGreaterThan(0);
});

test('delete my account: only with the password and the word DELETE, then signed out for good', async ({ visitor: page }) => {
  await signInThroughApi(page, { email: 'leaver@e2e.example', password: 'orchid-saddle-comet-39' });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('settings', 'title'));
  await page.getByRole('button', { name: en('accountSecurity', 'data.delete') }).click();
  const dialog = page.getByRole('dialog', { name: en('accountSecurity', 'delete.title') });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(en('accountSecurity', 'currentPassword')).fill('orchid-saddle-comet-39');
  await dialog.getByLabel(en('accountSecurity', 'delete.confirmLabel')).fill('delete');
  await dialog.getByRole('button', { name: en('accountSecurity', 'delete.submit') }).click();
  await expect(dialog.getByText(en('errors', 'account.confirmationMismatch'))).toBeVisible();
  await dialog.getByLabel(en('accountSecurity', 'delete.confirmLabel')).fill('DELETE');
  await dialog.getByRole('button', { name: en('accountSecurity', 'delete.submit') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(en('accountSecurity', 'delete.done'))).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: en('navbar', 'logIn') })).toBeVisible();
  const again = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: new URL(page.url()).origin },
    data: { email: 'leaver@e2e.example', password: 'orchid-saddle-comet-39' },
  });
  expect(again.status()).toBe(401);
});

test('an OAuth callback with an error parameter explains what happened', async ({ visitor: page }) => {
  await page.goto('/auth/callback?error=signup_disabled');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('oauth', 'failedTitle'));
  await expect(page.getByRole('alert')).toHaveText(en('oauth', 'errors.signup_disabled'));
  await expect(page.getByRole('link', { name: en('oauth', 'createAccount') })).toHaveAttribute('href', '/signup');
  await expectNoAxeViolations(page);
  await page.goto('/auth/callback?intent=link&error=something_new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('oauth', 'linkFailedTitle'));
  await expect(page.getByRole('alert')).toHaveText(en('oauth', 'errors.unknown'));
});

test('signed-out visitors see only device settings and a way to sign in', async ({ visitor: page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('settings', 'title'));
  await expect(page.getByRole('link', { name: en('accountSecurity', 'signInToManage') })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Fsettings',
  );
  await expect(page.getByRole('region', { name: en('accountSecurity', 'title') })).toHaveCount(0);
});
