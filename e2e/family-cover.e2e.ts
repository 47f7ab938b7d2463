import { expect, expectNoAxeViolations, test, translation } from './fixtures';

const en = (ns: string, key: string, vars: Record<string, string> = {}) =>
  translation('en', ns, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
const thisYear = new Date().getUTCFullYear();

test('a parent’s family plan covers their child: the child’s Manage subscription says whose plan and until when, the owner lists the child (issue 28)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const username = `orbit_${stamp % 1_000_000}`;
  const parentEmail = `family-parent-${stamp}@e2e.example`;
  const parentPassword = 'granite-harbour-lamp-58';
  const origin = new URL(baseURL!).origin;
  const newContext = async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      localStorage.setItem('onboardingComplete', 'true');
      localStorage.setItem('i18nextLng', 'en');
    });
    return context;
  };
  const parent = await newContext();
  const child = await newContext();

  // The child signs up; the parent approves from the emailed link, creating their account.
  expect(
    (
      await child.request.post('/api/signup', {
        headers: { origin },
        data: { birthYear: thisYear - 9, birthMonth: 1, username, password: 'purple-otter-rocket-12', parentEmail },
      })
    ).status(),
  ).toBe(202);
  const mailbox = await (await parent.request.get(`/api/dev/mailbox?recipient=${encodeURIComponent(parentEmail)}`)).json();
  const token = new URL(/https?:\/\/\S+/.exec(mailbox.messages[0].body)![0]).searchParams.get('token')!;
  expect(
    (
      await parent.request.post('/api/consent/approve', {
        headers: { origin },
        data: { token, name: 'Robin Parent', password: parentPassword },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await parent.request.post('/api/auth/sign-in/email', { headers: { origin }, data: { email: parentEmail, password: parentPassword } })
    ).status(),
  ).toBe(200);

  // The parent buys the family plan with 4242 on the sandbox's page.
  const checkout = await (
    await parent.request.post('/api/billing/checkout', {
      headers: { origin },
      data: { priceId: 'family_monthly', idempotencyKey: crypto.randomUUID() },
    })
  ).json();
  const paid = await parent.request.post(checkout.url, {
    headers: { origin },
    form: { card: '4242424242424242', expiry: '12/39', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBeLessThan(400);

  expect(
    (
      await child.request.post('/api/auth/sign-in/username', {
        headers: { origin },
        data: { username, password: 'purple-otter-rocket-12' },
      })
    ).status(),
  ).toBe(200);
  const childPage = await child.newPage();
  await childPage.goto('/subscription-management');
  const cover = childPage.getByTestId('member-of');
  await expect(cover).toContainText(en('family', 'members.memberOf', { owner: 'Robin Parent' }));
  await expect(cover).toContainText(en('family', 'cover.asChild', { owner: 'Robin Parent' }));
  await expect(childPage.getByRole('button', { name: en('family', 'cover.leave') })).toHaveCount(0);
  await expectNoAxeViolations(childPage);
  await childPage.screenshot({ path: test.info().outputPath('child-family-cover.png'), fullPage: true });

  const parentPage = await parent.newPage();
  await parentPage.goto('/subscription-management');
  const childRow = parentPage.getByTestId('family-member').filter({ hasText: username });
  await expect(childRow).toContainText(en('family', 'members.child'));
  await expectNoAxeViolations(parentPage);
  await parentPage.screenshot({ path: test.info().outputPath('owner-family-members.png'), fullPage: true });
  await parent.close();
  await child.close();
});
