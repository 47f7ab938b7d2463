import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test, translation } from './fixtures';

const en = (ns: string, key: string) => translation('en', ns, key);
const shots = process.env.E2E_SCREENSHOTS;

/** The newest one-time code sent to an address, read through the e2e server's test-only outbox route. */
export async function lastCode(request: APIRequestContext, to: string): Promise<string> {
  const message = (await (await request.get(`/e2e/outbox?to=${encodeURIComponent(to)}`)).json()) as { body: string } | null;
  const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

test('password sign-in without an identifier or password shows the spec message', async ({ visitor: page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('auth', 'login.title'));
  await page.getByRole('button', { name: en('auth', 'login.submit') }).click();
  await expect(page.getByText(en('errors', 'auth.identifierAndPasswordRequired'))).toBeVisible();
  await expect(page.getByText('You must provide either an email or phone number and a password')).toBeVisible();
});

test('sign in with a one-time code sent by email, with a resend countdown', async ({ visitor: page, request }) => {
  await page.goto('/login?returnTo=%2Fprofile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('auth', 'login.title'));
  await page.getByRole('button', { name: en('auth', 'login.useCode') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('auth', 'code.title'));
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: en('auth', 'code.send') }).click();
  await expect(page.getByText('You must provide either an email or phone number.')).toBeVisible();
  await page.getByLabel(en('auth', 'code.address')).fill('code@e2e.example');
  await page.getByRole('button', { name: en('auth', 'code.send') }).click();
  await expect(page.getByRole('status').filter({ hasText: 'code@e2e.example' })).toBeVisible();
  const resend = page.getByRole('button', { name: /Send a new code in \d+ s/ });
  await expect(resend).toBeDisabled();
  await expectNoAxeViolations(page);
  if (shots) {
    await page.screenshot({ path: `${shots}/login-code-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/login-code-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  await page.getByLabel(en('auth', 'code.code')).fill('12');
  await page.getByRole('button', { name: en('auth', 'code.submit'), exact: true }).click();
  await expect(page.getByText(en('errors', 'otp.codeFormat'))).toBeVisible();
  await page.getByLabel(en('auth', 'code.code')).fill(await lastCode(request, 'code@e2e.example'));
  await page.getByRole('button', { name: en('auth', 'code.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casey Code');
});

test('asking for a code for an unknown address looks exactly the same', async ({ visitor: page, request }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: en('auth', 'login.useCode') }).click();
  await page.getByLabel(en('auth', 'code.address')).fill('nobody-here@e2e.example');
  await page.getByRole('button', { name: en('auth', 'code.send') }).click();
  await expect(page.getByRole('status').filter({ hasText: 'nobody-here@e2e.example' })).toBeVisible();
  expect(await (await request.get('/e2e/outbox?to=nobody-here%40e2e.example')).json()).toBeNull();
});
