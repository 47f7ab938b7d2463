import { expect, expectNoAxeViolations, signedInPage, test, translation } from './fixtures';

// Seeded by scripts/e2e-server.mjs (the ultimate one with an active subscription).
const ultimate = { email: 'tutor.ultimate@e2e.example', password: 'cedar-puzzle-harbor-64' };
const free = { email: 'tutor.free@e2e.example', password: 'lemon-canyon-violet-27' };
const t = (ns: string, key: string) => translation('en', ns, key);

// Each journey asks the tutor several questions and scans several screens.
test.describe.configure({ timeout: 90_000 });

test('a student asks a question and walks the hints and steps to the full solution, then finds it in the history', async ({ browser }) => {
  const page = await signedInPage(browser, ultimate);
  await page.goto('/homework-help');
  await expect(page.getByRole('heading', { level: 1, name: t('homework', 'title') })).toBeVisible();
  await expect(page.getByText(t('homework', 'usage.unlimited'))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(t('homework', 'form.question')).fill('Solve 2x + 5 = 11');
  await page.getByRole('button', { name: t('homework', 'form.ask') }).click();
  // First a Socratic hint, no steps and no answer yet.
  await expect(page.getByText('What could you do to both sides to get the unknown on its own?')).toBeVisible();
  await expect(page.getByText(t('homework', 'answer.finalAnswer'), { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: t('homework', 'answer.anotherHint') }).click();
  await expect(page.getByText(/What happens if you subtract/)).toBeVisible();
  await page.getByRole('button', { name: t('homework', 'answer.nextStep') }).click();
  await expect(page.getByText('Step 1')).toBeVisible();
  await page.getByRole('button', { name: t('homework', 'answer.nextStep') }).click();
  await expect(page.getByText(/Subtract.*from both sides/)).toBeVisible();
  await page.getByRole('button', { name: t('homework', 'answer.showSolution') }).click();
  const answer = page.getByRole('status').filter({ hasText: t('homework', 'answer.finalAnswer') });
  await expect(answer).toContainText('x=3');
  await expect(answer).toContainText(t('homework', 'answer.verified'));
  await expectNoAxeViolations(page);

  // The conversation is in the history, where it can be renamed and deleted.
  await page.goto('/chat');
  await page.getByRole('link', { name: /Solve 2x \+ 5 = 11/ }).click();
  await page.getByRole('button', { name: t('homework', 'chat.rename') }).click();
  await page.getByLabel(t('homework', 'chat.newName')).fill('Linear equations');
  await page.getByRole('button', { name: t('homework', 'chat.save') }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Linear equations' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t('homework', 'chat.delete') }).click();
  await page.getByRole('button', { name: t('homework', 'chat.delete') }).click();
  await expect(page.getByText(t('homework', 'chat.empty'))).toBeVisible();
  await page.context().close();
});

test('a free user sees the questions left, hits the daily limit and is shown the upgrade path', async ({ browser }) => {
  const page = await signedInPage(browser, free);
  // Use up all but one of today's questions through the API (the same quota the page shows).
  const usage = await (await page.request.get('/api/tutor/usage')).json();
  const origin = new URL(page.url()).origin;
  for (let i = 0; i < usage.limit - 1; i++) {
    const res = await page.request.post('/api/tutor/questions', {
      headers: { origin },
      data: { question: `${i} + 2`, gradeBand: 'elementary' },
    });
    expect(res.status()).toBe(200);
  }
  await page.goto('/homework-help');
  await expect(page.getByText(`1 question left today (of ${usage.limit}).`)).toBeVisible();
  await page.getByLabel(t('homework', 'form.question')).fill('3/4 + 1/6');
  await page.getByRole('button', { name: t('homework', 'form.ask') }).click();
  await expect(page.getByText(/do the denominators need to match first/)).toBeVisible();
  await page.getByRole('button', { name: t('homework', 'answer.anotherHint') }).click();
  await expect(page.getByText(/What is the smallest number both denominators divide into/)).toBeVisible();
  // Without homework_solution the final answer stays locked, with the way to unlock it.
  for (let i = 0; i < 5 && (await page.getByRole('button', { name: t('homework', 'answer.nextStep') }).count()); i++) {
    await page.getByRole('button', { name: t('homework', 'answer.nextStep') }).click();
  }
  await expect(page.getByText(/Full worked solutions are part of the Ultimate plan/)).toBeVisible();
  await expect(page.getByRole('button', { name: t('homework', 'answer.showSolution') })).toHaveCount(0);
  // Now at the limit: the box is disabled and the upgrade link goes to /pricing.
  await expect(page.getByText(`You've used all ${usage.limit} questions for today.`)).toBeVisible();
  await expect(page.getByRole('button', { name: t('homework', 'form.ask') })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page
    .getByRole('status')
    .filter({ hasText: `You've used all` })
    .getByRole('link', { name: t('homework', 'usage.seePlans') })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.context().close();
});

test('a student picks a subject tutor on /ai-tutors and asks its starter question', async ({ browser }) => {
  const page = await signedInPage(browser, ultimate);
  await page.goto('/ai-tutors');
  await expect(page.getByRole('heading', { level: 1, name: t('homework', 'tutors.title') })).toBeVisible();
  for (const subject of ['maths', 'science', 'readingWriting', 'history', 'languages']) {
    await expect(page.getByRole('heading', { level: 2, name: t('homework', `tutors.subjects.${subject}.name`) })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Solve 3x - 7 = 11/ }).click();
  await expect(page).toHaveURL(/\/homework-help\?subject=maths/);
  await expect(page.getByText('Tutor: Maths tutor')).toBeVisible();
  await expect(page.getByLabel(t('homework', 'form.question'))).toHaveValue('Solve 3x - 7 = 11');
  await page.getByRole('button', { name: t('homework', 'form.ask') }).click();
  await expect(page.getByText('What could you do to both sides to get the unknown on its own?')).toBeVisible();
  await page.context().close();
});
