import { expect, expectNoAxeViolations, test, translation } from './fixtures';

test('switching language changes the page text and is remembered', async ({ visitor: page }) => {
  await page.goto('/');
  await page.getByLabel('Language').first().selectOption('es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('es', 'hero', 'title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: translation('es', 'navbar', 'logIn') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('es', 'hero', 'title'));
  await page
    .getByLabel(translation('es', 'languageSwitcher', 'label'))
    .first()
    .selectOption('zh-Hant');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('zh-Hant', 'hero', 'title'));
  await expectNoAxeViolations(page);
});

test('content pages follow the interface language', async ({ visitor: page, request }) => {
  const yue = await (await request.get('/api/content/legal/privacy?lng=yue')).json();
  await page.goto('/privacy-policy');
  await page.getByLabel('Language').first().selectOption('yue');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(yue.title);
});

test('the language comes from the browser on a first visit', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('onboardingComplete', 'true'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('fr', 'hero', 'title'));
  await context.close();
});

test('settings apply to the whole app and persist across reload; reset restores defaults', async ({ visitor: page }) => {
  await page.goto('/settings');
  const html = page.locator('html');
  await page.getByRole('radio', { name: translation('en', 'settings', 'display.themes.dark') }).click();
  await page.getByRole('radio', { name: translation('en', 'settings', 'display.fontSizes.large') }).click();
  await page.getByRole('switch', { name: translation('en', 'settings', 'accessibility.highContrast') }).click();
  await page.getByRole('switch', { name: translation('en', 'settings', 'accessibility.reducedMotion') }).click();
  await page.getByRole('switch', { name: translation('en', 'settings', 'notifications.push') }).click();
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveClass(/high-contrast/);
  await expect(html).toHaveCSS('font-size', '18px');

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveClass(/reduce-motion/);
  await expect(html).toHaveCSS('font-size', '18px');
  await expect(page.getByRole('switch', { name: translation('en', 'settings', 'notifications.push') })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
  await expectNoAxeViolations(page);

  await page.goto('/about');
  await expect(html).toHaveClass(/dark/);
  // The dark class is set before the first paint; axe waits for the page itself.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/settings');
  await page.getByRole('button', { name: translation('en', 'settings', 'reset') }).click();
  await expect(html).not.toHaveClass(/high-contrast/);
  await expect(html).toHaveCSS('font-size', '16px');
  await expect(page.getByRole('switch', { name: translation('en', 'settings', 'notifications.push') })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('text spacing applies only above 1', async ({ visitor: page }) => {
  await page.goto('/settings');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/text-spacing/);
  const slider = page.getByLabel(translation('en', 'settings', 'accessibility.textSpacing'));
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(html).toHaveClass(/text-spacing/);
  await expect(page.locator('body')).not.toHaveCSS('letter-spacing', 'normal');
});

test('first visit: onboarding asks language, grade band and interests, then never again', async ({ firstVisit: page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: translation('en', 'onboarding', 'steps.language.title') })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: 'Italiano' }).click();
  // The page behind a modal is hidden from the accessibility tree, so check the dialog's own text.
  await expect(dialog.getByRole('heading', { name: translation('it', 'onboarding', 'steps.language.title') })).toBeVisible();
  await dialog.getByRole('button', { name: translation('it', 'onboarding', 'next') }).click();
  await dialog.getByRole('radio', { name: new RegExp(translation('it', 'gradeSelection', 'bands.middle.name')) }).click();
  await dialog.getByRole('button', { name: translation('it', 'onboarding', 'next') }).click();
  await dialog.getByRole('button', { name: translation('it', 'onboarding', 'interests.languages') }).click();
  await dialog.getByRole('button', { name: translation('it', 'onboarding', 'finish') }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('onboardingComplete'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('it', 'hero', 'title'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: new RegExp(translation('it', 'gradeSelection', 'bands.middle.name')) })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('the grade band chosen on the home page is remembered', async ({ visitor: page }) => {
  await page.goto('/');
  await page.getByRole('radio', { name: /High school/ }).click();
  await expect(page.getByText(translation('en', 'gradeSelection', 'selected').replace('{{band}}', 'High school'))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: /High school/ })).toHaveAttribute('aria-checked', 'true');
});
