import sharp from 'sharp';
import { expect, expectNoAxeViolations, signedInPage, test, translation } from './fixtures';

// Seeded by scripts/e2e-server.mjs: a Basic subscriber (worksheet_help, 30 uploads a month).
const student = { email: 'worksheet@e2e.example', password: 'maple-quartz-lantern-53' };
const t = (ns: string, key: string) => translation('en', ns, key);
const lines = ['Maths practice', '1) Solve 2x + 5 = 11', '2) 3/4 + 1/6', '3) What is 15% of 80?'];

/** A worksheet photo made here: text rendered from SVG, slightly tilted, like a phone picture. */
async function worksheetPhoto(): Promise<Buffer> {
  const text = lines
    .map((line, i) => `<text x="90" y="${150 + i * 90}" font-family="DejaVu Sans" font-size="40" fill="#222">${line}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="100%" height="100%" fill="#fcfbf7"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).rotate(1.5, { background: '#fcfbf7' }).jpeg({ quality: 88 }).toBuffer();
}

// Reading the photo runs OCR on the shared machine.
test.describe.configure({ timeout: 90_000 });

test('a student uploads a worksheet photo, corrects a problem, solves it and sees the steps', async ({ browser }) => {
  const page = await signedInPage(browser, student);
  await page.goto('/homework-help');
  await page.getByRole('link', { name: t('worksheet', 'entry') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('worksheet', 'title') })).toBeVisible();
  await expect(page.getByText('30 worksheet uploads left this month (of 30).')).toBeVisible();
  await expect(page.getByText('Worksheets and their files are deleted 30 days after upload.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A file that is not a worksheet is refused with the reason, whatever it is called.
  await page
    .getByLabel(t('worksheet', 'form.file'))
    .setInputFiles({ name: 'worksheet.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
  await page.getByRole('button', { name: t('worksheet', 'form.upload') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('errors', 'worksheet.unsupportedType'));
  await expect(page.getByText('30 worksheet uploads left this month (of 30).')).toBeVisible();

  await page
    .getByLabel(t('worksheet', 'form.file'))
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await worksheetPhoto() });
  await page.getByRole('button', { name: t('worksheet', 'form.upload') }).click();
  await expect(page.getByRole('progressbar', { name: t('worksheet', 'progress.label') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '3 problems found' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('29 worksheet uploads left this month (of 30).')).toBeVisible();
  await expectNoAxeViolations(page);

  // The student fixes the first problem as printed, then solves it.
  await page.getByRole('button', { name: 'Correct problem 1' }).click();
  await page.getByLabel('Text of problem 1').fill('Solve 2x + 5 = 11');
  await page.getByRole('button', { name: t('worksheet', 'problem.save') }).click();
  await expect(page.getByText('Solve 2x + 5 = 11', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Solve problem 1' }).click();
  const solution = page.getByRole('region', { name: 'Solution to problem 1' });
  await expect(solution.getByText('What could you do to both sides to get the unknown on its own?')).toBeVisible({ timeout: 30_000 });
  await solution.getByRole('button', { name: t('homework', 'answer.nextStep') }).click();
  await expect(solution.getByText('Step 1')).toBeVisible();
  await solution.getByRole('button', { name: t('homework', 'answer.nextStep') }).click();
  await expect(solution.getByText(/Subtract.*from both sides/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Reloading keeps the worksheet; deleting it returns to the upload form.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Solution to problem 1' })).toBeVisible();
  await page.getByRole('button', { name: t('worksheet', 'actions.delete') }).click();
  await expect(page.getByLabel(t('worksheet', 'form.file'))).toBeVisible();
  await page.context().close();
});

test('a free learner sees that worksheets come with a plan, and cannot upload', async ({ browser }) => {
  const page = await signedInPage(browser, { email: 'tutor.free@e2e.example', password: 'lemon-canyon-violet-27' });
  await page.goto('/homework-help/worksheet');
  await expect(page.getByText(t('worksheet', 'usage.notIncluded'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('worksheet', 'usage.seePlans') })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('button', { name: t('worksheet', 'form.upload') })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.context().close();
});
