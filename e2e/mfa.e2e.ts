import { authenticator } from 'otplib';
import { expect, expectNoAxeViolations, test, translation } from './fixtures';

const en = (ns: string, key: string) => translation('en', ns, key);
const account = { email: 'mfa@e2e.example', password: 'copper-lantern-orchard-58' };
const shots = process.env.E2E_SCREENSHOTS;

async function shoot(page: import('@playwright/test').Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A code for the next 30-second step, so it differs from one the server has just seen. */
async function freshCode(secret: string, previous?: string) {
  let code = authenticator.generate(secret);
  while (code === previous) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    code = authenticator.generate(secret);
  }
  return code;
}

test('enrol TOTP on /mfa-setup, sign out, then sign in with password and an authenticator code', async ({ visitor: page }) => {
  test.setTimeout(120_000);
  await page.goto('/mfa-setup');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fmfa-setup$/);
  await page.getByLabel(en('auth', 'identifier')).fill(account.email);
  await page.getByLabel(en('auth', 'password')).fill(account.password);
  await page.getByRole('button', { name: en('auth', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/mfa-setup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('mfa', 'title'));
  await expect(page.getByText(en('mfa', 'statusOff'))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(en('mfa', 'password')).fill('not-my-password-at-all');
  await page.getByRole('button', { name: en('mfa', 'start.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(en('errors', 'auth.INVALID_PASSWORD'));
  await page.getByLabel(en('mfa', 'password')).fill(account.password);
  await page.getByRole('button', { name: en('mfa', 'start.submit') }).click();
  await expect(page.getByRole('img', { name: en('mfa', 'scan.qrLabel') })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolations(page);
  await shoot(page, 'mfa-setup-scan');

  // Wrong codes are covered by the integration tests: better-auth allows 3 two-factor calls per 10 s per address.
  const enrolCode = await freshCode(secret);
  await page.getByLabel(en('mfa', 'scan.code')).fill(enrolCode);
  await page.getByRole('button', { name: en('mfa', 'scan.submit') }).click();

  await expect(page.getByRole('heading', { name: en('mfa', 'codes.title') })).toBeVisible();
  const codes = await page
    .getByRole('list', { name: en('mfa', 'codes.listLabel') })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: en('mfa', 'codes.download') }).click();
  expect((await download).suggestedFilename()).toBe('brainboost-backup-codes.txt');
  await expect(page.getByRole('button', { name: en('mfa', 'codes.done') })).toBeDisabled();
  await expectNoAxeViolations(page);
  await shoot(page, 'mfa-setup-codes');
  await page.getByLabel(en('mfa', 'codes.saved')).check();
  await page.getByRole('button', { name: en('mfa', 'codes.done') }).click();
  await expect(page.getByText(en('mfa', 'statusOn'))).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'mfa-setup-on');

  await page.goto('/profile');
  await page.getByRole('button', { name: en('account', 'signOut'), exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await page.getByLabel(en('auth', 'identifier')).fill(account.email);
  await page.getByLabel(en('auth', 'password')).fill(account.password);
  await page.getByRole('button', { name: en('auth', 'login.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('auth', 'challenge.title'));
  await expectNoAxeViolations(page);
  await shoot(page, 'mfa-challenge');
  await page.getByLabel(en('auth', 'challenge.code')).fill('12345');
  await page.getByRole('button', { name: en('auth', 'challenge.submit') }).click();
  await expect(page.getByText(en('errors', 'mfa.codeFormat'))).toBeVisible();
  await page.getByLabel(en('auth', 'challenge.code')).fill(await freshCode(secret, enrolCode));
  await page.getByRole('button', { name: en('auth', 'challenge.submit') }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Morgan Factor');
});

test('/login?mfa=required without a pending challenge explains and starts again', async ({ visitor: page }) => {
  await page.goto('/login?mfa=required');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('auth', 'challenge.title'));
  await expectNoAxeViolations(page);
  await page.getByLabel(en('auth', 'challenge.code')).fill('123456');
  await page.getByRole('button', { name: en('auth', 'challenge.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('auth', 'login.title'));
  await expect(page.getByRole('alert')).toHaveText(en('errors', 'mfa.INVALID_TWO_FACTOR_COOKIE'));
});
