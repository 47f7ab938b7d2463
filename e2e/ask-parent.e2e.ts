import { expect, expectNoAxeViolations, test, translation } from './fixtures';
import { signedInChild } from './signed-in-child';

const en = (ns: string, key: string) => translation('en', ns, key);

test('a child sees “Ask a parent” instead of paying on every page that sells, and the parent gets the email (issue 28)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const username = `lumi_${stamp % 1_000_000}`;
  const parentEmail = `parent-ask-${stamp}@e2e.example`;
  const origin = new URL(baseURL!).origin;
  const context = await signedInChild(browser, origin, { username, parentEmail });
  const api = context.request;
  const mailsToParent = async () =>
    (await (await api.get(`/api/dev/mailbox?recipient=${encodeURIComponent(parentEmail)}`)).json()).messages as {
      subject: string;
      body: string;
    }[];
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
