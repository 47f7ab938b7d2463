import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, expectNoAxeViolations, test, translation } from './fixtures';

const en = (ns: string, key: string, vars: Record<string, string | number> = {}) =>
  translation('en', ns, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
const buyer = { email: 'buyer@e2e.example', password: 'lilac-harbour-summit-64' };

test('without crypto configured, /crypto-payment says so and links to paying by card', async ({ visitor: page }) => {
  await page.goto('/crypto-payment?price=premium_annual');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('cryptoPayment', 'title'));
  await expect(page.getByRole('heading', { name: en('cryptoPayment', 'unavailable.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: en('cryptoPayment', 'unavailable.payByCard') })).toHaveAttribute(
    'href',
    '/checkout?price=premium_annual',
  );
  await expectNoAxeViolations(page);
  // The card checkout offers no crypto link on this server either.
  await page.getByRole('link', { name: en('cryptoPayment', 'unavailable.payByCard') }).click();
  await expect(page).toHaveURL(/\/checkout\?price=premium_annual$/);
  await expect(page.getByRole('link', { name: en('cryptoPayment', 'orPayWithCrypto') })).toHaveCount(0);
});

/**
 * The configured flow needs a server whose crypto settings point at a fake charges API: this
 * journey starts both (the shared e2e server stays unconfigured for the journey above).
 */
test.describe('with crypto configured', () => {
  const apiKey = 'e2e-crypto-key-0123';
  const secret = 'e2e-crypto-webhook-secret-0123456789';
  let fake: Server;
  let server: ChildProcess;
  let origin = '';
  const charges = new Map<
    string,
    { id: string; code: string; metadata: Record<string, string>; local_price: { amount: string; currency: string } }
  >();

  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    fake = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
        if (req.method === 'POST' && req.url === '/charges' && req.headers['x-cc-api-key'] === apiKey) {
          const input = JSON.parse(body) as { metadata: Record<string, string>; local_price: { amount: string; currency: string } };
          const charge = { id: randomUUID(), code: `E2E${charges.size + 1}`, metadata: input.metadata, local_price: input.local_price };
          charges.set(charge.id, charge);
          res.writeHead(201, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ data: { ...charge, hosted_url: `${base}/pay/${charge.code}` } }));
          return;
        }
        if (req.method === 'GET' && req.url?.startsWith('/pay/')) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end('<!doctype html><html lang="en"><title>Hosted charge</title><main><h1>Hosted charge (fake)</h1></main></html>');
          return;
        }
        res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../scripts/e2e-server.mjs')], {
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: origin,
        CRYPTO_API_KEY: apiKey,
        CRYPTO_WEBHOOK_SECRET: secret,
        CRYPTO_API_BASE: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
        SETUP_TOKEN_FILE: path.join(process.env.TMPDIR ?? '/tmp', `brainboost-e2e-crypto-setup-${port}`),
      },
      stdio: 'inherit',
    });
    for (let i = 0; i < 150; i++) {
      const ready = await fetch(`${origin}/readyz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error('crypto e2e server did not start');
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise<void>((resolve) => (fake ? fake.close(() => resolve()) : resolve()));
  });

  /** What the provider would POST once the charge moves on, signed with the shared secret. */
  const webhook = async (type: string, chargeId: string) => {
    const charge = charges.get(chargeId)!;
    const payload = JSON.stringify({
      id: 1,
      scheduled_for: new Date().toISOString(),
      event: { id: randomUUID(), type, created_at: new Date().toISOString(), data: { ...charge, payments: [{ status: 'CONFIRMED' }] } },
    });
    const res = await fetch(`${origin}/api/billing/webhooks/crypto`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cc-webhook-signature': createHmac('sha256', secret).update(payload).digest('hex') },
      body: payload,
    });
    expect(res.status).toBe(200);
  };

  test('a parent prepays a year of Premium: catalog amount, hosted charge, pending then confirmed, prepaid until the end', async ({
    visitor: page,
  }) => {
    test.setTimeout(120_000);
    const res = await page.request.post(`${origin}/api/auth/sign-in/email`, { headers: { origin }, data: buyer });
    expect(res.status()).toBe(200);
    await page.goto(`${origin}/crypto-payment?price=premium_annual`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('cryptoPayment', 'title'));
    await expect(
      page.getByRole('radio', {
        name: new RegExp(
          en('cryptoPayment', 'choose.planOption', { plan: 'Premium', period: en('cryptoPayment', 'choose.period.annual') }),
        ),
      }),
    ).toBeChecked();
    await expect(page.getByTestId('crypto-amount')).toHaveText('$199.90');
    await expect(page.getByText(en('cryptoPayment', 'summary.minutes'))).toBeVisible();
    await expectNoAxeViolations(page);
    // Another choice shows its own catalog amount.
    await page
      .getByRole('radio', {
        name: new RegExp(en('cryptoPayment', 'choose.planOption', { plan: 'Basic', period: en('cryptoPayment', 'choose.period.monthly') })),
      })
      .click();
    await expect(page.getByTestId('crypto-amount')).toHaveText('$9.99');
    await page
      .getByRole('radio', {
        name: new RegExp(
          en('cryptoPayment', 'choose.planOption', { plan: 'Premium', period: en('cryptoPayment', 'choose.period.annual') }),
        ),
      })
      .click();

    await page.getByRole('button', { name: en('cryptoPayment', 'pay', { amount: '$199.90' }) }).click();
    await expect(page).toHaveURL(/\/pay\/E2E\d+$/);
    const [charge] = [...charges.values()].slice(-1);
    expect(charge!.local_price).toEqual({ amount: '199.90', currency: 'USD' });

    // Back from the hosted page: nothing is granted until the provider's signed event says so.
    await page.goto(`${origin}/crypto-payment?checkout=${charge!.metadata.checkout_ref}`);
    await expect(page.getByRole('heading', { name: en('cryptoPayment', 'status.waiting.title') })).toBeVisible();
    await expectNoAxeViolations(page);
    await webhook('charge:pending', charge!.id);
    await page.getByRole('button', { name: en('cryptoPayment', 'status.checkNow') }).click();
    await expect(page.getByRole('heading', { name: en('cryptoPayment', 'status.detected.title') })).toBeVisible();
    await expect(page.getByText(en('cryptoPayment', 'status.minutes'))).toBeVisible();
    await webhook('charge:confirmed', charge!.id);
    await expect(page).toHaveURL(/\/payment-success\?checkout=/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('checkout', 'success.title'));

    await page.goto(`${origin}/subscription-management`);
    await expect(page.getByTestId('period-note')).toContainText(en('cryptoPayment', 'manage.prepaidUntil', { date: '' }).trim());
    await expect(page.getByRole('button', { name: en('billing', 'cancel') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: en('cryptoPayment', 'manage.extend') })).toHaveAttribute(
      'href',
      '/crypto-payment?price=premium_annual',
    );
    await expectNoAxeViolations(page);
    // Buying again says it extends from the end.
    await page.getByRole('link', { name: en('cryptoPayment', 'manage.extend') }).click();
    await expect(page.getByTestId('extends-note')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
