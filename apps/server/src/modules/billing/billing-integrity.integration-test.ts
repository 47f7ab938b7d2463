import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../providers/payments/clock.js';
import { createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';
import { customer, payOnHostedPage } from './billing.test-helpers.js';

const password = 'violet-harbour-kettle-42';
const year = new Date().getUTCFullYear();
const card = '4242424242424242';

/** Billing integrity, part 1: the tester's reproductions, each through the sandbox provider. */
describe.each(dbKinds)('billing integrity on %s', (kind) => {
  const clock = manualClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock });
  });
  afterAll(() => t?.close());

  const liveSubscriptions = (userId: string) =>
    t.db
      .selectFrom('billing_subscriptions')
      .select(['id', 'price_id'])
      .where('user_id', '=', userId)
      .where('status', '!=', 'canceled')
      .execute();
  const sandboxSubscriptionsOf = (customerRef: string) =>
    t.db
      .selectFrom('sandbox_subscriptions')
      .select(['status', 'cancel_at_period_end', 'price_id'])
      .where('customer_ref', '=', customerRef)
      .execute();

  it('1. two tabs paying two plans at once end with one subscription and a clear message', async () => {
    const pat = await customer(t.app, 'two-tabs@example.org');
    const [premium, ultimate] = await Promise.all([pat.startCheckout('premium_monthly'), pat.startCheckout('ultimate_monthly')]);
    const statuses = [premium.statusCode, ultimate.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = premium.statusCode === 409 ? premium : ultimate;
    expect(refused.json().error).toEqual({ code: 'BILLING_CHECKOUT_OPEN', message: expect.stringContaining('Manage Subscription') });
    const opened = premium.statusCode === 201 ? premium : ultimate;
    // The other tab, clicking again later, is still refused while the first checkout is open.
    expect((await pat.startCheckout(premium.statusCode === 201 ? 'ultimate_monthly' : 'premium_monthly')).json().error.code).toBe(
      'BILLING_CHECKOUT_OPEN',
    );
    await payOnHostedPage(t.app, opened.json().url, card);
    expect(await liveSubscriptions(pat.id)).toHaveLength(1);
    // Once a plan is held, another plan is a plan change, not a second subscription.
    expect((await pat.startCheckout('basic_monthly')).json().error.code).toBe('BILLING_ALREADY_SUBSCRIBED');
    expect(await sandboxSubscriptionsOf(pat.id)).toHaveLength(1);
  });

  it('1. a checkout cancelled on its payment page frees the way for another plan', async () => {
    const pat = await customer(t.app, 'changed-mind@example.org');
    const first = (await pat.startCheckout('premium_monthly')).json();
    await t.app.inject({ method: 'POST', url: `${first.url}/cancel` });
    const second = await pat.startCheckout('ultimate_monthly');
    expect(second.statusCode).toBe(201);
  });

  /** A guest pays for a plan with 4242; returns the claim token mailed to them. */
  async function buyAsGuest(email: string, priceId: string) {
    const { url } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/billing/guest-checkout',
        remoteAddress: freshIp(),
        headers: { origin: testOrigin },
        payload: { priceId, email, idempotencyKey: randomUUID() },
      })
    ).json();
    await payOnHostedPage(t.app, url, card);
    // The newest email with a claim link (a guest payment also sends a receipt).
    const mail = await t.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', email)
      .where('body', 'like', '%/claim?token=%')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return /\/claim\?token=([\w-]+)/.exec(mail.body)![1]!;
  }

  it('2. a guest purchase claimed by an account that has a plan is refused and stays held; two claims at once add one plan', async () => {
    const pat = await customer(t.app, 'claims-with-plan@example.org');
    await payOnHostedPage(t.app, (await pat.startCheckout('basic_monthly')).json().url, card);
    const token = await buyAsGuest('claims-with-plan@example.org', 'premium_monthly');
    const refused = await pat.call('POST', `/api/billing/claims/${token}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'BILLING_CLAIM_PLAN_HELD', message: expect.stringContaining('one plan at a time') });
    expect(await liveSubscriptions(pat.id)).toEqual([expect.objectContaining({ price_id: 'basic_monthly' })]);
    expect((await t.app.inject({ method: 'GET', url: `/api/billing/claims/${token}` })).json().state).toBe('open');

    const sam = await customer(t.app, 'two-claims@example.org');
    const [first, second] = [
      await buyAsGuest('two-claims@example.org', 'premium_monthly'),
      await buyAsGuest('two-claims@example.org', 'ultimate_monthly'),
    ];
    const results = await Promise.all([
      sam.call('POST', `/api/billing/claims/${first}`),
      sam.call('POST', `/api/billing/claims/${second}`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await liveSubscriptions(sam.id)).toHaveLength(1);
  });

  it('3. deleting an account stops what it pays for at the provider, and a new account with that email gets no second trial', async () => {
    const email = 'leaving@example.org';
    const pat = await customer(t.app, email);
    await payOnHostedPage(t.app, (await pat.startCheckout('premium_monthly')).json().url, card);
    expect((await pat.overview()).subscription).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false });
    const deleted = await pat.call('POST', '/api/account/delete', { currentPassword: password, confirmation: 'DELETE' });
    expect(deleted.statusCode).toBe(200);
    expect(await sandboxSubscriptionsOf(pat.id)).toEqual([expect.objectContaining({ cancel_at_period_end: true })]);
    // Past the trial's end nothing renews and nothing is charged.
    clock.advanceDays(40);
    await t.app.billing.sandbox.tick();
    expect(await sandboxSubscriptionsOf(pat.id)).toEqual([expect.objectContaining({ status: 'canceled' })]);

    const again = await customer(t.app, ` ${email.replace('leaving', 'Leaving+again')}`.trim());
    const checkout = (await again.startCheckout('premium_monthly')).json();
    expect(
      (await t.db.selectFrom('billing_checkouts').select('trial_days').where('id', '=', checkout.checkoutId).executeTakeFirstOrThrow())
        .trial_days,
    ).toBe(0);
    // The address itself is not kept: only a keyed hash.
    const marks = await t.db.selectFrom('billing_trial_marks').select('key_hash').execute();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((m) => !m.key_hash.includes('leaving'))).toBe(true);
  });

  it('4. two parallel express charges of one purchase key charge once', async () => {
    const pat = await customer(t.app, 'double-click@example.org');
    await payOnHostedPage(t.app, (await pat.startCheckout('basic_monthly')).json().url, card);
    const body = { priceId: 'exam_prep_pack_once', shownAmountCents: 1499, idempotencyKey: randomUUID() };
    const [a, b] = await Promise.all([pat.call('POST', '/api/billing/express', body), pat.call('POST', '/api/billing/express', body)]);
    expect(a.json()).toEqual(b.json());
    const oneTime = (await pat.overview()).invoices.filter((i: { reason: string }) => i.reason === 'one_time');
    expect(oneTime).toHaveLength(1);
  });

  it('5. cancelling the plan ends a separately bought add-on that needs it', async () => {
    const sam = await customer(t.app, 'addon-with-plan@example.org');
    await payOnHostedPage(t.app, (await sam.startCheckout('basic_monthly')).json().url, card);
    const { url } = (
      await sam.call('POST', '/api/billing/build-checkout', {
        priceId: 'tutor_sessions_monthly',
        shownTotalCents: 499,
        idempotencyKey: randomUUID(),
      })
    ).json();
    await payOnHostedPage(t.app, url, card);
    expect((await sam.call('GET', '/api/billing/add-ons')).json().addOns).toEqual([
      expect.objectContaining({ productId: 'tutor_sessions', cancelAtPeriodEnd: false }),
    ]);
    expect((await sam.call('POST', '/api/billing/subscription/cancel')).statusCode).toBe(200);
    expect((await sam.call('GET', '/api/billing/add-ons')).json().addOns).toEqual([
      expect.objectContaining({ productId: 'tutor_sessions', cancelAtPeriodEnd: true }),
    ]);
    expect((await sandboxSubscriptionsOf(sam.id)).every((s) => s.cancel_at_period_end)).toBe(true);
  });

  it('a $0 trial’s card confirmation states $0 today and the first charge; its status says it is a trial', async () => {
    const pat = await customer(t.app, 'trial-3ds@example.org');
    const { url, checkoutId } = (await pat.startCheckout('basic_monthly')).json();
    const challenge = await payOnHostedPage(t.app, url, '4000002500003155');
    const page = (await t.app.inject({ method: 'GET', url: challenge.location })).body;
    expect(page).toContain('You pay $0.00 today; the first payment of $9.99 is on');
    expect(page).not.toContain('confirm a payment of $9.99');
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ trialDays: 7 });
  });

  it('6. joining a family plan asks to end the member’s own plan, then ends it (and its add-ons) at period end', async () => {
    const owner = await customer(t.app, 'family-owner@example.org');
    await t.db
      .insertInto('subscriptions')
      .values({
        user_id: owner.id,
        status: 'active',
        plan_type: 'family',
        current_period_end: new Date(clock.now().getTime() + 30 * 86_400_000),
      })
      .execute();
    const member = await customer(t.app, 'family-member@example.org');
    await payOnHostedPage(t.app, (await member.startCheckout('basic_monthly')).json().url, card);
    await payOnHostedPage(
      t.app,
      (
        await member.call('POST', '/api/billing/build-checkout', {
          priceId: 'tutor_sessions_monthly',
          shownTotalCents: 499,
          idempotencyKey: randomUUID(),
        })
      ).json().url,
      card,
    );
    await owner.call('POST', '/api/family/members', { email: 'family-member@example.org' });
    const mail = await t.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', 'family-member@example.org')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const token = /\/family\/accept\?token=([\w-]+)/.exec(mail.body)![1]!;

    const refused = await member.call('POST', `/api/family/invitations/${token}/accept`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'FAMILY_OWN_PLAN_RENEWS',
      message: expect.stringContaining('add-ons that need a plan end with it'),
    });
    expect(await sandboxSubscriptionsOf(member.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ cancel_at_period_end: false })]),
    );

    expect((await member.call('POST', `/api/family/invitations/${token}/accept`, { endOwnPlan: true })).statusCode).toBe(200);
    expect((await sandboxSubscriptionsOf(member.id)).map((s) => s.cancel_at_period_end)).toEqual([true, true]);
    expect((await member.me()).entitlements.tier).not.toBe('free');
  });

  it('8. a child account is refused checkout, express checkout, add-ons and donations with a translated 403, and nothing is created', async () => {
    const parent = await customer(t.app, 'parent-of-kid@example.org');
    const kid = await customer(t.app, 'kid-billing@example.org');
    await t.db
      .insertInto('child_accounts')
      .values({
        user_id: kid.id,
        status: 'active',
        birth_year_month: `${year - 10}-03`,
        parent_email: 'parent-of-kid@example.org',
        parent_user_id: parent.id,
        consent_expires_at: new Date(),
        approved_at: new Date(),
      })
      .execute();
    const attempts = [
      kid.call('POST', '/api/billing/checkout', { priceId: 'premium_monthly', idempotencyKey: randomUUID() }),
      kid.call('POST', '/api/billing/build-checkout', { priceId: 'premium_monthly', shownTotalCents: 1999, idempotencyKey: randomUUID() }),
      kid.call('POST', '/api/billing/express', { priceId: 'exam_prep_pack_once', shownAmountCents: 1499, idempotencyKey: randomUUID() }),
      kid.call('POST', '/api/donations', { amountCents: 500, interval: 'once', idempotencyKey: randomUUID() }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('BILLING_CHILD_CANNOT_PAY');
    }
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie: kid.cookie, 'accept-language': 'es' },
      payload: { priceId: 'basic_monthly', idempotencyKey: randomUUID() },
    });
    expect(spanish.json().error.message).toContain('Pídeles');
    expect(await t.db.selectFrom('billing_checkouts').select('id').where('user_id', '=', kid.id).execute()).toEqual([]);
  });
});
