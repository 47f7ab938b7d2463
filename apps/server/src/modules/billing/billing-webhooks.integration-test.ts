import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../providers/payments/clock.js';
import { signSandboxPayload } from '../../providers/payments/sandbox/sandbox-signature.js';
import { createTestApp, dbKindsWithPglite, freshIp, type TestApp } from '../../test/test-app.js';
import { customer, payOnHostedPage } from './billing.test-helpers.js';

const secret = 'test-webhook-secret-0123456789abcdef';

describe.each(dbKindsWithPglite)('billing webhooks on %s', (kind) => {
  const clock = manualClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SANDBOX_WEBHOOK_SECRET: secret }, { clock });
  });
  afterAll(() => t?.close());

  const post = (body: string, signature: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/sandbox',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json', ...(signature ? { 'sandbox-signature': signature } : {}) },
      payload: body,
    });
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
  /** A paid premium subscription; returns the customer and the sandbox subscription's last snapshot body. */
  const subscribed = async (email: string) => {
    const person = await customer(t.app, email);
    await t.db.insertInto('billing_customers').values({ user_id: person.id, trial_used_at: new Date() }).execute();
    const { url } = (await person.startCheckout('premium_monthly')).json();
    await payOnHostedPage(t.app, url, '4242424242424242');
    const sub = await t.db.selectFrom('sandbox_subscriptions').selectAll().where('customer_ref', '=', person.id).executeTakeFirstOrThrow();
    return { person, sub };
  };
  const snapshotEvent = (
    id: string,
    created: Date,
    sub: { id: string; customer_ref: string; price_id: string; current_period_start: Date; current_period_end: Date },
    changes: Record<string, unknown>,
  ) =>
    JSON.stringify({
      id,
      type: 'subscription.updated',
      created: created.toISOString(),
      data: {
        id: sub.id,
        customer_ref: sub.customer_ref,
        client_reference: null,
        price_id: sub.price_id,
        status: 'active',
        current_period_start: new Date(sub.current_period_start).toISOString(),
        current_period_end: new Date(sub.current_period_end).toISOString(),
        trial_end: null,
        cancel_at_period_end: false,
        ...changes,
      },
    });

  it('refuses a bad, missing, stale or other-body signature with 400 and changes nothing', async () => {
    const { sub } = await subscribed('sig@example.org');
    const before = await counts();
    const body = snapshotEvent('evt_sig_1', new Date(Date.now() + 60_000), sub, { status: 'canceled' });
    const wrongSecret = signSandboxPayload('another-secret-that-is-long-enough-000', body);
    for (const signature of [
      undefined,
      't=1,v1=zz',
      wrongSecret,
      signSandboxPayload(secret, body, Date.now() - 10 * 60_000),
      signSandboxPayload(secret, body.replace('canceled', 'active')),
    ]) {
      const res = await post(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BILLING_BAD_SIGNATURE');
    }
    expect(await counts()).toEqual(before);
    const row = await t.db
      .selectFrom('billing_subscriptions')
      .select('status')
      .where('provider_subscription_id', '=', sub.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    const unknown = await post(body, signSandboxPayload(secret, body));
    expect(unknown.statusCode).toBe(200);
  });

  it('applies a duplicated or replayed event once, even when deliveries race', async () => {
    const { person, sub } = await subscribed('dupe@example.org');
    const body = snapshotEvent('evt_dupe_1', new Date(Date.now() + 120_000), sub, { cancel_at_period_end: true });
    const results = await Promise.all(Array.from({ length: 5 }, () => post(body, signSandboxPayload(secret, body))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.map((r) => r.json().outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await t.db.selectFrom('billing_events').select('id').where('event_id', '=', 'evt_dupe_1').execute()).toHaveLength(1);
    expect((await person.overview()).subscription.cancelAtPeriodEnd).toBe(true);

    // Every event the sandbox already delivered, replayed: nothing changes.
    const before = await counts();
    const state = await person.overview();
    const delivered = await t.db.selectFrom('sandbox_events').select('body').where('delivered_at', 'is not', null).execute();
    for (const { body: old } of delivered) expect((await post(old, signSandboxPayload(secret, old))).json().outcome).toBe('duplicate');
    expect(await counts()).toEqual(before);
    expect(await person.overview()).toEqual(state);
  });

  it('resolves out-of-order events by the provider’s timestamps', async () => {
    const { person, sub } = await subscribed('order@example.org');
    const base = Date.now() + 300_000;
    const newer = snapshotEvent('evt_order_new', new Date(base + 2000), sub, { cancel_at_period_end: true });
    const older = snapshotEvent('evt_order_old', new Date(base + 1000), sub, { cancel_at_period_end: false, status: 'past_due' });
    expect((await post(newer, signSandboxPayload(secret, newer))).json().outcome).toBe('applied');
    expect((await post(older, signSandboxPayload(secret, older))).json().outcome).toBe('ignored');
    expect((await person.overview()).subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    // The late event is still recorded, so its replay is a duplicate too.
    expect(await t.db.selectFrom('billing_events').select('id').where('event_id', '=', 'evt_order_old').execute()).toHaveLength(1);
  });

  it('replaying a whole checkout’s events newest first changes nothing', async () => {
    const person = await customer(t.app, 'early@example.org');
    await t.db.insertInto('billing_customers').values({ user_id: person.id, trial_used_at: new Date() }).execute();
    const { url, checkoutId } = (await person.startCheckout('ultimate_annual')).json();
    await payOnHostedPage(t.app, url, '4242424242424242');
    const state = await person.overview();
    const funnel = async () =>
      (await t.db.selectFrom('analytics_events').select(['name', 'properties']).where('session_id', '=', checkoutId).execute()).length;
    const recorded = await funnel();
    const events = await t.db
      .selectFrom('sandbox_events')
      .select(['body', 'seq'])
      .where('body', 'like', `%${person.id}%`)
      .orderBy('seq', 'desc')
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(2);
    for (const { body } of events) expect((await post(body, signSandboxPayload(secret, body))).json().outcome).toBe('duplicate');
    expect(await person.overview()).toEqual(state);
    expect(await funnel()).toBe(recorded);
    expect((await person.me()).entitlements.tier).toBe('ultimate');
  });

  it('a subscription.updated before its checkout.completed still ends in the newest state', async () => {
    const person = await customer(t.app, 'reverse@example.org');
    const fake = {
      id: 'sub_sandbox_reverse',
      customer_ref: person.id,
      price_id: 'basic_monthly',
      current_period_start: new Date(),
      current_period_end: new Date(Date.now() + 30 * 86_400_000),
    };
    const later = snapshotEvent('evt_rev_2', new Date(Date.now() + 2000), fake, { cancel_at_period_end: true });
    const completed = JSON.stringify({
      id: 'evt_rev_1',
      type: 'checkout.completed',
      created: new Date(Date.now() + 1000).toISOString(),
      data: {
        session_id: 'cs_none',
        client_reference: 'none',
        customer_ref: person.id,
        subscription: JSON.parse(snapshotEvent('x', new Date(), fake, {})).data,
      },
    });
    expect((await post(later, signSandboxPayload(secret, later))).json().outcome).toBe('applied');
    expect((await post(completed, signSandboxPayload(secret, completed))).json().outcome).toBe('ignored');
    expect((await person.overview()).subscription).toMatchObject({ productId: 'basic', cancelAtPeriodEnd: true });
    expect(await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', person.id).execute()).toHaveLength(1);
  });

  it('an unknown provider is a 404', async () => {
    const res = await post('{}', 'x');
    expect(res.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/nowhere',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(other.statusCode).toBe(404);
  });
});
