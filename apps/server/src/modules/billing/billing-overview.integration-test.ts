import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const password = 'violet-harbour-kettle-42';

describe.each(dbKinds)('billing overview on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const person = async (email: string) => {
    const { id } = await t.app.accounts.createAccount({ email, name: 'Overview', password, accessType: 'student' });
    return { id, cookie: await signInCookie(t.app, email, password) };
  };
  const overviewOf = async (cookie: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      remoteAddress: freshIp(),
      headers: { cookie, origin: testOrigin },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('shows the newest live subscription, trial use and invoices newest first with exact times, and nobody else’s', async () => {
    const { id, cookie } = await person('overview@billing.example');
    const other = await person('other@billing.example');
    expect(await overviewOf(cookie)).toEqual({ subscription: null, trialEligible: true, invoices: [] });

    const at = (iso: string) => new Date(iso);
    const subscription = (userId: string, status: 'trialing' | 'canceled', createdAt: string, ref: string) => ({
      user_id: userId,
      provider: 'fake',
      provider_subscription_id: ref,
      price_id: 'premium_annual',
      status,
      current_period_start: at('2026-11-01T00:00:00.000Z'),
      current_period_end: at('2027-11-01T00:00:00.250Z'),
      trial_end: at('2026-11-15T12:30:45.678Z'),
      cancel_at_period_end: true,
      state_at: at(createdAt),
      created_at: at(createdAt),
    });
    const [live] = await t.db
      .insertInto('billing_subscriptions')
      .values([
        subscription(id, 'trialing', '2026-11-01T00:00:00.000Z', 'sub_live'),
        subscription(id, 'canceled', '2026-11-02T00:00:00.000Z', 'sub_old'),
        subscription(other.id, 'trialing', '2026-11-03T00:00:00.000Z', 'sub_other'),
      ])
      .returning('id')
      .execute();
    const invoice = (userId: string, number: string, createdAt: string, status: 'paid' | 'failed') => ({
      user_id: userId,
      provider: 'fake',
      provider_invoice_id: `in_${number}`,
      number,
      price_id: 'premium_annual',
      reason: 'subscription_cycle' as const,
      status,
      amount_cents: 19990,
      currency: 'usd',
      state_at: at(createdAt),
      created_at: at(createdAt),
    });
    await t.db
      .insertInto('billing_invoices')
      .values([
        invoice(id, 'A-1', '2026-11-01T00:00:00.001Z', 'paid'),
        invoice(id, 'A-3', '2026-11-20T08:00:00.999Z', 'failed'),
        invoice(id, 'A-2', '2026-11-10T00:00:00.000Z', 'paid'),
        invoice(other.id, 'B-1', '2026-11-21T00:00:00.000Z', 'paid'),
      ])
      .execute();
    const invoiceIds = Object.fromEntries(
      (await t.db.selectFrom('billing_invoices').select(['id', 'number']).where('user_id', '=', id).execute()).map((r) => [r.number, r.id]),
    );

    const overview = await overviewOf(cookie);
    expect(overview).toEqual({
      subscription: {
        id: live!.id,
        productId: 'premium',
        tier: 'premium',
        priceId: 'premium_annual',
        interval: 'annual',
        amountCents: expect.any(Number),
        currency: expect.any(String),
        status: 'trialing',
        currentPeriodEnd: '2027-11-01T00:00:00.250Z',
        trialEnd: '2026-11-15T12:30:45.678Z',
        cancelAtPeriodEnd: true,
        provider: 'fake',
        prepaid: false,
      },
      trialEligible: false,
      invoices: [
        {
          id: invoiceIds['A-3'],
          number: 'A-3',
          status: 'failed',
          amountCents: 19990,
          currency: 'usd',
          priceId: 'premium_annual',
          reason: 'subscription_cycle',
          createdAt: '2026-11-20T08:00:00.999Z',
        },
        {
          id: invoiceIds['A-2'],
          number: 'A-2',
          status: 'paid',
          amountCents: 19990,
          currency: 'usd',
          priceId: 'premium_annual',
          reason: 'subscription_cycle',
          createdAt: '2026-11-10T00:00:00.000Z',
        },
        {
          id: invoiceIds['A-1'],
          number: 'A-1',
          status: 'paid',
          amountCents: 19990,
          currency: 'usd',
          priceId: 'premium_annual',
          reason: 'subscription_cycle',
          createdAt: '2026-11-01T00:00:00.001Z',
        },
      ],
    });
    const price = await t.db
      .selectFrom('billing_prices')
      .select(['amount_cents', 'currency'])
      .where('id', '=', 'premium_annual')
      .executeTakeFirstOrThrow();
    expect([overview.subscription.amountCents, overview.subscription.currency]).toEqual([price.amount_cents, price.currency]);

    // A trial taken without a subscription row also counts as used.
    const fresh = await person('trial@billing.example');
    await t.db.insertInto('billing_customers').values({ user_id: fresh.id, trial_used_at: new Date() }).execute();
    expect((await overviewOf(fresh.cookie)).trialEligible).toBe(false);
  });
});
