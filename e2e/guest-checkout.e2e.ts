import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, submitLogin, test, translation } from './fixtures';

const en = (ns: string, key: string, vars: Record<string, string | number> = {}) =>
  translation('en', ns, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
const guest = { email: 'guestbuyer@e2e.example', password: 'tundra-violet-harbour-35' };

async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox-pay\/cs_sandbox_/);
  await page.getByLabel(en('checkout', 'sandbox.cardNumber')).fill(card);
  await page.getByLabel(en('checkout', 'sandbox.expiry')).fill('12/39');
  await page.getByLabel(en('checkout', 'sandbox.cvc')).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a guest pays without an account, gets the claim link by email, signs in and gets Premium only then', async ({ visitor: page }) => {
  test.setTimeout(90_000);
  await page.goto('/checkout?price=premium_monthly');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('checkout', 'checkout.title'));
  await expect(page.getByRole('heading', { name: en('checkout', 'guest.title') })).toBeVisible();
  // No trial without an account: due today is the price.
  await expect(page.getByTestId('due-today')).toHaveText('$19.99');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('checkout', 'checkout.continue') }).click();
  await expect(page.getByRole('alert').filter({ hasText: en('errors', 'billing.guestEmail') })).toBeVisible();
  await page.getByLabel(en('checkout', 'guest.emailLabel')).fill(guest.email);
  await page.getByRole('button', { name: en('checkout', 'checkout.continue') }).click();

  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/guest\?checkout=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('checkout', 'guestDone.title'));
  await expect(page.getByTestId('guest-done')).toHaveText(en('checkout', 'guestDone.text', { email: guest.email, plan: 'Premium' }));
  await expectNoAxeViolations(page);
  // Nothing is granted by landing here: still signed out, no badge.
  await expect(page.locator('header').getByText(en('navbar', 'tierBadge.premium'), { exact: true })).toHaveCount(0);

  await page.goto('/dev/mailbox');
  await page.getByLabel(en('mailbox', 'filter')).fill(guest.email);
  const message = page.getByRole('listitem').filter({ hasText: 'Your Premium plan is waiting for you' }).first();
  await expect(message).toBeVisible();
  const link = new URL((await message.locator('a[href*="/claim?token="]').first().getAttribute('href'))!);
  // The email's link names the configured public address; open it on the address under test.
  await page.goto(link.pathname + link.search);

  await expect(page).toHaveURL(/\/claim\?token=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('checkout', 'claim.title'));
  await expect(page.getByText(en('checkout', 'claim.intro', { plan: 'Premium', email: guest.email }))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: en('checkout', 'claim.signIn') }).click();
  await submitLogin(page, guest);
  // Back on the link, signed in with the purchase's verified email: claimed at once.
  await expect(page).toHaveURL(/\/claim\?token=/);
  await expect(page.getByRole('status').filter({ hasText: en('checkout', 'claim.done', { plan: 'Premium' }) })).toBeVisible();
  await expect(page.locator('header').getByText(en('navbar', 'tierBadge.premium'), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The link works once.
  await page.reload();
  await expect(page.getByText(en('checkout', 'claim.claimed'))).toBeVisible();
  await page.goto('/subscription-management');
  await expect(page.getByTestId('current-plan')).toHaveText('Premium');
  await expect(page.getByRole('cell', { name: '$19.99' })).toBeVisible();
});
