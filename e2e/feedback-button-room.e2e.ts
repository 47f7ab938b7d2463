import type { Page } from '@playwright/test';
import { expect, signInThroughApi, test, translation } from './fixtures';

// Seeded by scripts/e2e-server.mjs.
const ultimate = { email: 'translator@e2e.example', password: 'fjord-lantern-pepper-58' };

/** The names of the page's visible controls that lie under the floating Feedback button. */
async function controlsUnderFeedback(page: Page): Promise<string[]> {
  const feedback = page.getByRole('button', { name: translation('en', 'feedback', 'button') });
  await expect(feedback).toBeVisible();
  const floating = (await feedback.boundingBox())!;
  return page.locator('main').evaluate((main, box) => {
    const controls = Array.from(main.querySelectorAll<HTMLElement>('button, a, input, textarea, select')).filter(
      (el) => el.offsetParent !== null,
    );
    return controls
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.right > box.x && r.left < box.x + box.width && r.bottom > box.y && r.top < box.y + box.height)
      .map(({ el }) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
  }, floating);
}

test('on a phone, the floating Feedback button leaves every control clear once a page is scrolled to its end', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await signInThroughApi(page, ultimate);
  for (const path of [
    '/settings',
    '/profile',
    '/contact',
    '/language-learning/translator',
    '/dashboard',
    '/homework-help',
    '/language-learning',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Pages still filling in (a list arriving) grow after the first scroll: scroll to the end again until it holds.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return controlsUnderFeedback(page);
        },
        { message: `${path}: controls under the Feedback button`, timeout: 10_000 },
      )
      .toEqual([]);
  }
});
