import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const en = (ns: string, key: string) => translation('en', ns, key);
const squareConfigured = async (page: Page) =>
  ((await (await page.request.get('/api/billing/methods')).json()) as { extra: string[] }).extra.includes('square');

// The e2e server runs without SQUARE_* variables: Square is not configured there.
test('Square checkout on a server without Square says so and leads to the ways to pay that work', async ({ visitor: page }) => {
  test.skip(await squareConfigured(page), 'Square is configured on this e2e server');
  await page.goto('/square-checkout?price=premium_annual');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('square', 'unavailable.title'));
  await expect(page.getByText(en('square', 'unavailable.text'))).toBeVisible();
  // No fake flow: no button starts a payment here.
  await expect(page.getByRole('button', { name: en('square', 'continue') })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: en('square', 'unavailable.card') }).click();
  await expect(page).toHaveURL(/\/checkout\?price=premium_annual$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('checkout', 'checkout.title'));
  // The card checkout offers no Square link when Square is not configured.
  await expect(page.getByRole('link', { name: en('square', 'payWithSquare') })).toHaveCount(0);

  await page.goto('/square-checkout');
  await page.getByRole('link', { name: en('square', 'unavailable.plans') }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('the Square cancel page explains nothing was charged and offers the way back, in French too', async ({ visitor: page }) => {
  test.skip(await squareConfigured(page), 'Square is configured on this e2e server');
  await page.goto('/square-checkout/cancel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('checkout', 'canceled.canceled.title'));
  await expect(page.getByText(en('checkout', 'canceled.noCharge'))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'));
  await page.goto('/square-checkout?price=basic_monthly');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('fr', 'square', 'unavailable.title'));
  await expectNoAxeViolations(page);
});

// Runs only against a server started with SQUARE_* pointing at a Square (or the fake in
// apps/server/src/test/fake-square-server.ts); the default e2e server has no Square, so it skips there.
test('configured: the page opens Square’s payment link for the plan in the query string', async ({ visitor: page }) => {
  test.skip(!(await squareConfigured(page)), 'Square is not configured on this e2e server');
  await signInThroughApi(page, { email: 'dashfree@e2e.example', password: 'velvet-acorn-harbour-35' });
  // Square's page is elsewhere: answer it locally and look only at where the browser went.
  await page.route(/\/pay\/LINK\d+$/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Square</title><p>Square</p>' }),
  );
  await page.goto('/square-checkout?price=premium_annual');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('square', 'title'));
  await expect(page.getByTestId('due-today')).toHaveText('$0.00');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('square', 'continue') }).click();
  await expect(page).toHaveURL(/\/pay\/LINK\d+$/);

  // The card checkout offers Square as another way to pay.
  await page.goto('/checkout?price=premium_annual');
  await expect(page.getByRole('link', { name: en('square', 'payWithSquare') })).toHaveAttribute(
    'href',
    '/square-checkout?price=premium_annual',
  );
});
