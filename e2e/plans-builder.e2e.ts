import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const en = (ns: string, key: string, vars: Record<string, string | number> = {}) =>
  translation('en', ns, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
const builder = { email: 'builder@e2e.example', password: 'granite-harbour-tulip-83' };
const addOnBuyer = { email: 'addons@e2e.example', password: 'meadow-quartz-falcon-46' };

async function payOnSandbox(page: import('@playwright/test').Page, total: string) {
  await expect(page).toHaveURL(/\/sandbox-pay\/cs_sandbox_/);
  await expect(page.getByText(en('checkout', 'sandbox.badge'))).toBeVisible();
  await page.getByLabel(en('checkout', 'sandbox.cardNumber')).fill('4242 4242 4242 4242');
  await page.getByLabel(en('checkout', 'sandbox.expiry')).fill('12/39');
  await page.getByLabel(en('checkout', 'sandbox.cvc')).fill('123');
  await page.getByRole('button', { name: en('checkout', 'sandbox.pay', { amount: total }) }).click();
}

/** From /payment: the default method, the review step with its terms, then the sandbox's page. */
async function payThroughReview(page: import('@playwright/test').Page, total: string) {
  await expect(page).toHaveURL(/\/payment\?price=/);
  await expect(
    page.getByRole('radio', { name: new RegExp(en('buildPlan', 'payment.methods.sandbox.name').replace(/[()]/g, '\\$&')) }),
  ).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('buildPlan', 'payment.continue') }).click();
  await expect(page).toHaveURL(/\/payment-checkout\?price=.*method=sandbox/);
  await expect(page.getByTestId('due-today')).toHaveText(total);
  const pay = page.getByRole('button', { name: en('buildPlan', 'review.pay') });
  await expect(pay).toBeDisabled();
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await expectNoAxeViolations(page);
  await pay.click();
  await payOnSandbox(page, total);
  // The processing page polls until the verified event has been applied.
  await expect(page).toHaveURL(/\/payment-success\?checkout=/, { timeout: 20_000 });
}

test('a parent builds Premium with extra uploads and an exam pass, pays once, and both are active', async ({ visitor: page }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, builder);
  await page.goto('/build-plan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('buildPlan', 'title'));
  await expect(page.getByTestId('due-today')).toHaveText('$0.00');
  await page.getByTestId('extra-extra_uploads').check();
  await page.getByTestId('extra-exam_prep_pack').check();
  // Premium 19.99 + uploads 2.99 + pass 14.99, no trial with extras.
  await expect(page.getByTestId('due-today')).toHaveText('$37.97');
  await expect(page.getByTestId('renews')).toHaveText('$22.98');
  await expect(page.getByText(en('buildPlan', 'noTrialWithExtras'))).toBeVisible();
  await expectNoAxeViolations(page);
  // Annual: 199.90 + 29.90 + 14.99, and the saving of the recurring lines (275.76 − 229.80).
  await page.getByRole('radio', { name: new RegExp(en('pricing', 'cycle.annual')) }).click();
  await expect(page.getByTestId('due-today')).toHaveText('$244.79');
  await expect(page.getByTestId('annual-saving')).toHaveText(en('buildPlan', 'annualSaving', { amount: '$45.96', percent: 16 }));
  // Ultimate includes full solutions: the pass is not offered with it.
  await page.getByRole('radio', { name: /^Ultimate/ }).click();
  await expect(page.getByTestId('extra-exam_prep_pack')).toBeDisabled();
  await page.getByRole('radio', { name: /^Premium/ }).click();
  await page.getByRole('radio', { name: new RegExp(en('pricing', 'cycle.monthly')) }).click();
  await expect(page.getByTestId('due-today')).toHaveText('$37.97');
  await page.getByRole('button', { name: en('buildPlan', 'continue', { amount: '$37.97' }) }).click();

  await payThroughReview(page, '$37.97');
  await expect(page.getByText(en('checkout', 'success.text', { plan: 'Premium' }))).toBeVisible();

  await page.goto('/add-ons');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('marketplace', 'addOns.title'));
  await expect(page.getByTestId('addon-extra_uploads').getByTestId('addon-status')).toHaveText(en('marketplace', 'addOns.bundled'));
  await expect(page.getByTestId('addon-exam_prep_pack').getByTestId('pass-status')).toHaveText(/^Your pass runs until/);
  await expectNoAxeViolations(page);
  // The worksheet quota reflects the add-on: Premium's 100 plus 50.
  const usage = await page.request.get('/api/worksheets/usage');
  expect((await usage.json()).limit).toBe(150);
});

test('a Basic subscriber adds full worked solutions on their own, then cancels them', async ({ visitor: page }) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, addOnBuyer);
  await page.goto('/add-ons');
  const card = page.getByTestId('addon-tutor_sessions');
  await expect(card.getByRole('link', { name: en('marketplace', 'addOns.buy.monthly', { amount: '$4.99' }) })).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: en('marketplace', 'addOns.buy.monthly', { amount: '$4.99' }) }).click();
  await payThroughReview(page, '$4.99');
  await expect(page.getByText(en('buildPlan', 'successExtra', { product: en('pricing', 'plans.tutor_sessions.name') }))).toBeVisible();

  await page.goto('/add-ons');
  await expect(card.getByTestId('addon-status')).toHaveText(/^Active: renews on/);
  await card.getByRole('button', { name: en('marketplace', 'addOns.cancel') }).click();
  await expect(card.getByTestId('addon-status')).toHaveText(/will not renew/);
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: en('marketplace', 'addOns.keep') }).click();
  await expect(card.getByTestId('addon-status')).toHaveText(/^Active: renews on/);
});

test('the marketplace filters every product by kind, and the pricing page explains the real figures', async ({ visitor: page }) => {
  test.setTimeout(90_000);
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('marketplace', 'title'));
  await expect(page.getByTestId(/^product-/)).toHaveCount(7);
  await expect(page.getByTestId('product-printed_workbook')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('marketplace', 'filters.add_on') }).click();
  await expect(page.getByTestId(/^product-/)).toHaveCount(2);
  await page.getByRole('button', { name: en('marketplace', 'filters.one_time') }).click();
  await expect(page.getByTestId(/^product-/)).toHaveCount(1);
  await page.getByTestId('product-exam_prep_pack').getByRole('link').click();
  await expect(page).toHaveURL(/\/payment\?price=exam_prep_pack_once$/);
  await expect(page.getByRole('link', { name: en('buildPlan', 'payment.signIn') })).toBeVisible();

  await page.goto('/innovative-pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('buildPlan', 'models.title'));
  await expect(page.getByTestId('saving-premium')).toHaveText('$39.98 (16%)');
  await expect(page.getByTestId('family-per-member')).toContainText('$5.83');
  await expect(page.getByTestId('prepaid-per-day')).toContainText('$0.50');
  await expect(page.getByTestId('calc-year-monthly')).toHaveText('$239.88');
  await expect(page.getByTestId('calc-year-annual')).toHaveText('$199.90');
  await page.getByLabel(en('buildPlan', 'models.calculator.people')).fill('3');
  await expect(page.getByTestId('calc-year-annual')).toHaveText('$599.70');
  await expect(page.getByTestId('calc-family')).toHaveText('$349.90');
  await expect(page.getByText(en('buildPlan', 'models.calculator.familyInstead', { people: 3 }))).toBeVisible();
  // 2 × 19.99 > 34.99: from two people on, the family plan costs less.
  await expect(page.getByText(en('buildPlan', 'models.family.breakEven', { people: 2 }))).toBeVisible();
  await expectNoAxeViolations(page);
});
