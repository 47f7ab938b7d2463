import { expect, expectNoAxeViolations, test, translation } from './fixtures';

const en = (ns: string, key: string) => translation('en', ns, key);
const thisYear = new Date().getUTCFullYear();

test('a child’s settings, profile, two-step and teacher pages offer no adult fields (decision 0052)', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const username = `nova_${stamp % 1_000_000}`;
  const parentEmail = `parent-${stamp}@e2e.example`;
  const password = 'purple-otter-rocket-12';
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('onboardingComplete', 'true');
    localStorage.setItem('i18nextLng', 'en');
  });
  const api = context.request;

  // Sign-up and the parent's consent through the API: this journey is about what the child sees after.
  const signup = await api.post('/api/signup', {
    headers: { origin },
    data: { birthYear: thisYear - 9, birthMonth: 1, username, password, parentEmail },
  });
  expect(signup.status(), await signup.text()).toBe(202);
  const mailbox = await (await api.get(`/api/dev/mailbox?recipient=${encodeURIComponent(parentEmail)}`)).json();
  const token = new URL(/https?:\/\/\S+/.exec(mailbox.messages[0].body)![0]).searchParams.get('token')!;
  const approved = await api.post('/api/consent/approve', {
    headers: { origin },
    data: { token, name: 'Pat Parent', password: 'granite-harbour-lamp-58' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  expect((await api.post('/api/auth/sign-in/username', { headers: { origin }, data: { username, password } })).status()).toBe(200);
  const page = await context.newPage();

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: en('accountSecurity', 'title') })).toBeVisible();
  await expect(page.getByText(en('children', 'childAccount.managedByParent'))).toBeVisible();
  await expect(page.getByRole('heading', { name: en('accountSecurity', 'password.title') })).toBeVisible();
  for (const adultCard of ['email.title', 'twoFactor.title', 'methods.title']) {
    await expect(page.getByRole('heading', { name: en('accountSecurity', adultCard) })).toHaveCount(0);
  }
  await expect(page.getByText(en('accountSecurity', 'email.verified'), { exact: true })).toHaveCount(0);
  await expect(page.getByText(/\.invalid/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('child-settings.png'), fullPage: true });

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(username);
  await expect(page.getByText(en('children', 'childAccount.managedByParent'))).toBeVisible();
  await expect(page.getByLabel(en('account', 'fullName'))).toHaveCount(0);
  await expect(page.getByRole('link', { name: en('children', 'profileLink') })).toHaveCount(0);
  await expect(page.getByText(/\.invalid/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/mfa-setup');
  await expect(page.getByText(en('children', 'childAccount.twoFactor'))).toBeVisible();
  await expect(page.getByRole('button', { name: en('mfa', 'start.submit') })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/teacher-access');
  await expect(page.getByText(en('children', 'childAccount.teacherAccess'))).toBeVisible();
  await expect(page.getByRole('button', { name: en('access', 'teacher.submit') })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
});
