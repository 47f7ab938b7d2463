import { expect, expectNoAxeViolations, test, translation } from './fixtures';

// Security issue, item 5: while the sandbox takes the payments (the journeys' server uses it), every
// page says so, the checkout included.
test('every page, the checkout included, shows the test-payments banner in the reader’s language', async ({ visitor: page }) => {
  for (const path of ['/', '/pricing', '/checkout']) {
    await page.goto(path);
    await expect(page.getByTestId('sandbox-payments-banner')).toHaveText(translation('en', 'common', 'sandboxPayments'));
  }
  await expectNoAxeViolations(page);
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'yue'));
  await page.goto('/');
  await expect(page.getByTestId('sandbox-payments-banner')).toHaveText(translation('yue', 'common', 'sandboxPayments'));
});
