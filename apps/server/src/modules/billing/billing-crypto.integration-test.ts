import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../providers/payments/clock.js';
import { startFakeCrypto, type FakeCrypto } from '../../test/fake-crypto-server.js';
import { createTestApp, dbKinds, freshIp, type TestApp } from '../../test/test-app.js';
import { customer } from './billing.test-helpers.js';

const apiKey = 'test-crypto-key-0123';
const webhookSecret = 'crypto-webhook-secret-0123456789';
const day = 86_400_000;

describe.each(dbKinds)('crypto provider through a local fake charges API on %s', (kind) => {
  // In the past, so periods bought "now" on this clock are still judged by the clock, not by real time.
  const clock = manualClock(new Date(Date.now() - 400 * day));
  let fake: FakeCrypto;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeCrypto(apiKey, webhookSecret);
    t = await createTestApp(kind, { CRYPTO_API_KEY: apiKey, CRYPTO_WEBHOOK_SECRET: webhookSecret, CRYPTO_API_BASE: fake.base }, { clock });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (payload: string, signature: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/crypto',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-cc-webhook-signature': signature } : {}) },
      payload,
    });
  const deliver = async (type: string, chargeId: string, options: Parameters<FakeCrypto['delivery']>[2] = {}) => {
    const { payload, signature } = fake.delivery(type, chargeId, { createdAt: clock.now(), ...options });
    const res = await post(payload, signature);
    expect(res.statusCode).toBe(200);
    return res.json().outcome as string;
  };
  const chargeOf = async (checkoutId: string) =>
    (await t.db.selectFrom('billing_checkouts').select('provider_session_id').where('id', '=', checkoutId).executeTakeFirstOrThrow())
      .provider_session_id!;
  const count = async (table: 'billing_events' | 'subscriptions' | 'billing_invoices' | 'billing_checkouts' | 'crypto_charges') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const accessRow = (userId: string) =>
    t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const buy = async (person: Awaited<ReturnType<typeof customer>>, priceId: string) => {
    const res = await person.startCheckout(priceId, { provider: 'crypto' });
    expect(res.statusCode).toBe(201);
    const { checkoutId } = res.json();
    return { checkoutId, chargeId: await chargeOf(checkoutId) };
  };

  it('lists crypto as an extra way to pay next to the default provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/methods' });
    expect(res.json()).toEqual({ default: 'sandbox', extra: ['crypto'], multipleItems: ['sandbox'] });
  });

  it('creates one fixed-price charge with the catalog amount and our references; the same key never makes a second', async () => {
    const pat = await customer(t.app, 'crypto-charge@example.org');
    const key = randomUUID();
    const before = fake.requests.length;
    const first = await pat.startCheckout('premium_annual', { provider: 'crypto', idempotencyKey: key, shownAmountCents: 19990 });
    expect(first.statusCode).toBe(201);
    const { checkoutId, url } = first.json();
    expect(url).toMatch(/^https:\/\/pay\.crypto\.test\/charges\/FAKE\d+$/);
    const again = await pat.startCheckout('premium_annual', { provider: 'crypto', idempotencyKey: key, shownAmountCents: 19990 });
    expect(again.json()).toEqual({ checkoutId, url });
    const calls = fake.requests.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/charges', apiKey, version: '2018-03-22' });
    expect(calls[0]!.body).toMatchObject({
      pricing_type: 'fixed_price',
      local_price: { amount: '199.90', currency: 'USD' },
      metadata: { checkout_ref: checkoutId, customer_ref: pat.id, price_id: 'premium_annual' },
      redirect_url: `http://localhost:3000/crypto-payment?checkout=${checkoutId}`,
      cancel_url: `http://localhost:3000/crypto-payment?checkout=${checkoutId}&canceled=1`,
    });
    const checkout = await t.db.selectFrom('billing_checkouts').selectAll().where('id', '=', checkoutId).executeTakeFirstOrThrow();
    // Prepaid periods come with no trial.
    expect(checkout).toMatchObject({ provider: 'crypto', amount_cents: 19990, trial_days: 0, status: 'open' });
  });

  it('two calls racing with one key make one charge; a refused call frees the key for a retry', async () => {
    const pat = await customer(t.app, 'crypto-race@example.org');
    const key = randomUUID();
    fake.control.delayMs = 300;
    const before = fake.requests.length;
    const [a, b] = await Promise.all([
      pat.startCheckout('basic_monthly', { provider: 'crypto', idempotencyKey: key }),
      pat.startCheckout('basic_monthly', { provider: 'crypto', idempotencyKey: key }),
    ]);
    fake.control.delayMs = 0;
    expect(a.json()).toEqual(b.json());
    expect(fake.requests.slice(before).filter((r) => r.path === '/charges')).toHaveLength(1);

    const other = randomUUID();
    fake.control.failNext = 1;
    const refused = await pat.startCheckout('basic_annual', { provider: 'crypto', idempotencyKey: other });
    expect(refused.statusCode).toBe(500);
    const retried = await pat.startCheckout('basic_annual', { provider: 'crypto', idempotencyKey: other });
    expect(retried.statusCode).toBe(201);
    expect(
      await t.db.selectFrom('crypto_charges').select('charge_id').where('checkout_ref', '=', retried.json().checkoutId).execute(),
    ).toHaveLength(1);
  });

  it('a bad or missing signature is a 400 and changes nothing', async () => {
    const pat = await customer(t.app, 'crypto-sig@example.org');
    const { checkoutId, chargeId } = await buy(pat, 'premium_monthly');
    const before = { events: await count('billing_events'), subs: await count('subscriptions') };
    const forged = fake.delivery('charge:confirmed', chargeId, { secret: 'not-the-shared-secret-000000' });
    expect((await post(forged.payload, forged.signature)).statusCode).toBe(400);
    expect((await post(forged.payload, undefined)).statusCode).toBe(400);
    const genuine = fake.delivery('charge:confirmed', chargeId);
    expect((await post(genuine.payload.replace('"charge:confirmed"', '"charge:resolved"'), genuine.signature)).statusCode).toBe(400);
    expect({ events: await count('billing_events'), subs: await count('subscriptions') }).toEqual(before);
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ status: 'open', activated: false });
    expect(
      await t.db.selectFrom('crypto_charges').select('confirmed_at').where('charge_id', '=', chargeId).executeTakeFirstOrThrow(),
    ).toEqual({ confirmed_at: null });
  });

  it('pending, then confirmed: a prepaid month from the confirmation, ending at period end, with a receipt; replays change nothing', async () => {
    const pat = await customer(t.app, 'crypto-month@example.org');
    const { checkoutId, chargeId } = await buy(pat, 'premium_monthly');
    expect(await deliver('charge:created', chargeId, { payments: 0 })).toBe('ignored');
    expect(await deliver('charge:pending', chargeId)).toBe('applied');
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({
      status: 'processing',
      activated: false,
    });
    expect((await pat.me()).entitlements.tier).toBe('free');

    clock.advanceMs(12 * 60_000);
    const confirmedAt = clock.now();
    const confirmation = fake.delivery('charge:confirmed', chargeId, { createdAt: confirmedAt });
    expect((await post(confirmation.payload, confirmation.signature)).json().outcome).toBe('applied');
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ status: 'completed', activated: true });
    expect((await pat.me()).entitlements.tier).toBe('premium');
    const overview = await pat.overview();
    const expectedEnd = new Date(confirmedAt);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(overview.subscription).toMatchObject({
      productId: 'premium',
      status: 'active',
      cancelAtPeriodEnd: true,
      prepaid: true,
      trialEnd: null,
    });
    expect(new Date(overview.subscription.currentPeriodEnd).getTime()).toBe(expectedEnd.getTime());
    expect(overview.invoices).toEqual([
      expect.objectContaining({
        status: 'paid',
        amountCents: 1999,
        currency: 'usd',
        priceId: 'premium_monthly',
        reason: 'subscription_create',
      }),
    ]);
    expect(await accessRow(pat.id)).toMatchObject({
      status: 'active',
      plan_type: 'premium',
      billing_cycle: 'monthly',
      cancel_at_period_end: true,
    });

    const before = { events: await count('billing_events'), subs: await count('subscriptions'), invoices: await count('billing_invoices') };
    // The same delivery again (a retry), and the same event in a new delivery: nothing changes.
    expect((await post(confirmation.payload, confirmation.signature)).json().outcome).toBe('duplicate');
    expect(await deliver('charge:confirmed', chargeId, { eventId: confirmation.eventId, createdAt: confirmedAt })).toBe('duplicate');
    // A pending event arriving late does not take the checkout back.
    expect(await deliver('charge:pending', chargeId, { createdAt: new Date(confirmedAt.getTime() - 60_000) })).toBe('applied');
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ status: 'completed' });
    expect({
      events: await count('billing_events'),
      subs: await count('subscriptions'),
      invoices: await count('billing_invoices'),
    }).toEqual({ ...before, events: before.events + 1 });
    expect(new Date((await pat.overview()).subscription.currentPeriodEnd).getTime()).toBe(expectedEnd.getTime());
  });

  it('cancel, resume, plan change and card update are refused with a clear error; another plan waits for the end', async () => {
    const pat = await customer(t.app, 'crypto-manage@example.org');
    const { chargeId } = await buy(pat, 'basic_monthly');
    await deliver('charge:confirmed', chargeId);
    for (const [url, payload] of [
      ['/api/billing/subscription/cancel', undefined],
      ['/api/billing/subscription/resume', undefined],
      ['/api/billing/subscription/change', { priceId: 'premium_monthly', idempotencyKey: randomUUID() }],
      ['/api/billing/subscription/preview-change', { priceId: 'premium_monthly' }],
      ['/api/billing/payment-method/update', { idempotencyKey: randomUUID() }],
    ] as const) {
      const res = await pat.call('POST', url, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error.code).toBe('CRYPTO_PREPAID_NOT_APPLICABLE');
    }
    expect((await pat.call('GET', '/api/billing/payment-method')).json()).toBeNull();
    const checkouts = await count('billing_checkouts');
    const other = await pat.startCheckout('premium_monthly', { provider: 'crypto' });
    expect([other.statusCode, other.json().error.code]).toEqual([409, 'CRYPTO_OTHER_PREPAID_PLAN']);
    const byCard = await pat.startCheckout('basic_annual');
    expect([byCard.statusCode, byCard.json().error.code]).toEqual([409, 'BILLING_ALREADY_SUBSCRIBED']);
    expect(await count('billing_checkouts')).toBe(checkouts);
    expect((await pat.overview()).subscription).toMatchObject({ productId: 'basic', status: 'active', prepaid: true });
  });

  it('buying again before the end extends from the end, whatever order the confirmations arrive in; at the end access stops', async () => {
    const pat = await customer(t.app, 'crypto-extend@example.org');
    const first = await buy(pat, 'ultimate_monthly');
    const t1 = clock.now();
    const second = await buy(pat, 'ultimate_annual');
    const t2 = new Date(t1.getTime() + 3 * day);
    // The later confirmation is delivered first, the earlier one after it.
    expect(await deliver('charge:confirmed', second.chargeId, { createdAt: t2 })).toBe('applied');
    expect(await deliver('charge:confirmed', first.chargeId, { createdAt: t1 })).toBe('applied');
    const monthEnd = new Date(t1);
    monthEnd.setUTCMonth(monthEnd.getUTCMonth() + 1);
    const end = new Date(monthEnd);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    const overview = await pat.overview();
    expect(overview.subscription).toMatchObject({ productId: 'ultimate', priceId: 'ultimate_annual', status: 'active', prepaid: true });
    expect(new Date(overview.subscription.currentPeriodEnd).getTime()).toBe(end.getTime());
    expect(overview.invoices.map((i: { amountCents: number }) => i.amountCents).sort()).toEqual([2999, 29990].sort());
    expect(await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', pat.id).execute()).toHaveLength(1);

    // The billing clock reaches the day before the end: still on; past it: back to free.
    clock.set(new Date(end.getTime() - day));
    await t.app.billing.expirePrepaid();
    expect((await pat.me()).entitlements.tier).toBe('ultimate');
    clock.set(new Date(end.getTime() + 1000));
    expect(await t.app.billing.expirePrepaid()).toBeGreaterThanOrEqual(1);
    expect((await accessRow(pat.id)).status).toBe('canceled');
    expect((await pat.me()).entitlements.tier).toBe('free');
    expect((await pat.overview()).subscription).toBeNull();
    expect(await t.app.billing.expirePrepaid()).toBe(0);

    // Bought again after the end: a new period from the new confirmation, on the same access row.
    const third = await buy(pat, 'ultimate_monthly');
    expect(await deliver('charge:confirmed', third.chargeId)).toBe('applied');
    expect((await pat.me()).entitlements.tier).toBe('ultimate');
    const renewed = await pat.overview();
    expect(new Date(renewed.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(clock.now().getTime() + 27 * day);
    expect(await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', pat.id).execute()).toHaveLength(1);
  });

  it('a confirmation made before the end but delivered after expiry still counts, extended from the old end', async () => {
    const pat = await customer(t.app, 'crypto-late@example.org');
    const first = await buy(pat, 'premium_monthly');
    const t1 = clock.now();
    await deliver('charge:confirmed', first.chargeId, { createdAt: t1 });
    const second = await buy(pat, 'premium_monthly');
    const end = new Date(t1);
    end.setUTCMonth(end.getUTCMonth() + 1);
    clock.set(new Date(end.getTime() + day));
    await t.app.billing.expirePrepaid();
    expect((await pat.me()).entitlements.tier).toBe('free');
    // Paid a week before the end; the provider's webhook only got through now.
    expect(await deliver('charge:confirmed', second.chargeId, { createdAt: new Date(end.getTime() - 7 * day) })).toBe('applied');
    const newEnd = new Date(end);
    newEnd.setUTCMonth(newEnd.getUTCMonth() + 1);
    expect(new Date((await pat.overview()).subscription.currentPeriodEnd).getTime()).toBe(newEnd.getTime());
    expect((await pat.me()).entitlements.tier).toBe('premium');
  });

  it('an expired charge cancels the checkout; an underpaid one fails it; neither grants anything', async () => {
    const pat = await customer(t.app, 'crypto-failed@example.org');
    const expired = await buy(pat, 'premium_monthly');
    expect(await deliver('charge:failed', expired.chargeId, { payments: 0 })).toBe('applied');
    expect((await pat.call('GET', `/api/billing/checkouts/${expired.checkoutId}`)).json()).toMatchObject({
      status: 'canceled',
      activated: false,
    });
    const under = await buy(pat, 'premium_monthly');
    await deliver('charge:pending', under.chargeId);
    expect(await deliver('charge:failed', under.chargeId, { payments: 1 })).toBe('applied');
    expect((await pat.call('GET', `/api/billing/checkouts/${under.checkoutId}`)).json()).toMatchObject({
      status: 'failed',
      failure: 'insufficient_funds',
      activated: false,
    });
    expect((await pat.me()).entitlements.tier).toBe('free');
    // The merchant accepts the underpayment at the provider: resolved completes it.
    expect(await deliver('charge:resolved', under.chargeId)).toBe('applied');
    expect((await pat.call('GET', `/api/billing/checkouts/${under.checkoutId}`)).json()).toMatchObject({
      status: 'completed',
      activated: true,
    });
    expect((await pat.me()).entitlements.tier).toBe('premium');
  });

  it('a one-time product is a paid receipt and no subscription', async () => {
    const pat = await customer(t.app, 'crypto-once@example.org');
    const { checkoutId, chargeId } = await buy(pat, 'exam_prep_pack_once');
    expect(fake.charges.get(chargeId)!.local_price).toEqual({ amount: '14.99', currency: 'USD' });
    expect(await deliver('charge:confirmed', chargeId)).toBe('applied');
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ status: 'completed' });
    const overview = await pat.overview();
    expect(overview.subscription).toBeNull();
    expect(overview.invoices).toEqual([expect.objectContaining({ reason: 'one_time', amountCents: 1499, status: 'paid' })]);
  });

  it('refuses a tampered amount and an unknown method without calling the API', async () => {
    const pat = await customer(t.app, 'crypto-tamper@example.org');
    const before = fake.requests.length;
    expect((await pat.startCheckout('premium_monthly', { provider: 'crypto', shownAmountCents: 1 })).statusCode).toBe(409);
    expect((await pat.startCheckout('premium_monthly', { provider: 'dogecoin' })).statusCode).toBe(400);
    expect(fake.requests.length).toBe(before);
  });
});

describe.each(dbKinds)('crypto not configured on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('offers no extra method, refuses a crypto checkout with a translated error and creates nothing, and has no crypto webhook', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/methods' })).json()).toEqual({
      default: 'sandbox',
      extra: [],
      multipleItems: ['sandbox'],
    });
    const pat = await customer(t.app, 'no-crypto@example.org');
    const res = await pat.startCheckout('premium_monthly', { provider: 'crypto' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'BILLING_METHOD_UNAVAILABLE',
      message: 'Paying with crypto is not available on this server. Choose another way to pay.',
    });
    expect(await t.db.selectFrom('billing_checkouts').select('id').execute()).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/billing/webhooks/crypto',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        })
      ).statusCode,
    ).toBe(404);
  });
});
