import { expect, expectNoAxeViolations, signedInPage, test, translation } from './fixtures';

// Seeded by scripts/e2e-server.mjs: a free learner used only by this journey.
const plotter = { email: 'plotter@e2e.example', password: 'meadow-prism-walrus-38' };
const t = (ns: string, key: string) => translation('en', ns, key);

test.describe.configure({ timeout: 90_000 });

test('a student asks for a plot and a triangle, reads the description, is told when a triangle cannot exist, and builds a question in the maths editor', async ({
  browser,
}) => {
  const page = await signedInPage(browser, plotter);
  await page.goto('/homework-help');
  await expect(page.getByRole('heading', { level: 1, name: t('homework', 'title') })).toBeVisible();
  const question = page.getByLabel(t('homework', 'form.question'));

  // A parabola: drawn as an image whose description says what it shows.
  await question.fill('plot y = x^2 - 3x + 2');
  await page.getByRole('button', { name: t('homework', 'form.ask') }).click();
  const plot = page.getByRole('img', { name: t('diagrams', 'title.plot_one') });
  await expect(plot).toBeVisible();
  await expect(plot).toHaveAccessibleDescription(/Parabola opening upwards, vertex at \(1\.5, −0\.25\)\. Crosses the x-axis at x = 1, 2\./);
  await expect(plot.locator('polyline')).toHaveCount(1);
  await expect(page.getByText('y = x^2 - 3x + 2', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // tan x: broken at each asymptote, never a line through them.
  await question.fill('graph tan(x) from -pi to pi');
  await page.getByRole('button', { name: t('homework', 'form.ask') }).click();
  const tan = page.getByRole('img', { name: t('diagrams', 'title.plot_one') }).last();
  await expect(tan).toHaveAccessibleDescription(/Not defined at x = −π\/2, π\/2/);
  await expect(tan.locator('polyline')).toHaveCount(3);

  // A 3-4-5 triangle to scale, then one that cannot exist.
  await question.fill('draw a triangle with sides 3, 4 and 5');
  await page.getByRole('button', { name: t('homework', 'form.ask') }).click();
  await expect(page.getByRole('img', { name: t('diagrams', 'title.geometry') })).toHaveAccessibleDescription(/It is a right triangle\./);
  await question.fill('draw a triangle with sides 1, 2 and 5');
  await page.getByRole('button', { name: t('homework', 'form.ask') }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No triangle has sides 1, 2, 5' })).toContainText('1 + 2 = 3');

  // Nothing drawable: the spec's message, and the question is not counted.
  await question.fill('plot sqrt(x) from -5 to -1');
  await page.getByRole('button', { name: t('homework', 'form.ask') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('errors', 'diagrams.couldNotGenerate'));

  // The maths editor loads when opened; its buttons build the expression, the preview renders it, and it goes into the question.
  await question.fill('');
  await page.getByRole('button', { name: t('diagrams', 'editor.open') }).click();
  const expression = page.getByLabel(t('diagrams', 'editor.label'));
  await expression.fill('x^2 - 1');
  await expression.selectText();
  await page.getByRole('button', { name: t('diagrams', 'editor.fraction') }).click();
  await expect(expression).toBeFocused();
  await page.keyboard.type('x + 1');
  await expect(expression).toHaveValue('(x^2 - 1)/(x + 1)');
  await expect(page.getByRole('region', { name: t('diagrams', 'editor.preview') }).locator('.katex .mfrac')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expression.press('Enter');
  await expect(question).toHaveValue('(x^2 - 1)/(x + 1)');
  await question.fill(`plot y = ${await question.inputValue()}`);
  await page.getByRole('button', { name: t('homework', 'form.ask') }).click();
  await expect(page.getByRole('img', { name: t('diagrams', 'title.plot_one') }).last()).toHaveAccessibleDescription(
    /Straight line with slope 1\.|Crosses the x-axis at x = 1\./,
  );
  await expect(page.getByText(/questions left today/)).toContainText('5 questions left today');
  await page.context().close();
});
