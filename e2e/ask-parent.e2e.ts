import { expect, expectNoAxeViolations, test, translation } from './fixtures';

const en = (ns: string, key: string) => translation('en', ns, key);
const thisYear = new Date().getUTCFullYear();

test('a child sees “Ask a parent” instead of paying on every page that sells, and the parent gets the email (issue 28)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const username = `lumi_${stamp % 1_000_000}`;
  const parentEmail = `parent-ask-${stamp}@e2e.example`;
  const password = 'purple-otter-rocket-12';
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('onboardingComplete', 'true');
    localStorage.setItem('i18nextLng', 'en');
  });
  const api = context.request;
  const mailsToParent = async () =>
    (await (await api.get(`/api/dev/mailbox?recipient=${encodeURIComponent(parentEmail)}`)).json()).messages as {
      subject: string;
      body: string;
    }[];

  const signup = await api.post('/api/signup', {
    headers: { origin },
    data: { birthYear: thisYear - 9, birthMonth: 1, username, password, parentEmail },
  });
  expect(signup.status(), await signup.text()).toBe(202);
  const token = new URL(/https?:\/\/\S+/.exec((await mailsToParent())[0]!.body)![0]).searchParams.get('token')!;
  const approved = await api.post('/api/consent/approve', {
    headers: { origin },
    data: { token, name: 'Pat Parent', password: 'granite-harbour-lamp-58' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  expect((await api.post('/api/auth/sign-in/username', { headers: { origin }, data: { username, password } })).status()).toBe(200);
  const page = await context.newPage();
  const askButton = () => page.getByRole('button', { name: en('checkout', 'askParent.button') });
  const sent = (plan: string) => page.getByRole('status').filter({ hasText: en('checkout', 'askParent.sent').replace('{{item}}', plan) });

  await page.goto('/pricing');
  await expect(askButton()).toHaveCount(4);
  await expect(page.getByRole('link', { name: /^Choose/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page
    .getByRole('article', { name: 'Premium' })
    .getByRole('button', { name: en('checkout', 'askParent.button') })
    .click();
  await expect(sent('Premium')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('child-pricing.png'), fullPage: true });

  await page.goto('/checkout?price=ultimate_monthly');
  await expect(page.getByRole('heading', { name: en('checkout', 'askParent.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: en('checkout', 'checkout.continue') })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await askButton().click();
  await expect(sent('Ultimate')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('child-checkout.png'), fullPage: true });

  await page.goto('/express-checkout?price=exam_prep_pack_once');
  await expect(askButton()).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/add-ons');
  await expect(askButton().first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Buy/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/donate');
  await expect(askButton()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Give/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await askButton().click();
  await expect(sent(en('checkout', 'askParent.donation'))).toBeVisible();

  // A fourth ask the same day: the limit, said plainly.
  await page.goto('/pricing');
  await page
    .getByRole('article', { name: 'Basic' })
    .getByRole('button', { name: en('checkout', 'askParent.button') })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: en('errors', 'billing.askParentTooMany') })).toBeVisible();

  const asks = (await mailsToParent()).filter((m) => m.subject.startsWith('A request from your child'));
  expect(asks.map((m) => m.subject).sort()).toEqual(
    [
      'A request from your child: Premium',
      'A request from your child: Ultimate',
      'A request from your child: a donation to BrainBoost',
    ].sort(),
  );
  expect(asks.every((m) => m.body.includes(username))).toBe(true);
  await context.close();
});
