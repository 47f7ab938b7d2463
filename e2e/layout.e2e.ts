import { expect, expectNoAxeViolations, test, translation } from './fixtures';

test('header turns solid with a shadow after 10 px of scroll', async ({ visitor: page }) => {
  await page.goto('/');
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).not.toHaveCSS('box-shadow', 'none');
  await page.evaluate(() => window.scrollTo(0, 5));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('Plans & Pricing menu opens by keyboard, lists the four plan pages, Escape closes it', async ({ visitor: page }) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Plans & Pricing' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  for (const label of ['Marketplace', 'Subscription Plans', 'Manage Subscription', 'Build Your Plan']) {
    await expect(page.getByRole('link', { name: new RegExp(label) })).toBeVisible();
  }
  await expect(page.getByText('Explore all products, subscriptions and one-time purchases')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
});

test('signed-out header offers Log In and Get Started', async ({ visitor: page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/subscription');
});

test('footer has its columns and the current year', async ({ visitor: page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  await expect(footer.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
  await expect(footer.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} BrainBoost`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the footer is hidden and the menu toggles open and closed', async ({ visitor: page }) => {
    await page.goto('/');
    await expect(page.locator('footer')).toBeHidden();
    const toggle = page.getByRole('button', { name: translation('en', 'navbar', 'openMenu') });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Financial Literacy' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: translation('en', 'navbar', 'closeMenu') }).click();
    await expect(menu).toBeHidden();
  });

  test('the parts a phone never shows are not built, and appear when the window widens', async ({ visitor: page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0); // the desktop header's
    await expect(page.getByTestId('footer-wrapper')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.locator('footer').getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('button', { name: translation('en', 'navbar', 'openMenu') })).toBeHidden();
  });
});

test('skip link moves focus to the main content', async ({ visitor: page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: translation('en', 'common', 'skipToContent') });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('a page view is recorded on every path change', async ({ visitor: page }) => {
  const views: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/analytics/page-views')) views.push(r.postDataJSON().path);
  });
  await page.goto('/');
  await page.getByRole('link', { name: 'About Us' }).click();
  // A visitor who clicks on before a page has loaded never saw it: wait for it, as a reader would.
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => views).toEqual(['/', '/about', '/blog']);
});
