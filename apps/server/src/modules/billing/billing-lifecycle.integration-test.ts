import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../providers/payments/clock.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/test-app.js';
import { customer, payOnHostedPage } from './billing.test-helpers.js';

const day = 86_400_000;

describe.each(dbKinds)('sandbox subscription lifecycle on %s', (kind) => {
  // The clock starts in the past so that, once advanced, /api/me (real time) sees the same state.
  const clock = manualClock(new Date(Date.now() - 200 * day));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock });
  });
  afterAll(() => t?.close());

  it('trial → paid → renewal → failed renewal → retry → cancel at period end → expiry to free', async () => {
    const pat = await customer(t.app, 'lifecycle@example.org');
    expect((await pat.overview()).trialEligible).toBe(true);

    const started = await pat.startCheckout('premium_monthly', { shownAmountCents: 1999 });
    expect(started.statusCode).toBe(201);
    const { checkoutId, url } = started.json();
    expect(url).toMatch(/^\/sandbox-pay\/cs_sandbox_/);
    // The success page alone grants nothing: no verified event yet.
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ status: 'open', activated: false });
    expect((await pat.me()).entitlements.tier).toBe('free');

    const paid = await payOnHostedPage(t.app, url, '4242 4242 4242 4242');
    expect(paid).toEqual({ status: 303, location: `/payment-processing?checkout=${checkoutId}` });
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ status: 'completed', activated: true });
    let overview = await pat.overview();
    expect(overview.subscription).toMatchObject({
      productId: 'premium',
      tier: 'premium',
      status: 'trialing',
      amountCents: 1999,
      cancelAtPeriodEnd: false,
    });
    expect(overview.trialEligible).toBe(false);
    expect(overview.invoices).toEqual([]);
    const trialEnd = new Date(overview.subscription.trialEnd).getTime();
    expect(Math.round((trialEnd - clock.now().getTime()) / day)).toBe(7);
    let row = await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', pat.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'trialing', plan_type: 'premium', billing_cycle: 'monthly' });

    // Trial ends: the first charge goes through.
    clock.advanceDays(7);
    await t.app.billing.sandbox.tick();
    overview = await pat.overview();
    expect(overview.subscription.status).toBe('active');
    expect(overview.invoices.map((i: { status: string; amountCents: number }) => [i.status, i.amountCents])).toEqual([['paid', 1999]]);

    // Next renewal fails (this card declines later charges): access kept while retries run.
    const sub = (await t.db.selectFrom('sandbox_subscriptions').select('id').where('customer_ref', '=', pat.id).executeTakeFirstOrThrow())
      .id;
    await t.app.billing.sandbox.setCard(sub, '4000000000000341');
    clock.advanceDays(31);
    await t.app.billing.sandbox.tick();
    overview = await pat.overview();
    expect(overview.subscription.status).toBe('past_due');
    expect(overview.invoices[0]).toMatchObject({ status: 'failed', amountCents: 1999 });
    row = await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', pat.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');

    // The card is updated; the retry three days later pays the same invoice.
    await t.app.billing.sandbox.setCard(sub, '4242424242424242');
    clock.advanceDays(3);
    await t.app.billing.sandbox.tick();
    overview = await pat.overview();
    expect(overview.subscription.status).toBe('active');
    expect(overview.invoices.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid']);

    // Cancel at period end: still premium until then, and resumable.
    expect((await pat.call('POST', '/api/billing/subscription/cancel')).json().subscription.cancelAtPeriodEnd).toBe(true);
    expect((await pat.call('POST', '/api/billing/subscription/resume')).json().subscription.cancelAtPeriodEnd).toBe(false);
    overview = (await pat.call('POST', '/api/billing/subscription/cancel')).json();
    expect(overview.subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });

    // The period ends: no charge, back to free.
    clock.set(new Date(new Date(overview.subscription.currentPeriodEnd).getTime() + 1000));
    await t.app.billing.sandbox.tick();
    overview = await pat.overview();
    expect(overview.subscription).toBeNull();
    expect(overview.invoices).toHaveLength(2);
    row = await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', pat.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('canceled');
    const me = await pat.me();
    expect(me.entitlements.tier).toBe('free');
    expect(me.access.subscription_tier).toBe('free');

    // A trial is offered once per person.
    const again = await pat.startCheckout('basic_monthly');
    const session = await t.db
      .selectFrom('sandbox_sessions')
      .select('trial_days')
      .where('client_reference', '=', again.json().checkoutId)
      .executeTakeFirstOrThrow();
    expect(session.trial_days).toBe(0);
  });

  it('a renewal that keeps failing ends the subscription after the last retry', async () => {
    const sam = await customer(t.app, 'failing@example.org');
    await t.db.insertInto('billing_customers').values({ user_id: sam.id, trial_used_at: clock.now() }).execute();
    const { url } = (await sam.startCheckout('basic_annual')).json();
    await payOnHostedPage(t.app, url, '4000000000000341');
    let overview = await sam.overview();
    expect(overview.subscription).toMatchObject({ status: 'active', interval: 'annual', amountCents: 9990 });
    expect((await sam.me()).entitlements.tier).toBe('basic');
    clock.set(new Date(new Date(overview.subscription.currentPeriodEnd).getTime() + 30 * day));
    await t.app.billing.sandbox.tick();
    overview = await sam.overview();
    expect(overview.subscription).toBeNull();
    expect(overview.invoices.map((i: { status: string }) => i.status)).toEqual(['failed', 'paid']);
    expect((await sam.me()).entitlements.tier).toBe('free');
  });
});
