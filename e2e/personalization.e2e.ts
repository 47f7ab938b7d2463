import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

// Seeded by scripts/e2e-server.mjs: a Premium learner with no history yet, and a free learner.
const premium = { email: 'insights@e2e.example', password: 'harbour-fennel-quasar-52' };
const free = { email: 'insights.free@e2e.example', password: 'lagoon-thistle-copper-19' };
const p = (key: string) => translation('en', 'personalization', key);

// The first journey asks the tutor five questions and scans three screens: slow when the machine is busy.
test.describe.configure({ timeout: 120_000 });

test('a learner with fraction questions in their history sees fractions to practise and opens a problem in homework help', async ({
  visitor: page,
}) => {
  await signInThroughApi(page, premium);
  await page.goto('/ai-personalization');
  await expect(page.getByRole('heading', { level: 1, name: p('title') })).toBeVisible();
  // A new learner: nothing is judged, and the page says what is needed.
  await expect(page.getByRole('heading', { name: p('empty.title') })).toBeVisible();
  await expect(page.getByTestId('personalization-empty')).toContainText('3 questions');
  await expectNoAxeViolations(page);

  // History: three fraction questions and one percentage question asked to the tutor.
  const origin = new URL(page.url()).origin;
  for (const question of ['1/2 + 1/3', '3/4 - 1/6', '2/5 + 1/10', '15% of 80']) {
    const res = await page.request.post('/api/tutor/questions', { headers: { origin }, data: { question, gradeBand: 'elementary' } });
    expect(res.status()).toBe(200);
  }
  await page.reload();
  const weak = page.getByTestId('weak-list');
  await expect(weak.getByTestId('weak-topic-fraction')).toContainText('Fractions');
  await expect(weak.getByTestId('weak-topic-fraction')).toContainText('Strength 25/100');
  // One percentage question is too little to judge, and the table says so.
  await expect(page.getByTestId('topic-table').getByRole('row', { name: /Percentages/ })).toContainText(
    'Not enough data yet (1 of 3 questions)',
  );
  await expect(page.getByTestId('strengths-list')).toHaveCount(0);
  await expect(page.getByText(p('strengths.none'))).toBeVisible();
  const practice = page.getByTestId('practice-topic-fraction');
  await expect(practice.getByRole('link')).toHaveCount(3);
  await expectNoAxeViolations(page);

  // The first practice problem opens homework help with the problem in the question box.
  const first = practice.getByRole('link').first();
  const problem = (await first.locator('.font-mono').textContent())!.trim();
  expect(problem).toMatch(/^\d+\/\d+ \+ \d+\/\d+$/);
  await first.click();
  await expect(page).toHaveURL(/\/homework-help\?q=/);
  const box = page.getByLabel(translation('en', 'homework', 'form.question'));
  await expect(box).toHaveValue(problem);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: translation('en', 'homework', 'form.ask') }).click();
  await expect(page.getByRole('button', { name: translation('en', 'homework', 'answer.nextStep') })).toBeVisible();
});

test('a free learner is shown what personalization gives and the way to the plans, not a fake preview', async ({ visitor: page }) => {
  await signInThroughApi(page, free);
  const api = await page.request.get('/api/personalization');
  expect(api.status()).toBe(403);
  await page.goto('/ai-personalization');
  const upgrade = page.getByTestId('personalization-upgrade');
  await expect(upgrade.getByRole('heading', { name: p('upgrade.title') })).toBeVisible();
  await expect(page.getByTestId('weak-list')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await upgrade.getByRole('link', { name: p('upgrade.button') }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('signed-out visitors are sent to sign in and come back', async ({ visitor: page }) => {
  await page.goto('/ai-personalization');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fai-personalization$/);
});
