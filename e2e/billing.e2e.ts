import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const en = (ns: string, key: string, vars: Record<string, string | number> = {}) =>
  translation('en', ns, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
const buyer = { email: 'buyer@e2e.example', password: 'lilac-harbour-summit-64' };
const declined = { email: 'declined@e2e.example', password: 'maple-canyon-violet-27' };
const slowPayer = { email: 'slowpay@e2e.example', password: 'cobalt-prairie-ember-91' };

async function payOnSandbox(page: import('@playwright/test').Page, card: string, submit: RegExp) {
  await expect(page).toHaveURL(/\/sandbox-pay\/cs_sandbox_/);
  await expect(page.getByText(en('checkout', 'sandbox.badge'))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(en('checkout', 'sandbox.cardNumber')).fill(card);
  await page.getByLabel(en('checkout', 'sandbox.expiry')).fill('12/39');
  await page.getByLabel(en('checkout', 'sandbox.cvc')).fill('123');
  await page.getByRole('button', { name: submit }).click();
}

test('a parent buys Premium annual with a sandbox card, sees the badge, manages and cancels', async ({ visitor: page }) => {
  // A long journey with seven axe scans.
  test.setTimeout(90_000);
  await signInThroughApi(page, buyer);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('pricing', 'title'));
  await expect(page.getByTestId('price-premium')).toHaveText('$19.99');
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: new RegExp(en('pricing', 'cycle.annual')) }).click();
  await expect(page.getByTestId('price-premium')).toHaveText('$199.90');
  await expect(page.getByText(en('pricing', 'annualSaving', { amount: '$39.98', monthly: '$16.66' }))).toBeVisible();
  await page.getByRole('link', { name: en('pricing', 'choose', { plan: 'Premium' }) }).click();

  await expect(page).toHaveURL(/\/checkout\?price=premium_annual$/);
  await expect(page.getByTestId('due-today')).toHaveText('$0.00');
  await expect(page.getByText(en('checkout', 'checkout.trialThen', { days: 7, amount: '$199.90' }))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('checkout', 'checkout.continue') }).click();

  await payOnSandbox(page, '4242 4242 4242 4242', new RegExp(en('checkout', 'sandbox.startTrial')));
  await expect(page).toHaveURL(/\/payment-success\?checkout=/);
  // A trial charges nothing today: the page says so and when the first payment comes.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('checkout', 'success.trialTitle'));
  await expect(page.getByText(en('checkout', 'success.trialText', { plan: 'Premium', amount: '$199.90', days: 7 }))).toBeVisible();
  await expect(page.locator('header').getByText(en('navbar', 'tierBadge.premium'), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The old success address still leads to the current page.
  const checkout = new URL(page.url()).searchParams.get('checkout');
  await page.goto(`/payment-success-old?checkout=${checkout}`);
  await expect(page).toHaveURL(`/payment-success?checkout=${checkout}`);

  await page.getByRole('link', { name: en('checkout', 'manageLink') }).click();
  await expect(page).toHaveURL(/\/subscription-management$/);
  await expect(page.getByTestId('current-plan')).toHaveText('Premium');
  await expect(page.getByText(en('billing', 'status.trialing'), { exact: true })).toBeVisible();
  await expect(page.getByText(en('billing', 'invoices.empty'))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: en('billing', 'cancel') }).click();
  await expect(page.getByText(en('billing', 'cancelConfirmTitle')).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('billing', 'cancelConfirm') }).click();
  // A cancelled trial says it ends and charges nothing, with no first-payment date.
  await expect(page.getByTestId('trial-note')).toHaveText(/ends on .* and nothing will be charged\.$/);
  await expect(page.getByTestId('period-note')).toHaveCount(0);
  await expect(page.getByRole('button', { name: en('billing', 'resume') })).toBeVisible();
  // Cancelled at period end: still Premium until then.
  await page.reload();
  await expect(page.getByTestId('trial-note')).toHaveText(/ends on .* and nothing will be charged\.$/);
  await expect(page.locator('header').getByText(en('navbar', 'tierBadge.premium'), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: en('billing', 'resume') }).click();
  await expect(page.getByTestId('period-note')).toHaveText(/^Renews on/);
});

test('a declined card is explained, nothing is granted, and the way back leads to checkout', async ({ visitor: page }) => {
  await signInThroughApi(page, declined);
  await page.goto('/checkout?price=basic_monthly');
  await page.getByRole('button', { name: en('checkout', 'checkout.continue') }).click();
  await payOnSandbox(page, '4000000000000002', /Start free trial|Pay/);
  await expect(page).toHaveURL(/\/payment-canceled\?checkout=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('checkout', 'canceled.card_declined.title'));
  await expect(page.getByText(en('errors', 'billing.paymentError'))).toBeVisible();
  await expect(page.getByText(en('checkout', 'canceled.noCharge'))).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.locator('header').getByRole('link', { name: en('navbar', 'upgrade') })).toBeVisible();
  await page.getByRole('link', { name: en('checkout', 'tryAgain') }).click();
  await expect(page).toHaveURL(/\/checkout\?price=basic_monthly$/);

  await page.goto('/subscription-management');
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
  await expectNoAxeViolations(page);
});

test('a slow processor: seconds counted, then "taking longer than expected" with wait or try again', async ({ visitor: page }) => {
  // The slow notice alone takes 15 s; on a loaded 2-core machine the whole journey took up to 47 s.
  test.setTimeout(90_000);
  await signInThroughApi(page, slowPayer);
  await page.goto('/checkout?price=ultimate_monthly');
  await page.getByRole('button', { name: en('checkout', 'checkout.continue') }).click();
  await payOnSandbox(page, '4000000000000259', /Start free trial|Pay/);
  await expect(page).toHaveURL(/\/payment-processing\?checkout=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('checkout', 'processing.title'));
  await expect(page.getByRole('status').filter({ hasText: /seconds? elapsed/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const slow = page.getByRole('alert').filter({ hasText: en('checkout', 'processing.slowTitle') });
  await expect(slow).toBeVisible({ timeout: 15_000 });
  await expect(slow).toContainText(en('checkout', 'processing.slowText'));
  await expectNoAxeViolations(page);
  await slow.getByRole('button', { name: en('checkout', 'processing.keepWaiting') }).click();
  await expect(slow).toHaveCount(0);
  // Not confirmed by the provider yet: still free.
  await page.goto('/subscription-management');
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
});

test('access given outside billing shows as that plan, with nothing to pay or manage', async ({ visitor: page }) => {
  // Seeded with an ultimate subscription row directly (as a school or an administrator would grant it), with no billing record.
  await signInThroughApi(page, { email: 'tutor.ultimate@e2e.example', password: 'cedar-puzzle-harbor-64' });
  await page.goto('/subscription-management');
  await expect(page.getByTestId('current-plan')).toHaveText(translation('en', 'pricing', 'plans.ultimate.name'));
  await expect(page.getByText(translation('en', 'billing', 'grantedElsewhere'))).toBeVisible();
  await expect(page.getByRole('link', { name: translation('en', 'billing', 'seePlans') })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
