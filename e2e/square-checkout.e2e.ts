import { expect, expectNoAxeViolations, test, translation } from './fixtures';

const en = (ns: string, key: string) => translation('en', ns, key);

// The e2e server runs without SQUARE_* variables: Square is not configured there.
test('Square checkout on a server without Square says so and leads to the ways to pay that work', async ({ visitor: page }) => {
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
  await page.goto('/square-checkout/cancel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('checkout', 'canceled.canceled.title'));
  await expect(page.getByText(en('checkout', 'canceled.noCharge'))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'));
  await page.goto('/square-checkout?price=basic_monthly');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('fr', 'square', 'unavailable.title'));
  await expectNoAxeViolations(page);
});

test('the server lists Square among its ways to pay only when it is configured', async ({ page }) => {
  const res = await page.request.get('/api/billing/methods');
  expect(await res.json()).toEqual({ default: 'sandbox', extra: [] });
});
