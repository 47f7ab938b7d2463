import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInThroughApi, signedInPage, test, translation } from './fixtures';

const en = (ns: string, key: string, vars: Record<string, string | number> = {}) =>
  translation('en', ns, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
const donor = { email: 'donor@e2e.example', password: 'meadow-copper-lantern-44' };
const admin = { email: 'admin@e2e.example', password: 'copper-orchid-tundra-63' };
const proofBuyer = { email: 'proofbuyer@e2e.example', password: 'harbour-tulip-quartz-58' };

async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox-pay\/cs_sandbox_/);
  await page.getByLabel(en('checkout', 'sandbox.cardNumber')).fill(card);
  await page.getByLabel(en('checkout', 'sandbox.expiry')).fill('12/39');
  await page.getByLabel(en('checkout', 'sandbox.cvc')).fill('123');
  await page.getByRole('button', { name: /^(Pay |Start free trial)/ }).click();
}

test('a signed-out visitor donates any amount once: a too-small amount is explained, then the thank-you page', async ({
  visitor: page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/donate');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('donate', 'title'));
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: en('donate', 'custom') }).click();
  await page.getByLabel(en('donate', 'custom'), { exact: true }).fill('0.50');
  await page.getByLabel(en('donate', 'email')).fill('kind.stranger@e2e.example');
  await page.getByRole('button', { name: en('donate', 'title') }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: en('donate', 'errors.belowMinimum', { min: '$1.00', max: '$10,000.00' }) }),
  ).toBeVisible();
  await page.getByLabel(en('donate', 'custom'), { exact: true }).fill('12.34');
  await expect(page.getByTestId('donation-summary')).toHaveText(en('donate', 'summaryOnce', { amount: '$12.34' }));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('donate', 'give', { amount: '$12.34' }) }).click();
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/donate\/thank-you\?checkout=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('donate', 'thanks.title'));
  await expect(page.getByTestId('donation-outcome')).toHaveText(en('donate', 'thanks.paidOnce', { amount: '$12.34' }));
  await expectNoAxeViolations(page);
});

test('a declined card is explained on the way back, with a way to try again', async ({ visitor: page }) => {
  test.setTimeout(60_000);
  await page.goto('/donate');
  await page.getByRole('radio', { name: '$5.00' }).click();
  await page.getByLabel(en('donate', 'email')).fill('declined.donor@e2e.example');
  await page.getByRole('button', { name: en('donate', 'give', { amount: '$5.00' }) }).click();
  await payOnSandbox(page, '4000 0000 0000 0002');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('donate', 'thanks.failedTitle'));
  await expect(page.getByTestId('donation-outcome')).toHaveText(en('donate', 'thanks.failure.card_declined'));
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: en('donate', 'thanks.tryAgain') }).click();
  await expect(page).toHaveURL(/\/donate$/);
});

test('a signed-in donor gives monthly, stays on the free plan, and stops the donation from Manage Subscription', async ({
  visitor: page,
}) => {
  test.setTimeout(60_000);
  await signInThroughApi(page, donor);
  await page.goto('/donate');
  await expect(page.getByText(en('donate', 'signedInAs', { email: donor.email }))).toBeVisible();
  await page.getByRole('radio', { name: en('donate', 'monthly') }).click();
  await page.getByRole('radio', { name: '$25.00' }).click();
  await page.getByRole('button', { name: en('donate', 'giveMonthly', { amount: '$25.00' }) }).click();
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('donation-outcome')).toHaveText(en('donate', 'thanks.paidMonthly', { amount: '$25.00' }));
  await page.getByRole('link', { name: en('donate', 'thanks.manage') }).click();
  await expect(page).toHaveURL(/\/subscription-management$/);
  // A donation changes no access: still the free plan.
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
  const list = page.getByTestId('monthly-donations');
  await expect(list).toContainText(en('donate', 'monthlyList.amount', { amount: '$25.00' }));
  await expectNoAxeViolations(page);
  await list.getByRole('button', { name: en('donate', 'monthlyList.stop') }).click();
  await expect(list).toContainText(/Stops after/);
  await expect(list.getByRole('button', { name: en('donate', 'monthlyList.stop') })).toHaveCount(0);
});

