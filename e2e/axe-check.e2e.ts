import { expect, expectNoAxeViolations, test } from './fixtures';

// The accessibility check every journey relies on runs axe-core in the page itself (decision 0080):
// it must still see what axe sees, including after the app's own navigations.
test('the accessibility check finds a missing alt text and low contrast, and passes the page without them', async ({ visitor: page }) => {
  await page.goto('/pricing');
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    main.prepend(image);
    const faint = document.createElement('p');
    faint.textContent = 'Faint words on white';
    faint.style.cssText = 'color:#c8c8c8;background:#ffffff';
    main.prepend(faint);
  });
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('color-contrast');

  // A client-side navigation keeps axe in the page; the next page is checked afresh.
  await page.evaluate(() => document.querySelectorAll('main > img, main > p').forEach((node) => node.remove()));
  await page
    .getByRole('link', { name: /log in/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login/);
  await expectNoAxeViolations(page);
});
