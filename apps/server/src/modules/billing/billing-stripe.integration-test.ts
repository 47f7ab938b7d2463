import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { FakeStripe } from '../../test/fake-stripe-server.js';
import { dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';
import { customer, fakeStripeWebhookSecret, startStripeTestApp } from './billing.test-helpers.js';

describe.each(dbKinds)('Stripe provider through a local fake Stripe on %s', (kind) => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    ({ fake, t } = await startStripeTestApp(kind));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (payload: string, header: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
      payload,
    });
  const deliver = async (event: unknown) => {
    const { payload, header } = fake.signed(event);
    const res = await post(payload, header);
    expect(res.statusCode).toBe(200);
    return res.json().outcome as string;
  };
  const counts = async () => ({
    events: Number(
      (
        await t.db
          .selectFrom('billing_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    subscriptions: Number(
      (
        await t.db
          .selectFrom('subscriptions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    invoices: Number(
      (
        await t.db
          .selectFrom('billing_invoices')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  const sessionOf = async (checkoutId: string) =>
    (await t.db.selectFrom('billing_checkouts').select('provider_session_id').where('id', '=', checkoutId).executeTakeFirstOrThrow())
      .provider_session_id!;
  /** A paid premium monthly subscription (trial already used), its events delivered. */
  const subscribed = async (email: string) => {
    const person = await customer(t.app, email);
    await t.db.insertInto('billing_customers').values({ user_id: person.id, trial_used_at: new Date() }).execute();
    const { checkoutId } = (await person.startCheckout('premium_monthly')).json();
    const { subscription, events } = fake.completeCheckout(await sessionOf(checkoutId));
    for (const event of events) await deliver(event);
    return { person, sub: subscription, checkoutId };
  };

  it('starts Checkout in subscription mode with the catalog amount, our metadata and one idempotency key', async () => {
    const pat = await customer(t.app, 'stripe-checkout@example.org');
    const key = randomUUID();
    const first = await pat.startCheckout('family_annual', { idempotencyKey: key, shownAmountCents: 34990 });
    expect(first.statusCode).toBe(201);
    const { checkoutId, url } = first.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    // A double click: the same page key gives the same checkout and the same Stripe session.
    const again = await pat.startCheckout('family_annual', { idempotencyKey: key });
    expect(again.json()).toEqual({ checkoutId, url });

    const creates = fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === checkoutId);
    expect(creates.length).toBeGreaterThanOrEqual(1);
    expect(new Set(creates.map((r) => r.idempotencyKey))).toEqual(new Set([`checkout:${checkoutId}`]));
    const body = creates[0]!.body;
    expect(body).toMatchObject({
      mode: 'subscription',
      allow_promotion_codes: 'true',
      locale: 'auto',
      customer: expect.stringMatching(/^cus_/),
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '34990',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product]': 'brainboost_family',
      'line_items[0][price_data][recurring][interval]': 'year',
      'subscription_data[metadata][customer_ref]': pat.id,
      'subscription_data[metadata][checkout_ref]': checkoutId,
      'subscription_data[metadata][price_id]': 'family_annual',
      'subscription_data[trial_period_days]': '7',
      success_url: `http://localhost:3000/payment-processing?checkout=${checkoutId}`,
      cancel_url: `http://localhost:3000/payment-canceled?checkout=${checkoutId}`,
    });
    // One Stripe customer of ours per user, created once with our id (express checkout finds its card).
    expect(body.customer_email).toBeUndefined();
    expect(fake.customers.get(body.customer!)).toMatchObject({ email: 'stripe-checkout@example.org', metadata: { customer_ref: pat.id } });
    expect(
      fake.requests.filter((r) => r.path === '/v1/customers' && r.body['metadata[customer_ref]'] === pat.id).map((r) => r.idempotencyKey),
    ).toEqual([`customer:${pat.id}`]);
    // Wallets come from Checkout's automatic payment methods: no fixed list is sent.
    expect(Object.keys(body).some((k) => k.startsWith('payment_method_types'))).toBe(false);
    // Every POST the adapter made carried an idempotency key.
    expect(fake.requests.filter((r) => r.method === 'POST' && !r.idempotencyKey)).toEqual([]);
    expect(fake.requests.filter((r) => r.path === '/v1/products').map((r) => r.idempotencyKey)).toContain('product:brainboost_family');
  });

  it('sells a one-time purchase in payment mode with an invoice carrying our references', async () => {
    const pat = await customer(t.app, 'stripe-once@example.org');
    const res = await pat.startCheckout('exam_prep_pack_once', { shownAmountCents: 1499 });
    expect(res.statusCode).toBe(201);
    const { checkoutId } = res.json();
    const create = fake.requests.find((r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === checkoutId)!;
    expect(create.body).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '1499',
      'line_items[0][price_data][product]': 'brainboost_exam_prep_pack',
      'invoice_creation[enabled]': 'true',
      'invoice_creation[invoice_data][metadata][customer_ref]': pat.id,
      'invoice_creation[invoice_data][metadata][price_id]': 'exam_prep_pack_once',
      // The card stays on our customer for a later one-click purchase.
      customer: expect.stringMatching(/^cus_/),
      'payment_intent_data[setup_future_usage]': 'off_session',
    });
    expect(Object.keys(create.body).some((k) => k.includes('recurring') || k.startsWith('subscription_data'))).toBe(false);
  });

  it('refuses a price the page showed differently without calling Stripe', async () => {
    const pat = await customer(t.app, 'stripe-tamper@example.org');
    const before = fake.requests.length;
    const res = await pat.startCheckout('premium_monthly', { shownAmountCents: 1 });
    expect(res.statusCode).toBe(409);
    expect(fake.requests.length).toBe(before);
  });

  it('applies a validly signed event; a bad signature is a 400 and changes nothing', async () => {
    const pat = await customer(t.app, 'stripe-sig@example.org');
    await t.db.insertInto('billing_customers').values({ user_id: pat.id, trial_used_at: new Date() }).execute();
    const { checkoutId } = (await pat.startCheckout('premium_monthly')).json();
    const { events } = fake.completeCheckout(await sessionOf(checkoutId));
    const created = events[0]!;
    const before = await counts();
    const { payload, header } = fake.signed(created);
    const otherSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_another_secret_000000000000' });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: fakeStripeWebhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    for (const [body, signature] of [
      [payload, undefined],
      [payload, 't=1,v1=00'],
      [payload, otherSecret],
      [payload, stale],
      [payload.replace('"active"', '"past_due"'), header],
    ] as const) {
      const res = await post(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BILLING_BAD_SIGNATURE');
    }
    expect(await counts()).toEqual(before);
    expect((await pat.me()).entitlements.tier).toBe('free');

    expect((await post(payload, header)).json().outcome).toBe('applied');
    expect((await pat.me()).entitlements.tier).toBe('premium');
    expect(await counts()).toEqual({ ...before, events: before.events + 1, subscriptions: before.subscriptions + 1 });
  });

  it('applies a replayed event once, even when deliveries race', async () => {
    const { person, sub } = await subscribed('stripe-dupe@example.org');
    await person.call('POST', '/api/billing/subscription/cancel');
    const { payload, header } = fake.signed(fake.updated(sub.id));
    const results = await Promise.all(Array.from({ length: 4 }, () => post(payload, header)));
    expect(results.map((r) => r.json().outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate']);
    const before = await counts();
    expect((await post(payload, header)).json().outcome).toBe('duplicate');
    expect(await counts()).toEqual(before);
    expect((await person.overview()).subscription.cancelAtPeriodEnd).toBe(true);
  });

  it('resolves out-of-order events by the event’s created time', async () => {
    const { person, sub } = await subscribed('stripe-order@example.org');
    fake.subscriptions.get(sub.id)!.status = 'past_due';
    const older = fake.updated(sub.id);
    fake.subscriptions.get(sub.id)!.status = 'active';
    fake.subscriptions.get(sub.id)!.cancel_at_period_end = true;
    const newer = fake.updated(sub.id);
    expect(await deliver(newer)).toBe('applied');
    expect(await deliver(older)).toBe('ignored');
    expect((await person.overview()).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    // Stored anyway: its replay is a duplicate.
    expect(await deliver(older)).toBe('duplicate');
  });

  it('ignores events it does not act on and subscriptions that are not ours', async () => {
    expect(await deliver(fake.event('customer.created', { id: 'cus_other', object: 'customer' }))).toBe('ignored');
    const foreign = {
      id: 'sub_foreign',
      object: 'subscription',
      status: 'active',
      metadata: {},
      cancel_at_period_end: false,
      cancel_at: null,
      trial_end: null,
      customer: 'cus_x',
      items: { data: [{ id: 'si_x', current_period_start: 1, current_period_end: 2 }] },
    };
    const before = await counts();
    expect(await deliver(fake.event('customer.subscription.updated', foreign))).toBe('ignored');
    expect(await counts()).toEqual({ ...before, events: before.events + 1 });
  });

  it('full lifecycle: checkout → paid → renewal → failed payment → cancel → deleted → free', async () => {
    const pat = await customer(t.app, 'stripe-life@example.org');
    await t.db.insertInto('billing_customers').values({ user_id: pat.id, trial_used_at: new Date() }).execute();
    const started = await pat.startCheckout('premium_monthly', { shownAmountCents: 1999 });
    const { checkoutId } = started.json();
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ status: 'open', activated: false });
    expect((await pat.me()).entitlements.tier).toBe('free');

    const { subscription: sub, events } = fake.completeCheckout(await sessionOf(checkoutId));
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.created', 'checkout.session.completed', 'invoice.paid']);
    for (const event of events) expect(await deliver(event)).toBe('applied');
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ status: 'completed', activated: true });
    expect((await pat.me()).entitlements.tier).toBe('premium');
    let overview = await pat.overview();
    expect(overview.subscription).toMatchObject({ productId: 'premium', status: 'active', amountCents: 1999, cancelAtPeriodEnd: false });
    expect(overview.invoices).toMatchObject([{ status: 'paid', amountCents: 1999, currency: 'usd', reason: 'subscription_create' }]);
    expect((await pat.call('GET', '/api/billing/payment-method')).json()).toEqual({ brand: 'visa', last4: '4242' });

    for (const event of fake.renew(sub.id, 'paid')) expect(await deliver(event)).toBe('applied');
    overview = await pat.overview();
    expect(overview.invoices.map((i: { reason: string; status: string }) => `${i.reason}:${i.status}`).sort()).toEqual([
      'subscription_create:paid',
      'subscription_cycle:paid',
    ]);
    const renewedEnd = new Date(overview.subscription.currentPeriodEnd).getTime();
    expect(renewedEnd).toBe(fake.subscriptions.get(sub.id)!.items.data[0]!.current_period_end * 1000);

    // A declined renewal: past_due keeps access while Stripe retries.
    for (const event of fake.renew(sub.id, 'failed')) expect(await deliver(event)).toBe('applied');
    overview = await pat.overview();
    expect(overview.subscription.status).toBe('past_due');
    expect(overview.invoices.filter((i: { status: string }) => i.status === 'failed')).toHaveLength(1);
    expect((await pat.me()).entitlements.tier).toBe('premium');

    // The customer cancels at period end; Stripe confirms by webhook.
    expect((await pat.call('POST', '/api/billing/subscription/cancel')).statusCode).toBeLessThan(300);
    const cancel = fake.requests.filter((r) => r.path === `/v1/subscriptions/${sub.id}` && r.method === 'POST').at(-1)!;
    expect(cancel.body).toEqual({ cancel_at_period_end: 'true' });
    expect(cancel.idempotencyKey).toMatch(/^cancel:/);
    expect(await deliver(fake.updated(sub.id))).toBe('applied');
    expect((await pat.overview()).subscription.cancelAtPeriodEnd).toBe(true);
    expect((await pat.me()).entitlements.tier).toBe('premium');

    expect(await deliver(fake.deleted(sub.id))).toBe('applied');
    expect((await pat.me()).entitlements.tier).toBe('free');
    expect((await pat.overview()).subscription).toBeNull();
  });

  it('resumes, changes plan with proration, and maps a declined proration to a clear error', async () => {
    const { person, sub } = await subscribed('stripe-change@example.org');
    await person.call('POST', '/api/billing/subscription/cancel');
    await deliver(fake.updated(sub.id));
    expect((await person.call('POST', '/api/billing/subscription/resume')).statusCode).toBeLessThan(300);
    const resume = fake.requests.filter((r) => r.path === `/v1/subscriptions/${sub.id}` && r.method === 'POST').at(-1)!;
    expect(resume).toMatchObject({ body: { cancel_at_period_end: 'false' }, idempotencyKey: expect.stringMatching(/^resume:/) });
    await deliver(fake.updated(sub.id));
    expect((await person.overview()).subscription.cancelAtPeriodEnd).toBe(false);

    const key = randomUUID();
    const change = await person.call('POST', '/api/billing/subscription/change', {
      priceId: 'ultimate_monthly',
      idempotencyKey: key,
      shownAmountCents: 2999,
    });
    expect(change.statusCode).toBeLessThan(300);
    const update = fake.requests.filter((r) => r.path === `/v1/subscriptions/${sub.id}` && r.method === 'POST').at(-1)!;
    expect(update.idempotencyKey).toBe(`change:${person.id}:${key}`);
    expect(update.body).toMatchObject({
      'items[0][id]': sub.items.data[0]!.id,
      'items[0][price_data][unit_amount]': '2999',
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][product]': 'brainboost_ultimate',
      'items[0][price_data][recurring][interval]': 'month',
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      'metadata[price_id]': 'ultimate_monthly',
      'metadata[customer_ref]': person.id,
    });
    await deliver(fake.prorationPaid(sub.id, 1000));
    await deliver(fake.updated(sub.id));
    const overview = await person.overview();
    expect(overview.subscription).toMatchObject({ productId: 'ultimate', priceId: 'ultimate_monthly', amountCents: 2999 });
    expect(overview.invoices.find((i: { reason: string }) => i.reason === 'subscription_update')).toMatchObject({
      amountCents: 1000,
      status: 'paid',
      priceId: 'ultimate_monthly',
    });

    fake.fail.nextChange = true;
    const declined = await person.call('POST', '/api/billing/subscription/change', {
      priceId: 'family_monthly',
      idempotencyKey: randomUUID(),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.code).toBe('BILLING_CARD_DECLINED');
    expect((await person.overview()).subscription.priceId).toBe('ultimate_monthly');
  });

  it('holds a guest’s Stripe purchase against the email until claimed', async () => {
    const email = 'stripe-guest@example.org';
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/billing/guest-checkout',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { priceId: 'premium_monthly', email, idempotencyKey: randomUUID() },
    });
    expect(started.statusCode).toBe(201);
    const { checkoutId } = started.json();
    const create = fake.requests.find((r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === checkoutId)!;
    expect(create.body).toMatchObject({
      customer_email: email,
      'subscription_data[metadata][customer_ref]': `guest:${checkoutId}`,
      success_url: `http://localhost:3000/checkout/guest?checkout=${checkoutId}`,
    });
    expect(create.body['subscription_data[trial_period_days]']).toBeUndefined();
    const { events } = fake.completeCheckout(await sessionOf(checkoutId));
    for (const event of events) expect(await deliver(event)).toBe('applied');
    expect((await t.app.inject({ method: 'GET', url: `/api/billing/guest-checkouts/${checkoutId}` })).json()).toMatchObject({
      status: 'completed',
      email,
    });
    const held = await t.db.selectFrom('billing_subscriptions').selectAll().where('guest_email', '=', email).executeTakeFirstOrThrow();
    expect(held).toMatchObject({ user_id: null, subscription_id: null, status: 'active', provider: 'stripe' });
    expect(await t.db.selectFrom('billing_claims').select('id').where('billing_subscription_id', '=', held.id).execute()).toHaveLength(1);
    expect(
      await t.db.selectFrom('billing_invoices').select(['guest_email', 'amount_cents']).where('guest_email', '=', email).execute(),
    ).toEqual([{ guest_email: email, amount_cents: 1999 }]);
  });

  it('opens the Customer Portal on the payment-method flow, back to the management page', async () => {
    const { person, sub } = await subscribed('stripe-card@example.org');
    const res = await person.call('POST', '/api/billing/payment-method/update', { idempotencyKey: randomUUID() });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const portal = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(portal.idempotencyKey).toMatch(/^card:/);
    expect(portal.body).toMatchObject({
      customer: sub.customer,
      locale: 'auto',
      return_url: 'http://localhost:3000/subscription-management?card=canceled',
      'flow_data[type]': 'payment_method_update',
      'flow_data[after_completion][type]': 'redirect',
      'flow_data[after_completion][redirect][return_url]': 'http://localhost:3000/subscription-management?card=updated',
    });
  });
});
