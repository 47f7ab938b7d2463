import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const en = (ns: string, key: string, vars: Record<string, string | number> = {}) =>
  translation('en', ns, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
const holder = { email: 'cardholder@e2e.example', password: 'harbour-walnut-quartz-62' };

async function fillCard(page: import('@playwright/test').Page, card: string) {
  await page.getByLabel(en('checkout', 'sandbox.cardNumber')).fill(card);
  await page.getByLabel(en('checkout', 'sandbox.expiry')).fill('12/39');
  await page.getByLabel(en('checkout', 'sandbox.cvc')).fill('123');
}

test('update the card on the provider’s page: a declined card keeps the old one, a good one replaces it', async ({ visitor: page }) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, holder);
  await page.goto('/checkout?price=basic_monthly');
  await page.getByRole('button', { name: en('checkout', 'checkout.continue') }).click();
  await fillCard(page, '4000000000000341');
  await page.getByRole('button', { name: en('checkout', 'sandbox.startTrial') }).click();
  await expect(page).toHaveURL(/\/payment-success\?checkout=/);

  await page.goto('/subscription-management');
  await expect(page.getByTestId('payment-method')).toHaveText(en('billing', 'paymentMethod.card', { brand: 'Visa', last4: '0341' }));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('billing', 'paymentMethod.update') }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/update\/seti_sandbox_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('checkout', 'sandbox.updateTitle'));
  await expectNoAxeViolations(page);
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: en('checkout', 'sandbox.saveCard') }).click();
  await expect(page.getByRole('alert')).toHaveText(en('checkout', 'sandbox.errors.card_declined'));
  await expectNoAxeViolations(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: en('checkout', 'sandbox.saveCard') }).click();
  await expect(page).toHaveURL(/\/subscription-management$/);
  await expect(page.getByText(en('billing', 'paymentMethod.updated'))).toBeVisible();
  await expect(page.getByTestId('payment-method')).toHaveText(en('billing', 'paymentMethod.card', { brand: 'Visa', last4: '4242' }));

  // Cancel on the provider's page: back with the card unchanged.
  await page.getByRole('button', { name: en('billing', 'paymentMethod.update') }).click();
  await page.getByRole('button', { name: en('checkout', 'sandbox.cancel') }).click();
  await expect(page.getByText(en('billing', 'paymentMethod.canceled'))).toBeVisible();
  await expect(page.getByTestId('payment-method')).toHaveText(en('billing', 'paymentMethod.card', { brand: 'Visa', last4: '4242' }));
  await expect(page.getByRole('heading', { name: en('billing', 'invoices.title') })).toBeVisible();
  await expectNoAxeViolations(page);
});
