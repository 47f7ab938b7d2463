import { expect, expectNoAxeViolations, test, translation } from './fixtures';

const en = (ns: string, key: string) => translation('en', ns, key);

test('a dropped answer, a reload and a double click on pay: one checkout and one charge; buying again later is a new purchase (issue 28)', async ({
  visitor: page,
}) => {
  test.setTimeout(120_000);
  // A buyer of its own, so no other journey's purchases are counted.
  const buyer = { email: `one-key-${Date.now()}@e2e.example`, password: 'quartz-harbour-lantern-75' };
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const signup = await page.request.post('/api/signup', {
    headers: { origin },
    data: { birthYear: 1990, birthMonth: 5, name: 'Kim Key', ...buyer },
  });
  expect(signup.status(), await signup.text()).toBe(202);
  // The verification mail is sent after the answer (so its timing reveals nothing): wait for it.
  const outbox = `/e2e/outbox?to=${encodeURIComponent(buyer.email)}`;
  let body = '';
  await expect
    .poll(async () => {
      body = ((await (await page.request.get(outbox)).json()) as { body: string } | null)?.body ?? '';
      return body;
    })
    .toMatch(/verify-email/);
  const link = new URL(/https?:\/\/\S+verify-email\S*/.exec(body)![0]);
  // Opened in the browser that signed up: verifying signs it in.
  expect((await page.request.get(link.pathname + link.search)).ok()).toBe(true);

  const keys: string[] = [];
  const sessions: string[] = [];
  let dropNextAnswer = true;
  await page.route('**/api/billing/checkout', async (route) => {
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    if (!dropNextAnswer) return route.continue();
    // The server opens the checkout, but the connection drops before its answer reaches the page.
    dropNextAnswer = false;
    const answer = await route.fetch();
    sessions.push(((await answer.json()) as { url: string }).url.split('?')[0]!);
    return route.abort('connectionreset');
  });

  await page.goto('/checkout?price=exam_prep_pack_once');
  const pay = page.getByRole('button', { name: en('checkout', 'checkout.continue') });
  await pay.click();
  await expect(page.getByText(en('errors', 'billing.paymentError'))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await pay.dblclick();
  await expect(page).toHaveURL(/\/sandbox-pay\/cs_sandbox_/);
  // Every press, before and after the reload, sent the purchase's one key and got its one checkout.
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(new URL(page.url()).pathname).toBe(sessions[0]);

  await page.getByLabel(en('checkout', 'sandbox.cardNumber')).fill('4242 4242 4242 4242');
  await page.getByLabel(en('checkout', 'sandbox.expiry')).fill('12/39');
  await page.getByLabel(en('checkout', 'sandbox.cvc')).fill('123');
  await page.getByRole('button', { name: /Pay/ }).click();
  await expect(page).toHaveURL(/\/payment-success/, { timeout: 20_000 });
  await expectNoAxeViolations(page);

  const overview = (await (await page.request.get('/api/billing/subscription')).json()) as {
    invoices: { status: string; amountCents: number; priceId: string | null }[];
  };
  expect(overview.invoices.filter((i) => i.status === 'paid' && i.priceId === 'exam_prep_pack_once')).toHaveLength(1);

  // The purchase has ended: pressing pay for the same product again is a new purchase with a new key.
  await page.goto('/checkout?price=exam_prep_pack_once');
  await pay.click();
  await expect(page).toHaveURL(/\/sandbox-pay\/cs_sandbox_/);
  expect(new Set(keys).size).toBe(2);
  expect(new URL(page.url()).pathname).not.toBe(sessions[0]);
});
