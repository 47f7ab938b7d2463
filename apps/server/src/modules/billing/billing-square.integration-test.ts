import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSquarePayload } from '../../providers/payments/square/square-signature.js';
import { startFakeSquare, type FakeSquare } from '../../test/fake-square-server.js';
import { createTestApp, dbKinds, freshIp, type TestApp } from '../../test/test-app.js';
import { customer } from './billing.test-helpers.js';

const signatureKey = 'square-signature-key-0123456789';
const notificationUrl = 'https://learn.example.test/api/billing/webhooks/square';

describe.each(dbKinds)('Square provider through a local fake Square on %s', (kind) => {
  let fake: FakeSquare;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeSquare(signatureKey, notificationUrl);
    t = await createTestApp(kind, {
      SQUARE_ACCESS_TOKEN: 'EAAAfake-access-token-0123456789',
      SQUARE_LOCATION_ID: 'LFAKE0001',
      SQUARE_WEBHOOK_SIGNATURE_KEY: signatureKey,
      SQUARE_WEBHOOK_URL: notificationUrl,
      SQUARE_API_BASE: fake.baseUrl,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (payload: string, signature: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/square',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-square-hmacsha256-signature': signature } : {}) },
      payload,
    });
  const deliver = async (notification: unknown) => {
    const { payload, header } = fake.signed(notification);
    const res = await post(payload, header);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().outcome as string;
  };
  const count = async (table: 'billing_events' | 'subscriptions' | 'billing_invoices' | 'billing_checkouts') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = async () => ({
    events: await count('billing_events'),
    subscriptions: await count('subscriptions'),
    invoices: await count('billing_invoices'),
  });
  const linkOf = async (checkoutId: string) =>
    (await t.db.selectFrom('billing_checkouts').select('provider_session_id').where('id', '=', checkoutId).executeTakeFirstOrThrow())
      .provider_session_id!;
  const squareCheckout = (person: Awaited<ReturnType<typeof customer>>, priceId: string, extra: Record<string, unknown> = {}) =>
    person.startCheckout(priceId, { provider: 'square', ...extra });
  /** A paid premium monthly Square subscription (trial already used), its notifications delivered. */
  const subscribed = async (email: string) => {
    const person = await customer(t.app, email);
    await t.db.insertInto('billing_customers').values({ user_id: person.id, trial_used_at: new Date() }).execute();
    const { checkoutId } = (await squareCheckout(person, 'premium_monthly')).json();
    const { subscription, events } = fake.pay(await linkOf(checkoutId));
    for (const event of events) expect(await deliver(event)).toBe('applied');
    return { person, sub: subscription!, checkoutId };
  };

  it('lists Square among the ways to pay', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/methods' });
    expect(res.json()).toEqual({ default: 'sandbox', extra: ['square'], multipleItems: ['sandbox'] });
  });

  it('opens a payment link on a plan variation made once per price, with the catalog amount and idempotency keys', async () => {
    const pat = await customer(t.app, 'square-checkout@example.org');
    const key = randomUUID();
    const first = await squareCheckout(pat, 'family_annual', { idempotencyKey: key, shownAmountCents: 34990 });
    expect(first.statusCode, first.body).toBe(201);
    const { checkoutId, url } = first.json();
    expect(url).toMatch(/^https:\/\/square\.test\/pay\/LINK/);
    // A double click: the same page key, the same checkout and the same payment link.
    const again = await squareCheckout(pat, 'family_annual', { idempotencyKey: key });
    expect(again.json()).toEqual({ checkoutId, url });

    const creates = fake.requests.filter(
      (r) => r.path === '/v2/online-checkout/payment-links' && r.body.idempotency_key === `checkout:${checkoutId}`,
    );
    expect(creates.length).toBeGreaterThanOrEqual(1);
    const body = creates[0]!.body as Record<string, Record<string, unknown>>;
    const variation = fake.variations.get(String(body.checkout_options!.subscription_plan_id))!;
    // A 7-day free phase (the trial is due), then the catalog's annual price.
    expect(variation.phases).toEqual([
      { ordinal: 0, cadence: 'WEEKLY', periods: 1, pricing: { type: 'STATIC', price_money: { amount: 0, currency: 'USD' } } },
      { ordinal: 1, cadence: 'ANNUAL', pricing: { type: 'STATIC', price_money: { amount: 34990, currency: 'USD' } } },
    ]);
    expect(body).toMatchObject({
      quick_pay: { price_money: { amount: 34990, currency: 'USD' }, location_id: 'LFAKE0001' },
      checkout_options: {
        redirect_url: `http://localhost:3000/square-checkout/success?checkout=${checkoutId}`,
        accepted_payment_methods: { apple_pay: true, google_pay: true },
      },
      pre_populated_data: { buyer_email: 'square-checkout@example.org' },
    });
    // Every call that creates something at Square carried an idempotency key; every call the token and version.
    expect(
      fake.requests.filter(
        (r) => r.method === 'POST' && !r.path.match(/\/(cancel|swap-plan)$/) && typeof r.body.idempotency_key !== 'string',
      ),
    ).toEqual([]);
    expect(
      fake.requests.every(
        (r) => r.authorization === 'Bearer EAAAfake-access-token-0123456789' && /^\d{4}-\d{2}-\d{2}$/.test(r.version ?? ''),
      ),
    ).toBe(true);

    // Another customer buying the same price on the same terms reuses the variation.
    const catalogCalls = fake.requests.filter((r) => r.path === '/v2/catalog/object').length;
    const sam = await customer(t.app, 'square-checkout-2@example.org');
    const second = await squareCheckout(sam, 'family_annual');
    const secondBody = fake.requests.find((r) => r.body.idempotency_key === `checkout:${second.json().checkoutId}`)!.body as Record<
      string,
      Record<string, unknown>
    >;
    expect(secondBody.checkout_options!.subscription_plan_id).toBe(body.checkout_options!.subscription_plan_id);
    expect(fake.requests.filter((r) => r.path === '/v2/catalog/object').length).toBe(catalogCalls);
  });

  it('sells a one-time product with a plain quick-pay link and completes it on the payment', async () => {
    const pat = await customer(t.app, 'square-once@example.org');
    const res = await squareCheckout(pat, 'exam_prep_pack_once', { shownAmountCents: 1499 });
    expect(res.statusCode).toBe(201);
    const { checkoutId } = res.json();
    const body = fake.requests.find((r) => r.body.idempotency_key === `checkout:${checkoutId}`)!.body as Record<
      string,
      Record<string, unknown>
    >;
    expect(body.quick_pay).toMatchObject({ price_money: { amount: 1499, currency: 'USD' } });
    expect(body.checkout_options!.subscription_plan_id).toBeUndefined();
    const { events } = fake.pay(await linkOf(checkoutId));
    expect(await deliver(events[0])).toBe('applied');
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ status: 'completed', activated: true });
    // The payment is the receipt (a quick-pay order has no Square invoice): listed once, however often it is delivered.
    const receipt = { status: 'paid', reason: 'one_time', amountCents: 1499, currency: 'usd', priceId: 'exam_prep_pack_once' };
    expect((await pat.overview()).invoices).toMatchObject([receipt]);
    expect(await deliver(events[0])).toBe('duplicate');
    // Square sends the same payment again under a new event id (e.g. a later payment.updated): still one row.
    expect(await deliver({ ...events[0], event_id: randomUUID() })).toBe('applied');
    expect((await pat.overview()).invoices).toMatchObject([receipt]);
    expect((await pat.overview()).invoices).toHaveLength(1);
  });

  it('refuses a tampered price without calling Square', async () => {
    const pat = await customer(t.app, 'square-tamper@example.org');
    const before = fake.requests.length;
    const res = await squareCheckout(pat, 'premium_monthly', { shownAmountCents: 1 });
    expect(res.statusCode).toBe(409);
    expect(fake.requests.length).toBe(before);
  });

  it('checks the signature over the notification URL and raw body: anything else is a 400 and changes nothing', async () => {
    const pat = await customer(t.app, 'square-sig@example.org');
    await t.db.insertInto('billing_customers').values({ user_id: pat.id, trial_used_at: new Date() }).execute();
    const { checkoutId } = (await squareCheckout(pat, 'premium_monthly')).json();
    const { events } = fake.pay(await linkOf(checkoutId));
    expect(await deliver(events[0])).toBe('applied');
    const created = events[1]!;
    const before = await counts();
    const { payload, header } = fake.signed(created);
    for (const [body, signature] of [
      [payload, undefined],
      [payload, 'not-base64!'],
      [payload, signSquarePayload('another-signature-key', notificationUrl, payload)],
      [payload, signSquarePayload(signatureKey, 'https://elsewhere.example.test/hook', payload)],
      [payload.replace('"ACTIVE"', '"PAUSED"'), header],
    ] as const) {
      const res = await post(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BILLING_BAD_SIGNATURE');
    }
    expect(await counts()).toEqual(before);
    expect((await pat.me()).entitlements.tier).toBe('free');
    expect((await post(payload, header)).json().outcome).toBe('applied');
    expect((await pat.me()).entitlements.tier).toBe('premium');
  });

  it('asks Square to deliver again a subscription whose payment has not arrived yet, and applies it then', async () => {
    const pat = await customer(t.app, 'square-early@example.org');
    await t.db.insertInto('billing_customers').values({ user_id: pat.id, trial_used_at: new Date() }).execute();
    const { checkoutId } = (await squareCheckout(pat, 'premium_monthly')).json();
    const [payment, created, invoice] = fake.pay(await linkOf(checkoutId)).events;
    const before = await counts();
    for (const early of [created, invoice]) {
      const { payload, header } = fake.signed(early);
      const res = await post(payload, header);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('SQUARE_EVENT_EARLY');
    }
    expect(await counts()).toEqual(before);
    expect(await deliver(payment)).toBe('applied');
    expect(await deliver(created)).toBe('applied');
    expect(await deliver(invoice)).toBe('applied');
    expect((await pat.me()).entitlements.tier).toBe('premium');
    expect((await pat.overview()).invoices).toMatchObject([{ reason: 'subscription_create', amountCents: 1999, status: 'paid' }]);
  });

  it('applies a replayed notification once, even when deliveries race', async () => {
    const { person, sub } = await subscribed('square-dupe@example.org');
    await person.call('POST', '/api/billing/subscription/cancel');
    const { payload, header } = fake.signed(fake.updated(sub.id));
    const results = await Promise.all(Array.from({ length: 4 }, () => post(payload, header)));
    expect(results.map((r) => r.json().outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate']);
    const before = await counts();
    expect((await post(payload, header)).json().outcome).toBe('duplicate');
    expect(await counts()).toEqual(before);
    expect((await person.overview()).subscription.cancelAtPeriodEnd).toBe(true);
  });

  it('resolves out-of-order notifications by their created_at', async () => {
    const { person, sub } = await subscribed('square-order@example.org');
    const older = fake.updated(sub.id);
    await person.call('POST', '/api/billing/subscription/cancel');
    const newer = fake.updated(sub.id);
    expect(await deliver(newer)).toBe('applied');
    expect(await deliver(older)).toBe('ignored');
    expect((await person.overview()).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await deliver(older)).toBe('duplicate');
  });

  it('ignores notifications it does not act on and subscriptions that are not ours', async () => {
    expect(await deliver(fake.event('customer.created', 'customer', 'C1', { customer: { id: 'C1' } }))).toBe('ignored');
    const foreign = {
      id: 'SUBFOREIGN',
      customer_id: 'CFOREIGN',
      plan_variation_id: 'VAR_NOT_OURS',
      status: 'ACTIVE',
      start_date: '2026-01-01',
    };
    const before = await counts();
    expect(await deliver(fake.event('subscription.updated', 'subscription', foreign.id, { subscription: foreign }))).toBe('ignored');
    expect(await counts()).toEqual({ ...before, events: before.events + 1 });
  });

  it('full lifecycle: link → paid → renewal → failed charge → cancel → resume → cancel → ended → free', async () => {
    const pat = await customer(t.app, 'square-life@example.org');
    await t.db.insertInto('billing_customers').values({ user_id: pat.id, trial_used_at: new Date() }).execute();
    const { checkoutId } = (await squareCheckout(pat, 'premium_monthly', { shownAmountCents: 1999 })).json();
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ status: 'open', activated: false });
    const { subscription: sub, events } = fake.pay(await linkOf(checkoutId));
    expect(events.map((e) => e.type)).toEqual(['payment.updated', 'subscription.created', 'invoice.payment_made']);
    for (const event of events) expect(await deliver(event)).toBe('applied');
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ status: 'completed', activated: true });
    expect((await pat.me()).entitlements.tier).toBe('premium');
    let overview = await pat.overview();
    expect(overview.subscription).toMatchObject({ productId: 'premium', status: 'active', amountCents: 1999, cancelAtPeriodEnd: false });
    expect(new Date(overview.subscription.currentPeriodEnd).toISOString().slice(0, 10)).toBe(sub!.charged_through_date);
    expect(overview.invoices).toMatchObject([{ status: 'paid', amountCents: 1999, currency: 'usd', reason: 'subscription_create' }]);
    expect((await pat.call('GET', '/api/billing/payment-method')).json()).toEqual({ brand: 'visa', last4: '1111' });

    for (const event of fake.renew(sub!.id, 'paid')) expect(await deliver(event)).toBe('applied');
    overview = await pat.overview();
    expect(overview.invoices.map((i: { reason: string; status: string }) => `${i.reason}:${i.status}`).sort()).toEqual([
      'subscription_create:paid',
      'subscription_cycle:paid',
    ]);
    expect(new Date(overview.subscription.currentPeriodEnd).toISOString().slice(0, 10)).toBe(
      fake.subscriptions.get(sub!.id)!.charged_through_date,
    );

    // A declined charge: listed as failed, access stays while Square retries.
    for (const event of fake.renew(sub!.id, 'failed')) await deliver(event);
    expect((await pat.overview()).invoices.filter((i: { status: string }) => i.status === 'failed')).toHaveLength(1);
    expect((await pat.me()).entitlements.tier).toBe('premium');

    expect((await pat.call('POST', '/api/billing/subscription/cancel')).statusCode).toBeLessThan(300);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v2/subscriptions/${sub!.id}/cancel` });
    expect(await deliver(fake.updated(sub!.id))).toBe('applied');
    expect((await pat.overview()).subscription.cancelAtPeriodEnd).toBe(true);

    // Resume: the scheduled CANCEL action is deleted at Square.
    expect((await pat.call('POST', '/api/billing/subscription/resume')).statusCode).toBeLessThan(300);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: expect.stringMatching(new RegExp(`^/v2/subscriptions/${sub!.id}/actions/`)),
    });
    expect(await deliver(fake.updated(sub!.id))).toBe('applied');
    expect((await pat.overview()).subscription.cancelAtPeriodEnd).toBe(false);

    await pat.call('POST', '/api/billing/subscription/cancel');
    expect(await deliver(fake.updated(sub!.id))).toBe('applied');
    expect((await pat.me()).entitlements.tier).toBe('premium');
    expect(await deliver(fake.ended(sub!.id))).toBe('applied');
    expect((await pat.me()).entitlements.tier).toBe('free');
    expect((await pat.overview()).subscription).toBeNull();
  });

  it('swaps plan at the next billing date and explains that a card cannot be replaced through Square', async () => {
    const { person, sub } = await subscribed('square-change@example.org');
    // Square does not prorate: the preview shows nothing due now, the new price starts at the next billing date.
    expect((await person.call('POST', '/api/billing/subscription/preview-change', { priceId: 'ultimate_monthly' })).json()).toEqual({
      prorationCents: 0,
      currency: 'usd',
    });
    const change = await person.call('POST', '/api/billing/subscription/change', {
      priceId: 'ultimate_monthly',
      idempotencyKey: randomUUID(),
      shownAmountCents: 2999,
    });
    expect(change.statusCode, change.body).toBeLessThan(300);
    const swap = fake.requests.filter((r) => r.path === `/v2/subscriptions/${sub.id}/swap-plan`).at(-1)!;
    const variation = fake.variations.get(String(swap.body.new_plan_variation_id))!;
    expect(variation.phases).toEqual([
      { ordinal: 0, cadence: 'MONTHLY', pricing: { type: 'STATIC', price_money: { amount: 2999, currency: 'USD' } } },
    ]);
    // Nothing changes until Square's next billing date.
    expect((await person.overview()).subscription.priceId).toBe('premium_monthly');
    for (const event of fake.renew(sub.id, 'paid')) await deliver(event);
    expect((await person.overview()).subscription).toMatchObject({ productId: 'ultimate', priceId: 'ultimate_monthly', amountCents: 2999 });
    expect((await person.me()).entitlements.tier).toBe('ultimate');

    const card = await person.call('POST', '/api/billing/payment-method/update', { idempotencyKey: randomUUID() });
    expect(card.statusCode).toBe(409);
    expect(card.json().error.code).toBe('SQUARE_CARD_UPDATE_UNAVAILABLE');
  });

  it('marks a checkout failed when Square declines the card', async () => {
    const pat = await customer(t.app, 'square-declined@example.org');
    const { checkoutId } = (await squareCheckout(pat, 'basic_monthly')).json();
    expect(await deliver(fake.decline(await linkOf(checkoutId)))).toBe('applied');
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({
      status: 'failed',
      failure: 'card_declined',
      activated: false,
    });
    expect((await pat.me()).entitlements.tier).toBe('free');
  });
});

describe('Square not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('offers no Square, refuses a Square checkout with a clear error and creates nothing, and has no Square webhook', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/methods' })).json()).toEqual({
      default: 'sandbox',
      extra: [],
      multipleItems: ['sandbox'],
    });
    const pat = await customer(t.app, 'square-off@example.org');
    const res = await pat.startCheckout('premium_monthly', { provider: 'square' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BILLING_METHOD_UNAVAILABLE');
    expect(res.json().error.message).not.toMatch(/^square\./);
    expect(await t.db.selectFrom('billing_checkouts').select('id').execute()).toEqual([]);
    const unknown = await pat.startCheckout('premium_monthly', { provider: 'carrier-pigeon' });
    expect(unknown.statusCode).toBe(400);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/square',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });
});
