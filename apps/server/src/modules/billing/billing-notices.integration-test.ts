import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../providers/payments/clock.js';
import { signSandboxPayload } from '../../providers/payments/sandbox/sandbox-signature.js';
import { createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';
import { customer, payOnHostedPage } from './billing.test-helpers.js';

const day = 86_400_000;
const secret = 'test-webhook-secret-notices-0123456789';

/** The billing trail (issue: no email for trial starts, payments, donations): each email lands in the outbox once. */
describe.each(dbKinds)('billing emails on %s', (kind) => {
  // In the past, so that once advanced the sandbox's renewals are due.
  const clock = manualClock(new Date(Date.now() - 200 * day));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SANDBOX_WEBHOOK_SECRET: secret }, { clock });
  });
  afterAll(() => t?.close());

  const mailTo = async (email: string) =>
    (
      await t.db.selectFrom('outbox_messages').select(['subject', 'body']).where('recipient', '=', email).orderBy('created_at').execute()
    ).map((m) => ({ subject: m.subject, body: m.body }));
  const replayAll = async (customerRef: string) => {
    const delivered = await t.db
      .selectFrom('sandbox_events')
      .select('body')
      .where('delivered_at', 'is not', null)
      .where('body', 'like', `%${customerRef}%`)
      .execute();
    for (const { body } of delivered) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/billing/webhooks/sandbox',
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/json', 'sandbox-signature': signSandboxPayload(secret, body) },
        payload: body,
      });
      expect(res.json().outcome).toBe('duplicate');
    }
    return delivered.length;
  };

  it('a trial start, its first payment, a failed renewal and its paid retry: one email each, none again on replay', async () => {
    const pat = await customer(t.app, 'trail@example.org');
    const { url } = (await pat.startCheckout('premium_monthly', { shownAmountCents: 1999 })).json();
    await payOnHostedPage(t.app, url, '4242424242424242');
    let mail = await mailTo('trail@example.org');
    expect(mail.map((m) => m.subject)).toEqual(['Your BrainBoost free trial has started']);
    expect(mail[0]!.body).toContain('Your free trial of Premium has started.');

    clock.advanceDays(7);
    await t.app.billing.sandbox.tick();
    mail = await mailTo('trail@example.org');
    expect(mail).toHaveLength(2);
    expect(mail[1]!.subject).toMatch(/^Your BrainBoost receipt /);
    expect(mail[1]!.body).toContain('We received $19.99 for Premium on');
    expect(mail[1]!.body).toContain('/subscription-management');

    const sub = (await t.db.selectFrom('sandbox_subscriptions').select('id').where('customer_ref', '=', pat.id).executeTakeFirstOrThrow())
      .id;
    await t.app.billing.sandbox.setCard(sub, '4000000000000341');
    clock.advanceDays(31);
    await t.app.billing.sandbox.tick();
    mail = await mailTo('trail@example.org');
    expect(mail.map((m) => m.subject).slice(2)).toEqual(["Your BrainBoost payment didn't go through"]);
    expect(mail[2]!.body).toContain("We couldn't take $19.99");

    await t.app.billing.sandbox.setCard(sub, '4242424242424242');
    clock.advanceDays(3);
    await t.app.billing.sandbox.tick();
    mail = await mailTo('trail@example.org');
    expect(mail).toHaveLength(4);
    expect(mail[3]!.subject).toMatch(/^Your BrainBoost receipt /);

    // The provider retries every event it already delivered: nothing is sent twice.
    expect(await replayAll(pat.id)).toBeGreaterThanOrEqual(4);
    await t.app.billing.runReminders();
    expect(await mailTo('trail@example.org')).toHaveLength(4);
  });

  it('an upgrade’s prorated charge gets its receipt, in the language the customer paid in', async () => {
    const lea = await customer(t.app, 'upgrade@example.org');
    await t.db.insertInto('billing_customers').values({ user_id: lea.id, trial_used_at: new Date() }).execute();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie: lea.cookie, 'accept-language': 'fr' },
      payload: { priceId: 'basic_monthly', idempotencyKey: randomUUID() },
    });
    await payOnHostedPage(t.app, started.json().url, '4242424242424242');
    expect(
      (await lea.call('POST', '/api/billing/subscription/change', { priceId: 'premium_monthly', idempotencyKey: randomUUID() })).statusCode,
    ).toBe(200);
    const mail = await mailTo('upgrade@example.org');
    expect(mail.map((m) => m.subject?.replace(/ \S+$/, ''))).toEqual(['Ton reçu BrainBoost', 'Ton reçu BrainBoost']);
    const invoices = (await lea.overview()).invoices as { reason: string; amountCents: number }[];
    const proration = invoices.find((i) => i.reason === 'subscription_update')!;
    expect(proration.amountCents).toBeGreaterThan(0);
    const formatted = new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(proration.amountCents / 100);
    expect(mail[1]!.body).toContain(`Nous avons reçu ${formatted} pour Premium`);
  });

  it('a guest’s donation: the receipt goes to the address given on the form, once', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/donations',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, 'accept-language': 'yue' },
      payload: { idempotencyKey: randomUUID(), amountCents: 1234, interval: 'once', email: 'kind-donor@example.org' },
    });
    expect(started.statusCode).toBe(201);
    await payOnHostedPage(t.app, started.json().url, '4242424242424242');
    const mail = await mailTo('kind-donor@example.org');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('多謝你捐錢俾 BrainBoost');
    expect(mail[0]!.body).toContain('US$12.34');
    await replayAll(
      (await t.db.selectFrom('donations').select('checkout_id').where('email', '=', 'kind-donor@example.org').executeTakeFirstOrThrow())
        .checkout_id,
    );
    expect(await mailTo('kind-donor@example.org')).toHaveLength(1);
  });
});
