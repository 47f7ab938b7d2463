import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../providers/payments/clock.js';
import { createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';
import { customer, payOnHostedPage } from './billing.test-helpers.js';

describe.each(dbKinds)('catalog and checkout on %s', (kind) => {
  const clock = manualClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SANDBOX_SLOW_MS: '15000' }, { clock });
  });
  afterAll(() => t?.close());

  const checkoutRow = (id: string) => t.db.selectFrom('billing_checkouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('lists the seeded catalog in integer cents with the spec’s monthly prices', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/catalog' });
    expect(res.statusCode).toBe(200);
    const { products, trialDays } = res.json();
    expect(trialDays).toBe(7);
    const price = (id: string) =>
      products
        .flatMap((p: { prices: { id: string; amountCents: number; currency: string }[] }) => p.prices)
        .find((p: { id: string }) => p.id === id);
    expect([price('basic_monthly'), price('premium_monthly'), price('ultimate_monthly')].map((p) => [p.amountCents, p.currency])).toEqual([
      [999, 'usd'],
      [1999, 'usd'],
      [2999, 'usd'],
    ]);
    expect(price('premium_annual').amountCents).toBe(19990);
    expect(products.find((p: { id: string }) => p.id === 'family')).toMatchObject({ kind: 'plan', tier: 'premium', maxMembers: 6 });
    expect(products.filter((p: { kind: string }) => p.kind === 'add_on').length).toBeGreaterThan(0);
    expect(products.filter((p: { kind: string }) => p.kind === 'one_time').length).toBeGreaterThan(0);
  });

  it('needs a signed-in caller, and only shows a caller their own checkouts', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { priceId: 'basic_monthly', idempotencyKey: randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
    const owner = await customer(t.app, 'owner@example.org');
    const other = await customer(t.app, 'other@example.org');
    const { checkoutId } = (await owner.startCheckout('basic_monthly')).json();
    expect((await other.call('GET', `/api/billing/checkouts/${checkoutId}`)).statusCode).toBe(404);
    expect((await other.call('GET', '/api/billing/checkouts/not-a-uuid')).statusCode).toBe(404);
    expect((await other.call('POST', '/api/billing/subscription/cancel')).json().error.code).toBe('BILLING_NO_SUBSCRIPTION');
  });

  it('charges the catalog amount: a tampered or stale price is refused and nothing is created', async () => {
    const eve = await customer(t.app, 'tamper@example.org');
    const tampered = await eve.startCheckout('ultimate_annual', { shownAmountCents: 1 });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().error).toEqual({
      code: 'BILLING_PRICE_MISMATCH',
      message: 'The price has changed since this page was loaded. Please review the new price and try again.',
    });
    const unknown = await eve.startCheckout('ultimate_forever', { shownAmountCents: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('BILLING_UNKNOWN_PRICE');
    const spanish = await eve.call('POST', '/api/billing/checkout', { priceId: 'x', idempotencyKey: 'nope' });
    expect(spanish.statusCode).toBe(400);
    expect(await t.db.selectFrom('billing_checkouts').select('id').where('user_id', '=', eve.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('sandbox_sessions').select('id').where('customer_ref', '=', eve.id).execute()).toEqual([]);

    // Extra fields on the hosted form (an amount) change nothing: the session's amount is charged.
    await t.db.insertInto('billing_customers').values({ user_id: eve.id, trial_used_at: new Date() }).execute();
    const { url } = (await eve.startCheckout('ultimate_annual', { shownAmountCents: 29990 })).json();
    await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=4242424242424242&expiry=12%2F39&cvc=123&amount=1',
    });
    expect((await eve.overview()).invoices.map((i: { amountCents: number }) => i.amountCents)).toEqual([29990]);
  });

  it('one idempotency key opens one checkout and one provider session', async () => {
    const dan = await customer(t.app, 'double@example.org');
    const key = randomUUID();
    const [a, b] = await Promise.all([
      dan.call('POST', '/api/billing/checkout', { priceId: 'basic_monthly', idempotencyKey: key }),
      dan.call('POST', '/api/billing/checkout', { priceId: 'basic_monthly', idempotencyKey: key }),
    ]);
    expect(a.json()).toEqual(b.json());
    expect(await t.db.selectFrom('sandbox_sessions').select('id').where('customer_ref', '=', dan.id).execute()).toHaveLength(1);
    const otherPrice = await dan.call('POST', '/api/billing/checkout', { priceId: 'premium_monthly', idempotencyKey: key });
    expect(otherPrice.statusCode).toBe(409);
  });

  it('a declined card or insufficient funds fails the checkout, sends the browser back, and grants nothing', async () => {
    for (const [card, failure] of [
      ['4000000000000002', 'card_declined'],
      ['4000000000009995', 'insufficient_funds'],
    ] as const) {
      const person = await customer(t.app, `${failure}@example.org`);
      const { checkoutId, url } = (await person.startCheckout('premium_annual')).json();
      expect(await payOnHostedPage(t.app, url, card)).toEqual({ status: 303, location: `/payment-canceled?checkout=${checkoutId}` });
      expect((await person.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({
        status: 'failed',
        failure,
        activated: false,
      });
      expect((await person.overview()).subscription).toBeNull();
      expect((await person.me()).entitlements.tier).toBe('free');
      expect((await checkoutRow(checkoutId)).status).toBe('failed');
    }
  });

  it('3-D Secure: confirming completes, failing declines', async () => {
    const ok = await customer(t.app, '3ds-ok@example.org');
    const started = (await ok.startCheckout('basic_monthly')).json();
    const challenge = await payOnHostedPage(t.app, started.url, '4000002500003155');
    expect(challenge.location).toBe(`${started.url}/authenticate`);
    expect((await t.app.inject({ method: 'GET', url: challenge.location })).body).toContain('Confirm this payment');
    const approved = await t.app.inject({
      method: 'POST',
      url: challenge.location,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(approved.headers.location).toBe(`/payment-processing?checkout=${started.checkoutId}`);
    expect((await ok.overview()).subscription).toMatchObject({ productId: 'basic', status: 'trialing' });

    const no = await customer(t.app, '3ds-fail@example.org');
    const second = (await no.startCheckout('basic_monthly')).json();
    await payOnHostedPage(t.app, second.url, '4000002500003155');
    await t.app.inject({
      method: 'POST',
      url: `${second.url}/authenticate`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=fail',
    });
    expect((await no.call('GET', `/api/billing/checkouts/${second.checkoutId}`)).json()).toMatchObject({
      status: 'failed',
      failure: 'authentication_failed',
    });
  });

  it('slow processing: processing until the provider’s event arrives, then activated', async () => {
    const slow = await customer(t.app, 'slow@example.org');
    const { checkoutId, url } = (await slow.startCheckout('premium_monthly')).json();
    expect((await payOnHostedPage(t.app, url, '4000000000000259')).location).toBe(`/payment-processing?checkout=${checkoutId}`);
    expect((await slow.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({
      status: 'processing',
      activated: false,
    });
    expect((await slow.me()).entitlements.tier).toBe('free');
    clock.advanceMs(15_000);
    await t.app.billing.sandbox.tick();
    expect((await slow.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ status: 'completed', activated: true });
  });

  it('records the spec’s funnel and payment events first-party, once each', async () => {
    const fan = await customer(t.app, 'funnel@example.org');
    const { checkoutId, url } = (await fan.startCheckout('premium_annual', { shownAmountCents: 19990 })).json();
    await payOnHostedPage(t.app, url, '4242424242424242');
    const events = await t.db
      .selectFrom('analytics_events')
      .select(['name', 'properties', 'user_id'])
      .where('session_id', '=', checkoutId)
      .orderBy('created_at')
      .execute();
    expect(events.every((e) => e.user_id === fan.id)).toBe(true);
    const steps = events
      .filter((e) => e.name === 'subscription_funnel')
      .map((e) => [e.properties['step_name'], e.properties['step_number']]);
    expect(steps).toEqual([
      ['select_plan', 2],
      ['begin_checkout', 3],
      ['complete_payment', 5],
      ['activated', 6],
    ]);
    expect(events.find((e) => e.name === 'checkout_started')?.properties).toMatchObject({
      price_id: 'premium_annual',
      amount_cents: 19990,
      currency: 'usd',
      trial: true,
    });
    expect(events.find((e) => e.name === 'purchase_completed')?.properties).toMatchObject({
      price_id: 'premium_annual',
      amount_cents: 19990,
    });
    expect(events.find((e) => e.name === 'payment_process')?.properties).toMatchObject({
      stage: 'payment',
      status: 'succeeded',
      timestamp: expect.any(String),
    });
  });

  it('cancelling on the hosted page returns to the cancel page; the same page cannot be paid after', async () => {
    const quitter = await customer(t.app, 'quit@example.org');
    const { checkoutId, url } = (await quitter.startCheckout('basic_annual')).json();
    const page = await t.app.inject({ method: 'GET', url: `${url}?lang=es` });
    expect(page.body).toContain('lang="es"');
    const back = await t.app.inject({ method: 'POST', url: `${url}/cancel` });
    expect(back.headers.location).toBe(`/payment-canceled?checkout=${checkoutId}`);
    expect((await checkoutRow(checkoutId)).status).toBe('canceled');
    expect((await payOnHostedPage(t.app, url, '4242424242424242')).status).toBe(409);
  });

  it('an unknown test card stays on the hosted page with an explanation', async () => {
    const person = await customer(t.app, 'unknown-card@example.org');
    const { url } = (await person.startCheckout('basic_monthly')).json();
    const res = await payOnHostedPage(t.app, url, '1234123412341234');
    expect(res.location).toBe(`${url}?error=unknown_card`);
    expect((await t.app.inject({ method: 'GET', url: res.location })).body).toContain('role="alert"');
  });

  it('one live subscription per person; upgrades are prorated and charged now', async () => {
    const up = await customer(t.app, 'upgrade@example.org');
    await t.db.insertInto('billing_customers').values({ user_id: up.id, trial_used_at: new Date() }).execute();
    await payOnHostedPage(t.app, (await up.startCheckout('basic_monthly')).json().url, '4242424242424242');
    expect((await up.startCheckout('premium_monthly')).json().error.code).toBe('BILLING_ALREADY_SUBSCRIBED');
    clock.advanceDays(10);
    const preview = (await up.call('POST', '/api/billing/subscription/preview-change', { priceId: 'ultimate_monthly' })).json();
    expect(preview.prorationCents).toBeGreaterThan(0);
    expect(preview.prorationCents).toBeLessThan(2000);
    expect(
      (
        await up.call('POST', '/api/billing/subscription/change', {
          priceId: 'ultimate_monthly',
          shownAmountCents: 5,
          idempotencyKey: randomUUID(),
        })
      ).statusCode,
    ).toBe(409);
    const changed = await up.call('POST', '/api/billing/subscription/change', {
      priceId: 'ultimate_monthly',
      shownAmountCents: 2999,
      idempotencyKey: randomUUID(),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().subscription).toMatchObject({ productId: 'ultimate', amountCents: 2999 });
    expect(changed.json().invoices[0]).toMatchObject({
      reason: 'subscription_update',
      amountCents: preview.prorationCents,
      status: 'paid',
    });
    expect((await up.me()).entitlements.tier).toBe('ultimate');
    const same = await up.call('POST', '/api/billing/subscription/change', { priceId: 'ultimate_monthly', idempotencyKey: randomUUID() });
    expect(same.json().error.code).toBe('BILLING_SAME_PLAN');
    const addOn = await up.call('POST', '/api/billing/subscription/change', {
      priceId: 'exam_prep_pack_once',
      idempotencyKey: randomUUID(),
    });
    expect(addOn.json().error.code).toBe('BILLING_NOT_A_PLAN');
  });
});
