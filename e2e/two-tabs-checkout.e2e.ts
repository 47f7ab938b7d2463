import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const en = (ns: string, key: string) => translation('en', ns, key);
const payer = { email: 'two-tabs@e2e.example', password: 'lagoon-pepper-violin-64' };

test('two tabs open checkout for two plans and both pay with 4242: one subscription, and the second tab says why (issue 28)', async ({
  visitor: first,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(first, payer);
  const second = await first.context().newPage();
  await first.goto('/checkout?price=premium_monthly');
  await second.goto('/checkout?price=ultimate_monthly');
  const continueIn = (page: typeof first) => page.getByRole('button', { name: en('checkout', 'checkout.continue') });

  await continueIn(first).click();
  await expect(first).toHaveURL(/\/sandbox-pay\/cs_sandbox_/);
  await continueIn(second).click();
  await expect(second.getByRole('alert').filter({ hasText: en('errors', 'billing.checkoutOpen') })).toBeVisible();
  await expect(second).toHaveURL(/\/checkout\?price=ultimate_monthly/);
  await expectNoAxeViolations(second);
  await second.screenshot({ path: test.info().outputPath('second-tab-refused.png'), fullPage: true });

  await first.getByLabel(en('checkout', 'sandbox.cardNumber')).fill('4242 4242 4242 4242');
  await first.getByLabel(en('checkout', 'sandbox.expiry')).fill('12/39');
  await first.getByLabel(en('checkout', 'sandbox.cvc')).fill('123');
  await first.getByRole('button', { name: /Pay|Start/ }).click();
  await expect(first).toHaveURL(/\/payment-(success|processing)/);

  // The second tab tries again once the first has paid: now it is a plan change, said so.
  await continueIn(second).click();
  await expect(second.getByRole('alert').filter({ hasText: en('errors', 'billing.alreadySubscribed') })).toBeVisible();
  await expectNoAxeViolations(second);

  const overview = await (await first.request.get('/api/billing/subscription')).json();
  expect(overview.subscription).toMatchObject({ priceId: 'premium_monthly' });
  await first.goto('/subscription-management');
  await expect(first.getByTestId('current-plan')).toContainText('Premium');
  await expectNoAxeViolations(first);
});
