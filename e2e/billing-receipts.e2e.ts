import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const en = (ns: string, key: string, vars: Record<string, string | number> = {}) =>
  translation('en', ns, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
const payer = { email: 'receipts@e2e.example', password: 'tulip-granite-harbour-73' };

test('a payment leaves a receipt email and a PDF receipt to download from subscription management', async ({ visitor: page }) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, payer);
  await page.goto('/checkout?price=exam_prep_pack_once');
  await page.getByRole('button', { name: en('checkout', 'checkout.continue') }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/cs_sandbox_/);
  await page.getByLabel(en('checkout', 'sandbox.cardNumber')).fill('4242 4242 4242 4242');
  await page.getByLabel(en('checkout', 'sandbox.expiry')).fill('12/39');
  await page.getByLabel(en('checkout', 'sandbox.cvc')).fill('123');
  await page.getByRole('button', { name: /Pay/ }).click();
  await expect(page).toHaveURL(/\/payment-(success|processing)/);

  await page.goto('/dev/mailbox');
  await page.getByLabel(en('mailbox', 'filter')).fill(payer.email);
  const receipt = page.getByRole('listitem').filter({ hasText: 'Your BrainBoost receipt' });
  await expect(receipt).toHaveCount(1);
  await expect(receipt).toContainText(
    en('emails', 'billing.receipt.body', { amount: '$14.99', item: en('pricing', 'plans.exam_prep_pack.name'), date: '' }).split(
      ' on ',
    )[0]!,
  );

  await page.goto('/subscription-management');
  const row = page.getByRole('row').filter({ hasText: '$14.99' });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('subscription-management.png'), fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: en('billing', 'invoices.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
});
