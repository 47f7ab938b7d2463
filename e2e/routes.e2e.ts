import { expect, expectNoAxeViolations, test, translation } from './fixtures';

const contentRoutes = [
  ['/about', 'pages', 'about'],
  ['/careers', 'pages', 'careers'],
  ['/learn-more', 'pages', 'learn-more'],
  ['/clinical-resources', 'pages', 'clinical-resources'],
  ['/group-programs', 'pages', 'group-programs'],
  ['/terms', 'legal', 'terms'],
  ['/terms-of-service', 'legal', 'terms'],
  ['/legal/terms', 'legal', 'terms'],
  ['/privacy', 'legal', 'privacy'],
  ['/privacy-policy', 'legal', 'privacy'],
  ['/legal/privacy', 'legal', 'privacy'],
  ['/refund-policy', 'legal', 'refund'],
  ['/legal/refund', 'legal', 'refund'],
] as const;

test.describe('every route renders its content', () => {
  test('home shows the tagline, grade bands, features and stories', async ({ visitor: page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Unlock your brain's full potential");
    await expect(page.getByRole('radio', { name: /Elementary/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: translation('en', 'features', 'title') })).toBeVisible();
    await expect(page.getByText(translation('en', 'testimonials', 'disclaimer'))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const [path, kind, slug] of contentRoutes) {
    test(`${path} shows the ${slug} document`, async ({ visitor: page, request }) => {
      const doc = await (await request.get(`/api/content/${kind}/${slug}?lng=en`)).json();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(page.locator('.prose h2').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('/contact and /enterprise-contact show their forms', async ({ visitor: page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('en', 'contact', 'title'));
    await expect(page.getByLabel(translation('en', 'contact', 'message'))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/enterprise-contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('en', 'contact', 'enterprise.title'));
    await expect(page.getByLabel(translation('en', 'contact', 'enterprise.seats'))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/blog lists posts and each post has its own URL', async ({ visitor: page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('en', 'pages', 'blog.title'));
    const first = page.getByRole('article').first().getByRole('heading', { level: 2 });
    const title = await first.innerText();
    await expectNoAxeViolations(page);
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('/settings shows display, accessibility and notifications', async ({ visitor: page }) => {
    await page.goto('/settings');
    for (const key of ['display.title', 'accessibility.title', 'notifications.title']) {
      await expect(page.getByRole('heading', { name: translation('en', 'settings', key) })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
});

test('/index and /home land on /', async ({ visitor: page }) => {
  for (const path of ['/index', '/home']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Unlock your brain's full potential");
  }
});

test('an unknown path shows the not-found page', async ({ visitor: page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('en', 'common', 'notFound.title'));
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: translation('en', 'common', 'notFound.home') }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a page that fails to load shows the error screen; Try Again reloads, Return to Home goes home', async ({ visitor: page }) => {
  const blogChunk = /\/assets\/blog-index-page-.*\.js$/;
  await page.route(blogChunk, (route) => route.abort());
  await page.goto('/');
  await page.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeVisible();
  await expect(
    page.getByText('We encountered an error while trying to load this page. Please try again or return to the homepage.'),
  ).toBeVisible();
  await expect(page.getByText('Something went wrong. Our team has been notified.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute(blogChunk);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('en', 'pages', 'blog.title'));

  await page.route(blogChunk, (route) => route.abort());
  await page.goto('/');
  await page.getByRole('link', { name: 'Blog', exact: true }).click();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Unlock your brain's full potential");
});
