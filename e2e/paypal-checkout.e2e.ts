import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const en = (ns: string, key: string) => translation('en', ns, key);
// Only looks and never buys: nothing this journey does changes the account.
const student = { email: 'student@e2e.example', password: 'maple-river-lantern-81' };

test('PayPal on a server without it: the page says so and leads to paying by card; the return pages work', async ({ visitor: page }) => {
  test.setTimeout(90_000);
  await page.goto('/paypal-checkout?price=premium_annual');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fpaypal-checkout%3Fprice%3Dpremium_annual$/);

  await signInThroughApi(page, student);
  await page.goto('/paypal-checkout?price=premium_annual');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('paypal', 'unavailable.title'));
  await expect(page.getByText(en('paypal', 'unavailable.text'))).toBeVisible();
  await expect(page.getByRole('button', { name: en('paypal', 'continue') })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: en('paypal', 'unavailable.payByCard') }).click();
  await expect(page).toHaveURL(/\/checkout\?price=premium_annual$/);
  await expect(page.getByRole('button', { name: en('checkout', 'checkout.continue') })).toBeVisible();
  // The card checkout offers PayPal only where the server takes it.
  await expect(page.getByRole('link', { name: en('paypal', 'option') })).toHaveCount(0);

  // Where PayPal sends a buyer who cancels on its page.
  await page.goto('/paypal-checkout/cancel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('checkout', 'canceled.canceled.title'));
  await expectNoAxeViolations(page);
});

test('PayPal where the server offers it: the order, then a PayPal checkout started for that price and the browser sent to PayPal', async ({
  visitor: page,
}) => {
  test.setTimeout(90_000);
  // This server has no PayPal settings, so the two answers that differ when it has are given here;
  // the server side of the same flow is billing-paypal.integration-test.ts against a fake PayPal.
  await page.route('**/api/billing/methods', (route) => route.fulfill({ json: { default: 'sandbox', extra: ['paypal'] } }));
  let sent: Record<string, unknown> | null = null;
  await page.route('**/api/billing/checkout', async (route) => {
    sent = route.request().postDataJSON() as Record<string, unknown>;
    await route.fulfill({
      status: 201,
      json: {
        checkoutId: '00000000-0000-4000-8000-000000000000',
        url: 'https://paypal.test/webapps/billing/subscriptions?ba_token=BA-E2E',
      },
    });
  });
  await page.route('https://paypal.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>PayPal</title><main><h1>PayPal approval</h1></main></html>',
    }),
  );

  await signInThroughApi(page, student);
  await page.goto('/checkout?price=premium_annual');
  await page.getByRole('link', { name: en('paypal', 'option') }).click();
  await expect(page).toHaveURL(/\/paypal-checkout\?price=premium_annual$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('paypal', 'title'));
  await expect(page.getByRole('heading', { name: en('checkout', 'checkout.summary') })).toBeVisible();
  await expect(page.getByText(en('paypal', 'noteSubscription'))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: en('paypal', 'continue') }).click();
  await expect(page).toHaveURL('https://paypal.test/webapps/billing/subscriptions?ba_token=BA-E2E');
  expect(sent).toMatchObject({ priceId: 'premium_annual', shownAmountCents: 19990, provider: 'paypal' });
});
