import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../providers/payments/clock.js';
import { createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';
import { customer, payOnHostedPage } from './billing.test-helpers.js';

const day = 86_400_000;

describe.each(dbKinds)('donations on %s', (kind) => {
  // In the past, so that once advanced /api/me (real time) sees the same state.
  const clock = manualClock(new Date(Date.now() - 100 * day));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock });
  });
  afterAll(() => t?.close());

  const guestDonate = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/donations',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { idempotencyKey: randomUUID(), ...payload },
    });
  const statusOf = async (checkoutId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/donations/checkouts/${checkoutId}` })).json();
  const donationCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('donations')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a signed-in one-time donation of any amount: charged that amount, a receipt, and no change of access', async () => {
    const pat = await customer(t.app, 'donor-once@example.org');
    const started = await pat.call('POST', '/api/donations', { amountCents: 750, interval: 'once', idempotencyKey: randomUUID() });
    expect(started.statusCode).toBe(201);
    const { checkoutId, url } = started.json();
    expect(await statusOf(checkoutId)).toEqual({ status: 'pending', amountCents: 750, currency: 'usd', interval: 'once', failure: null });
    const session = await t.db
      .selectFrom('sandbox_sessions')
      .select(['amount_cents', 'interval'])
      .where('client_reference', '=', checkoutId)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ amount_cents: 750, interval: 'once' });
    expect(await payOnHostedPage(t.app, url, '4242424242424242')).toEqual({
      status: 303,
      location: `/donate/thank-you?checkout=${checkoutId}`,
    });
    expect((await statusOf(checkoutId)).status).toBe('paid');
    const overview = await pat.overview();
    expect(overview.subscription).toBeNull();
    expect(overview.invoices.map((i: { amountCents: number; priceId: string }) => [i.amountCents, i.priceId])).toEqual([
      [750, 'donation_once'],
    ]);
    expect((await pat.me()).entitlements.tier).toBe('free');
    expect(await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', pat.id).execute()).toEqual([]);
  });

  it('a monthly donation renews, never grants access, and can be stopped at the end of the month given', async () => {
    const sam = await customer(t.app, 'donor-monthly@example.org');
    const { checkoutId, url } = (
      await sam.call('POST', '/api/donations', { amountCents: 1200, interval: 'monthly', idempotencyKey: randomUUID() })
    ).json();
    await payOnHostedPage(t.app, url, '4242424242424242');
    expect((await statusOf(checkoutId)).status).toBe('active');
    let monthly = (await sam.call('GET', '/api/donations/monthly')).json().donations;
    expect(monthly).toEqual([expect.objectContaining({ amountCents: 1200, status: 'active', cancelAtPeriodEnd: false })]);
    expect((await sam.me()).entitlements.tier).toBe('free');
    expect((await sam.overview()).subscription).toBeNull();
    // Buying a plan is still possible: the donation is not "already subscribed".
    expect((await sam.startCheckout('basic_monthly')).statusCode).toBe(201);

    clock.advanceDays(31);
    await t.app.billing.sandbox.tick();
    expect((await sam.overview()).invoices.map((i: { amountCents: number }) => i.amountCents)).toEqual([1200, 1200]);
    expect((await sam.me()).entitlements.tier).toBe('free');

    const stopped = await sam.call('POST', `/api/donations/${monthly[0].id}/cancel`);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().donations[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    clock.advanceDays(31);
    await t.app.billing.sandbox.tick();
    monthly = (await sam.call('GET', '/api/donations/monthly')).json().donations;
    expect(monthly[0]).toMatchObject({ status: 'ended' });
    expect((await sam.overview()).invoices).toHaveLength(2);
    // Nobody else can stop someone's donation.
    const other = await customer(t.app, 'not-the-donor@example.org');
    expect((await other.call('POST', `/api/donations/${monthly[0].id}/cancel`)).json().error.code).toBe('DONATION_NOT_FOUND');
  });

  it('signed out: an email is required; the donation is held by email, no claim link, and attached on a verified sign-in', async () => {
    const missing = await guestDonate({ amountCents: 500, interval: 'monthly' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('DONATION_EMAIL_REQUIRED');
    const started = await guestDonate({ amountCents: 2500, interval: 'monthly', email: 'Guest-Donor@Example.org' });
    expect(started.statusCode).toBe(201);
    const { checkoutId, url } = started.json();
    await payOnHostedPage(t.app, url, '4242424242424242');
    expect(await statusOf(checkoutId)).toMatchObject({ status: 'active', amountCents: 2500, interval: 'monthly' });
    expect(await t.db.selectFrom('billing_claims').select('id').where('email', '=', 'guest-donor@example.org').execute()).toEqual([]);
    expect(
      await t.db.selectFrom('billing_subscriptions').select('id').where('guest_email', '=', 'guest-donor@example.org').execute(),
    ).toEqual([]);
    const donor = await customer(t.app, 'guest-donor@example.org');
    expect((await donor.call('GET', '/api/donations/monthly')).json().donations).toEqual([
      expect.objectContaining({ amountCents: 2500, status: 'active' }),
    ]);
    expect((await donor.overview()).invoices.map((i: { amountCents: number }) => i.amountCents)).toEqual([2500]);
    expect((await donor.me()).entitlements.tier).toBe('free');
  });

  it('refuses amounts outside $1–$10,000, fractions of a cent and prices from the page, creating nothing', async () => {
    const before = await donationCount();
    for (const [amountCents, message] of [
      [99, 'donations.belowMinimum'],
      [0, 'donations.belowMinimum'],
      [1_000_001, 'donations.aboveMaximum'],
      [150.5, 'donations.notWhole'],
    ] as const) {
      const res = await guestDonate({ amountCents, interval: 'once', email: 'bad-amount@example.org' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.json().error.fields)).toContain('amountCents');
      void message;
    }
    expect((await guestDonate({ amountCents: '500', interval: 'once', email: 'bad-amount@example.org' })).statusCode).toBe(400);
    expect((await guestDonate({ amountCents: 500, interval: 'weekly', email: 'bad-amount@example.org' })).statusCode).toBe(400);
    expect(await donationCount()).toBe(before);
    // The donation prices are not for sale through the ordinary checkout, nor listed in the catalog.
    const pat = await customer(t.app, 'donation-price@example.org');
    expect((await pat.startCheckout('donation_once')).json().error.code).toBe('BILLING_UNKNOWN_PRICE');
    const catalog = (await t.app.inject({ method: 'GET', url: '/api/billing/catalog' })).json();
    expect(catalog.products.map((p: { id: string }) => p.id)).not.toContain('donation');
  });

  it('one key, one donation: a repeated click opens the same checkout, a changed amount under the same key is refused', async () => {
    const pat = await customer(t.app, 'donor-twice@example.org');
    const key = randomUUID();
    const first = await pat.call('POST', '/api/donations', { amountCents: 1000, interval: 'once', idempotencyKey: key });
    const again = await pat.call('POST', '/api/donations', { amountCents: 1000, interval: 'once', idempotencyKey: key });
    expect(again.json()).toEqual(first.json());
    const changed = await pat.call('POST', '/api/donations', { amountCents: 1, interval: 'once', idempotencyKey: key });
    expect(changed.statusCode).toBe(400);
    const bigger = await pat.call('POST', '/api/donations', { amountCents: 5000, interval: 'once', idempotencyKey: key });
    expect(bigger.statusCode).toBe(409);
    expect(bigger.json().error.code).toBe('DONATION_CHANGED');
    expect(await t.db.selectFrom('donations').select('amount_cents').where('email', '=', 'donor-twice@example.org').execute()).toEqual([
      { amount_cents: 1000 },
    ]);
  });

  it('a declined card is recorded as such and charges nothing', async () => {
    const { checkoutId, url } = (await guestDonate({ amountCents: 300, interval: 'once', email: 'declined-donor@example.org' })).json();
    expect((await payOnHostedPage(t.app, url, '4000000000000002')).location).toBe(`/donate/thank-you?checkout=${checkoutId}`);
    expect(await statusOf(checkoutId)).toMatchObject({ status: 'failed', failure: 'card_declined' });
    expect(
      await t.db.selectFrom('billing_invoices').select('id').where('guest_email', '=', 'declined-donor@example.org').execute(),
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/donations/checkouts/not-a-uuid' })).statusCode).toBe(404);
  });
});
