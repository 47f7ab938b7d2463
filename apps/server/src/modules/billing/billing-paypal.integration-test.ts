import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../providers/payments/clock.js';
import { startFakePaypal, type FakePaypal } from '../../test/fake-paypal-server.js';
import { createTestApp, dbKinds, freshIp, type TestApp } from '../../test/test-app.js';
import { customer } from './billing.test-helpers.js';

const credentials = { clientId: 'AbC-client-0123456789', clientSecret: 'EfG-secret-0123456789', webhookId: 'WH-0TEST1234' };

describe.each(dbKinds)('PayPal provider through a local fake PayPal on %s', (kind) => {
  let fake: FakePaypal;
  let t: TestApp;
  const clock = manualClock(new Date());
  beforeAll(async () => {
    fake = await startFakePaypal(credentials);
    t = await createTestApp(
      kind,
      {
        PAYPAL_CLIENT_ID: credentials.clientId,
        PAYPAL_CLIENT_SECRET: credentials.clientSecret,
        PAYPAL_WEBHOOK_ID: credentials.webhookId,
        PAYPAL_API_BASE: fake.baseUrl,
      },
      { clock },
    );
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (payload: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/paypal',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });
  const deliver = async (event: unknown) => {
    const { payload, headers } = fake.signed(event);
    const res = await post(payload, headers);
    expect(res.statusCode).toBe(200);
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
  const sessionOf = async (checkoutId: string) =>
    (await t.db.selectFrom('billing_checkouts').select('provider_session_id').where('id', '=', checkoutId).executeTakeFirstOrThrow())
      .provider_session_id!;
  const payWithPaypal = (person: Awaited<ReturnType<typeof customer>>, priceId: string, extra: Record<string, unknown> = {}) =>
    person.startCheckout(priceId, { provider: 'paypal', ...extra });
  /** A premium monthly subscription paid through PayPal (trial already used), activated by its event. */
  const subscribed = async (email: string) => {
    const person = await customer(t.app, email);
    await t.db.insertInto('billing_customers').values({ user_id: person.id, trial_used_at: new Date() }).execute();
    const { checkoutId } = (await payWithPaypal(person, 'premium_monthly')).json();
    const subId = await sessionOf(checkoutId);
    expect(await deliver(fake.approveSubscription(subId))).toBe('applied');
    return { person, subId, checkoutId };
  };
  const lastCall = (path: string) => fake.requests.filter((r) => r.path === path).at(-1);

  it('lists PayPal as a configured extra way to pay', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/methods' })).json()).toEqual({
      default: 'sandbox',
      extra: ['paypal'],
      multipleItems: ['sandbox'],
    });
  });

  it('subscribes through a PayPal plan made on demand, with our amount, references and idempotency keys', async () => {
    const pat = await customer(t.app, 'paypal-checkout@example.org');
    const key = randomUUID();
    const first = await payWithPaypal(pat, 'family_annual', { idempotencyKey: key, shownAmountCents: 34990 });
    expect(first.statusCode).toBe(201);
    const { checkoutId, url } = first.json();
    expect(url).toMatch(/^https:\/\/paypal\.test\/webapps\/billing\/subscriptions\?ba_token=BA-I-FAKE\d+$/);
    // A double click: the same page key gives the same checkout and the same PayPal subscription.
    expect((await payWithPaypal(pat, 'family_annual', { idempotencyKey: key })).json()).toEqual({ checkoutId, url });

    const product = fake.requests.find((r) => r.path === '/v1/catalogs/products')!;
    expect(product).toMatchObject({ requestId: 'brainboost-product-family', body: { type: 'SERVICE' } });
    const plan = fake.requests.find((r) => r.path === '/v1/billing/plans')!;
    expect(plan.requestId).toBe('brainboost-plan-family_annual:7d:34990usd');
    expect(plan.body.billing_cycles).toEqual([
      { frequency: { interval_unit: 'DAY', interval_count: 7 }, tenure_type: 'TRIAL', sequence: 1, total_cycles: 1 },
      {
        frequency: { interval_unit: 'YEAR', interval_count: 1 },
        tenure_type: 'REGULAR',
        sequence: 2,
        total_cycles: 0,
        pricing_scheme: { fixed_price: { value: '349.90', currency_code: 'USD' } },
      },
    ]);
    const creates = fake.requests.filter((r) => r.path === '/v1/billing/subscriptions');
    expect(new Set(creates.map((r) => r.requestId))).toEqual(new Set([`checkout:${checkoutId}`]));
    expect(creates[0]!.body).toMatchObject({
      custom_id: `${pat.id}|${checkoutId}`,
      subscriber: { email_address: 'paypal-checkout@example.org' },
      application_context: {
        return_url: `http://localhost:3000/paypal-checkout/success?checkout=${checkoutId}`,
        cancel_url: `http://localhost:3000/paypal-checkout/cancel?checkout=${checkoutId}`,
        shipping_preference: 'NO_SHIPPING',
      },
    });
    expect(
      await t.db
        .selectFrom('billing_checkouts')
        .select(['provider', 'amount_cents'])
        .where('id', '=', checkoutId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ provider: 'paypal', amount_cents: 34990 });

    // The plan is remembered: another buyer of the same price reuses it.
    const sam = await customer(t.app, 'paypal-checkout-2@example.org');
    expect((await payWithPaypal(sam, 'family_annual')).statusCode).toBe(201);
    expect(fake.requests.filter((r) => r.path === '/v1/billing/plans')).toHaveLength(1);
    // Every call that creates something carried a PayPal-Request-Id; one token served every call.
    expect(
      fake.requests.filter(
        (r) => r.method === 'POST' && !['/v1/oauth2/token', '/v1/notifications/verify-webhook-signature'].includes(r.path) && !r.requestId,
      ),
    ).toEqual([]);
    expect(fake.tokenRequests()).toBe(1);
  });

  it('refuses a tampered price without calling PayPal', async () => {
    const pat = await customer(t.app, 'paypal-tamper@example.org');
    const before = fake.requests.length;
    const res = await payWithPaypal(pat, 'premium_monthly', { shownAmountCents: 1 });
    expect(res.statusCode).toBe(409);
    expect(fake.requests.length).toBe(before);
  });

  it('applies a verified event; a missing, wrong or tampered signature is a 400 and changes nothing', async () => {
    const pat = await customer(t.app, 'paypal-sig@example.org');
    const { checkoutId } = (await payWithPaypal(pat, 'premium_monthly')).json();
    const event = fake.approveSubscription(await sessionOf(checkoutId));
    const before = await counts();
    const good = fake.signed(event);
    const { 'paypal-transmission-sig': _sig, ...unsigned } = good.headers;
    for (const [payload, headers] of [
      [good.payload, unsigned],
      [good.payload, fake.signed(event, true).headers],
      [good.payload.replace('"ACTIVE"', '"SUSPENDED"'), good.headers],
      [`${good.payload} `, good.headers],
      ['not json', good.headers],
    ] as const) {
      const res = await post(payload, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BILLING_BAD_SIGNATURE');
    }
    expect(await counts()).toEqual(before);
    expect((await pat.me()).entitlements.tier).toBe('free');

    expect((await post(good.payload, good.headers)).json().outcome).toBe('applied');
    expect((await pat.me()).entitlements.tier).toBe('premium');
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ status: 'completed', activated: true });
    expect((await pat.overview()).subscription).toMatchObject({ status: 'trialing', provider: 'paypal', cancelAtPeriodEnd: false });
    // Verified over the exact bytes received: the verify call carried them unchanged.
    expect(lastCall('/v1/notifications/verify-webhook-signature')!.raw.endsWith(`"webhook_event":${good.payload}}`)).toBe(true);
  });

  it('applies a replayed event once, even when deliveries race, and resolves out-of-order events by create_time', async () => {
    const { person, subId } = await subscribed('paypal-dupe@example.org');
    const firstSale = fake.sale(subId, '19.99');
    const { payload, headers } = fake.signed(firstSale);
    const results = await Promise.all(Array.from({ length: 4 }, () => post(payload, headers)));
    expect(results.map((r) => r.json().outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate']);
    // The first sale of a subscription is its creation; the next one a renewal.
    expect((await person.overview()).invoices).toMatchObject([
      { status: 'paid', amountCents: 1999, currency: 'usd', reason: 'subscription_create' },
    ]);
    expect(await deliver(fake.sale(subId, '19.99'))).toBe('applied');
    const reasons = async () => (await person.overview()).invoices.map((i: { reason: string }) => i.reason).sort();
    expect(await reasons()).toEqual(['subscription_create', 'subscription_cycle']);
    // The first sale sent again under a new event id after the renewal: still its creation, still one row.
    expect(await deliver({ ...firstSale, id: `${firstSale.id}-again` })).toBe('applied');
    expect(await reasons()).toEqual(['subscription_create', 'subscription_cycle']);

    const sub = fake.subscriptions.get(subId)!;
    sub.billing_info.failed_payments_count = 1;
    const older = fake.subscriptionEvent('BILLING.SUBSCRIPTION.PAYMENT.FAILED', subId);
    sub.billing_info.failed_payments_count = 0;
    const newer = fake.subscriptionEvent('BILLING.SUBSCRIPTION.UPDATED', subId);
    expect(await deliver(newer)).toBe('applied');
    expect(await deliver(older)).toBe('ignored');
    expect((await person.overview()).subscription.status).toBe('active');
    expect(await deliver(older)).toBe('duplicate');
  });

  it('lifecycle: paid → failed payment → cancel at period end (suspended) → resume → cancel → period end → cancelled → free', async () => {
    const { person, subId } = await subscribed('paypal-life@example.org');
    let overview = await person.overview();
    const periodEnd = fake.subscriptions.get(subId)!.billing_info.next_billing_time!;
    expect(overview.subscription).toMatchObject({
      productId: 'premium',
      status: 'active',
      amountCents: 1999,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      provider: 'paypal',
    });
    expect(await deliver(fake.sale(subId, '19.99'))).toBe('applied');
    expect(await deliver(fake.sale(subId, '19.99', 'PAYMENT.SALE.DENIED'))).toBe('applied');
    overview = await person.overview();
    expect(overview.invoices.map((i: { status: string }) => i.status).sort()).toEqual(['failed', 'paid']);
    fake.subscriptions.get(subId)!.billing_info.failed_payments_count = 1;
    expect(await deliver(fake.subscriptionEvent('BILLING.SUBSCRIPTION.PAYMENT.FAILED', subId))).toBe('applied');
    expect((await person.overview()).subscription.status).toBe('past_due');
    expect((await person.me()).entitlements.tier).toBe('premium');
    fake.subscriptions.get(subId)!.billing_info.failed_payments_count = 0;

    // Cancel at period end: suspended at PayPal now (no more charges), still paid for until the period ends.
    expect((await person.call('POST', '/api/billing/subscription/cancel')).statusCode).toBe(200);
    expect(lastCall(`/v1/billing/subscriptions/${subId}/suspend`)!.requestId).toMatch(/^cancel:/);
    expect(fake.subscriptions.get(subId)!.status).toBe('SUSPENDED');
    expect(await deliver(fake.subscriptionEvent('BILLING.SUBSCRIPTION.SUSPENDED', subId))).toBe('applied');
    expect((await person.overview()).subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEnd,
    });
    expect((await person.me()).entitlements.tier).toBe('premium');

    expect((await person.call('POST', '/api/billing/subscription/resume')).statusCode).toBe(200);
    expect(lastCall(`/v1/billing/subscriptions/${subId}/activate`)!.requestId).toMatch(/^resume:/);
    expect(await deliver(fake.subscriptionEvent('BILLING.SUBSCRIPTION.ACTIVATED', subId))).toBe('applied');
    expect((await person.overview()).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    await person.call('POST', '/api/billing/subscription/cancel');
    expect(await deliver(fake.subscriptionEvent('BILLING.SUBSCRIPTION.SUSPENDED', subId))).toBe('applied');
    // Not yet due: nothing is cancelled at PayPal.
    expect(await t.app.billing.paypal!.cancelDue()).toBe(0);
    expect(fake.subscriptions.get(subId)!.status).toBe('SUSPENDED');
    clock.set(new Date(new Date(periodEnd).getTime() + 60_000));
    expect(await t.app.billing.paypal!.cancelDue()).toBe(1);
    expect(lastCall(`/v1/billing/subscriptions/${subId}/cancel`)!.requestId).toBe(`period-end-cancel-${subId}`);
    expect(fake.subscriptions.get(subId)!.status).toBe('CANCELLED');
    expect(await t.app.billing.paypal!.cancelDue()).toBe(0);
    expect(await deliver(fake.subscriptionEvent('BILLING.SUBSCRIPTION.CANCELLED', subId))).toBe('applied');
    expect((await person.me()).entitlements.tier).toBe('free');
    expect((await person.overview()).subscription).toBeNull();
    clock.set(new Date());
  });

  it('a suspension PayPal makes after failed payments ends access', async () => {
    const { person, subId } = await subscribed('paypal-suspended@example.org');
    fake.subscriptions.get(subId)!.status = 'SUSPENDED';
    expect(await deliver(fake.subscriptionEvent('BILLING.SUBSCRIPTION.SUSPENDED', subId))).toBe('applied');
    expect((await person.me()).entitlements.tier).toBe('free');
  });

  it('changes plan through revise, sending the buyer to approve the new price at PayPal', async () => {
    const { person, subId } = await subscribed('paypal-change@example.org');
    // PayPal does not prorate: nothing is due now, the new price starts with the next cycle.
    expect((await person.call('POST', '/api/billing/subscription/preview-change', { priceId: 'ultimate_monthly' })).json()).toEqual({
      prorationCents: 0,
      currency: 'usd',
    });
    const key = randomUUID();
    const res = await person.call('POST', '/api/billing/subscription/change', {
      priceId: 'ultimate_monthly',
      idempotencyKey: key,
      shownAmountCents: 2999,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().approvalUrl).toMatch(/^https:\/\/paypal\.test\//);
    const revise = lastCall(`/v1/billing/subscriptions/${subId}/revise`)!;
    expect(revise.requestId).toBe(`change:${person.id}:${key}`);
    const newPlan = fake.plans.get(revise.body.plan_id as string)!;
    expect(newPlan.billing_cycles).toMatchObject([
      { tenure_type: 'REGULAR', pricing_scheme: { fixed_price: { value: '29.99', currency_code: 'USD' } } },
    ]);
    // Nothing changes here until PayPal says the buyer approved.
    expect((await person.overview()).subscription.priceId).toBe('premium_monthly');
    fake.subscriptions.get(subId)!.plan_id = revise.body.plan_id as string;
    expect(await deliver(fake.subscriptionEvent('BILLING.SUBSCRIPTION.UPDATED', subId))).toBe('applied');
    expect((await person.overview()).subscription).toMatchObject({ productId: 'ultimate', priceId: 'ultimate_monthly' });
    expect((await person.me()).entitlements.tier).toBe('ultimate');
  });

  it('reports PayPal as the payment method and explains that there is no card to replace', async () => {
    const { person } = await subscribed('paypal-method@example.org');
    expect((await person.call('GET', '/api/billing/payment-method')).json()).toEqual({ brand: 'paypal', last4: null });
    const update = await person.call('POST', '/api/billing/payment-method/update', { idempotencyKey: randomUUID() });
    expect(update.statusCode).toBe(409);
    expect(update.json().error).toMatchObject({ code: 'BILLING_METHOD_UPDATE_UNSUPPORTED' });
    expect(update.json().error.message).toMatch(/PayPal/);
  });

  it('sells a one-time purchase as an order, captured once after approval; the capture completes the checkout', async () => {
    const pat = await customer(t.app, 'paypal-once@example.org');
    const res = await payWithPaypal(pat, 'exam_prep_pack_once', { shownAmountCents: 1499 });
    expect(res.statusCode).toBe(201);
    const { checkoutId, url } = res.json();
    expect(url).toMatch(/^https:\/\/paypal\.test\/checkoutnow\?token=ORDER-/);
    const orderId = await sessionOf(checkoutId);
    const create = fake.requests.find((r) => r.path === '/v2/checkout/orders')!;
    expect(create.requestId).toBe(`checkout:${checkoutId}`);
    expect(create.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        { reference_id: checkoutId, custom_id: `${pat.id}|${checkoutId}`, amount: { currency_code: 'USD', value: '14.99' } },
      ],
    });

    const approved = fake.approveOrder(orderId);
    expect(await deliver(approved)).toBe('applied');
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({
      status: 'processing',
      activated: false,
    });
    expect(fake.requests.filter((r) => r.path === `/v2/checkout/orders/${orderId}/capture`).map((r) => r.requestId)).toEqual([
      `capture-${orderId}`,
    ]);
    // PayPal delivers the approval again (e.g. our answer was lost): no second capture, nothing applied twice.
    expect(await deliver(approved)).toBe('duplicate');
    expect(fake.orders.get(orderId)!.status).toBe('COMPLETED');

    const captured = fake.captureEvent(orderId);
    expect(await deliver(captured)).toBe('applied');
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ status: 'completed', activated: true });
    // The capture is the receipt, listed once however often PayPal delivers it.
    const receipt = {
      status: 'paid',
      reason: 'one_time',
      amountCents: 1499,
      currency: 'usd',
      number: (captured.resource as { id: string }).id,
    };
    expect((await pat.overview()).invoices).toMatchObject([receipt]);
    expect(await deliver(captured)).toBe('duplicate');
    expect(await deliver({ ...captured, id: `${captured.id}-again` })).toBe('applied');
    expect((await pat.overview()).invoices).toHaveLength(1);
    expect((await pat.overview()).invoices).toMatchObject([receipt]);
  });

  it('a denied capture fails the checkout', async () => {
    const pat = await customer(t.app, 'paypal-denied@example.org');
    const { checkoutId } = (await payWithPaypal(pat, 'exam_prep_pack_once')).json();
    const orderId = await sessionOf(checkoutId);
    expect(await deliver(fake.captureEvent(orderId, 'PAYMENT.CAPTURE.DENIED'))).toBe('applied');
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({
      status: 'failed',
      failure: 'card_declined',
    });
  });

  it('ignores events it does not act on', async () => {
    expect(await deliver(fake.event('CUSTOMER.DISPUTE.CREATED', { dispute_id: 'PP-D-1' }))).toBe('ignored');
    expect(
      await deliver(
        fake.event('BILLING.SUBSCRIPTION.ACTIVATED', { id: 'I-FOREIGN', plan_id: 'P-NOT-OURS', status: 'ACTIVE', custom_id: 'x|y' }),
      ),
    ).toBe('ignored');
  });
});

describe('PayPal not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('offers no PayPal, refuses a PayPal checkout with a translated error and creates nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/methods' })).json()).toEqual({
      default: 'sandbox',
      extra: [],
      multipleItems: ['sandbox'],
    });
    const pat = await customer(t.app, 'no-paypal@example.org');
    const res = await pat.startCheckout('premium_monthly', { provider: 'paypal' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'BILLING_METHOD_UNAVAILABLE' });
    expect(res.json().error.message).toMatch(/PayPal/);
    expect(
      Number(
        (
          await t.db
            .selectFrom('billing_checkouts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(0);
    // An unknown method name is a bad request, not a crash.
    expect((await pat.startCheckout('premium_monthly', { provider: 'bitcoin-atm' })).statusCode).toBe(400);
    // PayPal's webhook path does not exist here.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/billing/webhooks/paypal',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        })
      ).statusCode,
    ).toBe(404);
  });
});