test('a school asks for an enterprise-plan quote with a live estimate; an admin sees it in the list', async ({
  visitor: page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.goto('/enterprise-contact');
  await page.getByRole('link', { name: translation('en', 'contact', 'enterprise.planLink') }).click();
  await expect(page).toHaveURL(/\/enterprise-plan$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('enterprisePlan', 'title'));
  await page.getByLabel(en('enterprisePlan', 'contactName')).fill('Dana Principal');
  await page.getByLabel(en('enterprisePlan', 'workEmail')).fill('dana@riverside-e2e.example');
  await page.getByLabel(en('enterprisePlan', 'organization')).fill('Riverside E2E Elementary');
  await page.getByLabel(en('enterprisePlan', 'seats')).fill('120');
  await page.getByRole('radio', { name: en('enterprisePlan', 'cycles.monthly') }).click();
  // 120 seats: 30% off Premium's $19.99 → $13.99 a seat.
  await expect(page.getByTestId('estimate-total')).toHaveText('$1,678.80 a month');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('enterprisePlan', 'send') }).click();
  await expect(page.getByRole('alert').filter({ hasText: en('errors', 'donations.enterpriseGradeBands') })).toBeVisible();
  await page.getByLabel(en('enterprisePlan', 'gradeBands.elementary')).check();
  await page.getByRole('button', { name: en('enterprisePlan', 'send') }).click();
  await expect(page.getByRole('heading', { name: en('enterprisePlan', 'sentTitle') })).toBeVisible();
  await expect(page.getByTestId('sent-estimate')).toHaveText(
    en('enterprisePlan', 'sentEstimate', { total: '$1,678.80', per: 'a month', seats: 120 }),
  );
  await expectNoAxeViolations(page);

  const adminPage = await signedInPage(browser, admin);
  await adminPage.goto('/admin/enterprise-plan-requests');
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(en('enterprisePlan', 'admin.title'));
  const entry = adminPage.getByTestId('enterprise-plan-requests').getByRole('listitem').filter({ hasText: 'Riverside E2E Elementary' });
  await expect(entry).toContainText('dana@riverside-e2e.example');
  await expect(entry).toContainText('$1,678.80');
  await expectNoAxeViolations(adminPage);
  await adminPage.context().close();
});

test('a real new subscription shows "New … subscription!" at the bottom right for 5 seconds, without motion when reduced, and never to the buyer on the payment pages', async ({
  visitor: page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Give the stream a moment to open (it starts once the page has painted).
  await page.waitForTimeout(1500);

  const buyer = await signedInPage(browser, proofBuyer);
  await buyer.goto('/checkout?price=basic_monthly');
  await buyer.getByRole('button', { name: translation('en', 'checkout', 'checkout.continue') }).click();
  await payOnSandbox(buyer, '4242 4242 4242 4242');
  await expect(buyer).toHaveURL(/\/payment-processing/);

  const toast = page.getByTestId('social-proof-toast');
  const texts = ['basic', 'premium', 'ultimate'].map((tier) => en('common', `socialProof.${tier}`));
  await expect(toast).toBeVisible({ timeout: 10_000 });
  expect(texts).toContain((await toast.innerText()).trim());
  const box = await toast.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 40);
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 120);
  expect(await toast.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  await expectNoAxeViolations(page);
  await expect(toast).toBeHidden({ timeout: 7_000 });
  // The buyer, on a payment page, saw none.
  await expect(buyer.getByTestId('social-proof-toast')).toHaveCount(0);
  await buyer.context().close();
});

test('a returning customer buys a one-time product in one click with the saved card; without one, the way is the regular checkout', async ({
  visitor: page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, { email: 'express@e2e.example', password: 'lantern-quartz-meadow-71' });
  // Earlier purchase: the provider keeps the card.
  await page.goto('/checkout?price=basic_monthly');
  await page.getByRole('button', { name: translation('en', 'checkout', 'checkout.continue') }).click();
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment-processing/);

  await page.goto('/express-checkout?price=exam_prep_pack_once');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('checkout', 'express.title'));
  await expect(page.getByTestId('express-card')).toHaveText(en('checkout', 'express.card', { brand: 'Visa', last4: '4242' }));
  await expect(page.getByTestId('express-amount')).toHaveText('$14.99');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('checkout', 'express.confirm', { amount: '$14.99' }) }).click();
  await expect(page.getByRole('heading', { name: en('checkout', 'express.doneTitle') })).toBeVisible();
  await expect(page.getByTestId('express-outcome')).toContainText(
    en('checkout', 'express.done', { product: en('pricing', 'plans.exam_prep_pack.name'), amount: '$14.99' }),
  );
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: en('checkout', 'express.receipts') }).click();
  await expect(page.getByRole('cell', { name: '$14.99' })).toBeVisible();

  const newcomer = await signedInPage(browser, { email: 'expressnew@e2e.example', password: 'comet-harbour-tulip-36' });
  await newcomer.goto('/express-checkout?price=exam_prep_pack_once');
  await expect(newcomer.getByRole('heading', { name: en('checkout', 'express.noCardTitle') })).toBeVisible();
  await newcomer.getByRole('link', { name: en('checkout', 'express.toCheckout') }).click();
  await expect(newcomer).toHaveURL(/\/checkout\?price=exam_prep_pack_once$/);
  await newcomer.context().close();
});
