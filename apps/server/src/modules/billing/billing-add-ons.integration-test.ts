import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../providers/payments/clock.js';
import { signSandboxPayload } from '../../providers/payments/sandbox/sandbox-signature.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.port.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/test-app.js';
import { AppError } from '../../plugins/app-error.js';
import { createBuildCheckoutService } from './billing-build-checkout.service.js';
import { createPeopleService } from '../accounts/people.service.js';
import { createCatalog } from './billing-catalog.js';
import { customer, payOnHostedPage } from './billing.test-helpers.js';

const day = 86_400_000;
const secret = 'test-webhook-secret-0123456789abcdef';

describe.each(dbKinds)('add-ons, one-time products and several-item checkouts on %s', (kind) => {
  // Starts now: a pass bought on the sandbox's clock runs in real time as /api/me sees it.
  const clock = manualClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SANDBOX_WEBHOOK_SECRET: secret }, { clock });
  });
  afterAll(() => t?.close());

  const build = (person: Awaited<ReturnType<typeof customer>>, body: Record<string, unknown>) =>
    person.call('POST', '/api/billing/build-checkout', { idempotencyKey: randomUUID(), ...body });
  const count = async (table: 'billing_checkouts' | 'sandbox_sessions' | 'billing_purchases' | 'billing_add_ons') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('sells no printed workbook (nothing to ship it with) and prices the add-ons annually too', async () => {
    const { products } = (await t.app.inject({ method: 'GET', url: '/api/billing/catalog' })).json();
    const ids = products.map((p: { id: string }) => p.id);
    expect(ids).not.toContain('printed_workbook');
    const uploads = products.find((p: { id: string }) => p.id === 'extra_uploads');
    expect(uploads.prices.map((p: { id: string; amountCents: number }) => [p.id, p.amountCents])).toEqual([
      ['extra_uploads_monthly', 299],
      ['extra_uploads_annual', 2990],
    ]);
    const pat = await customer(t.app, 'workbook@example.org');
    const res = await pat.startCheckout('printed_workbook_once');
    expect(res.json().error.code).toBe('BILLING_UNKNOWN_PRICE');
  });

  it('lists the configured payment methods, the default first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/methods' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ default: 'sandbox', extra: [], multipleItems: ['sandbox'] });
  });

  it('checks out a plan with an add-on and a pass in one go, and each delivers', async () => {
    const pat = await customer(t.app, 'builder@example.org');
    const before = await Promise.all([count('billing_checkouts'), count('sandbox_sessions')]);
    const items = { priceId: 'premium_monthly', extraPriceIds: ['extra_uploads_monthly', 'exam_prep_pack_once'] };
    // A tampered total is refused and nothing is created.
    const tampered = await build(pat, { ...items, shownTotalCents: 1999 });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().error.code).toBe('BILLING_PRICE_MISMATCH');
    expect(await Promise.all([count('billing_checkouts'), count('sandbox_sessions')])).toEqual(before);

    const started = await build(pat, { ...items, shownTotalCents: 1999 + 299 + 1499 });
    expect(started.statusCode).toBe(201);
    const { url, checkoutId } = started.json();
    // The hosted page lists every line and the total; no trial is offered on a build with extras.
    const page = await t.app.inject({ method: 'GET', url: `${url}?lang=en` });
    expect(page.body).toContain('Premium');
    expect(page.body).toContain('Extra worksheet uploads');
    expect(page.body).toContain('Exam prep pass');
    expect(page.body).toContain('$37.97');
    expect(page.body).not.toContain('Start free trial');

    // Nothing is granted before the provider's verified event.
    expect((await pat.me()).entitlements.quotas.worksheetUploadsPerMonth).toBe(0);
    await payOnHostedPage(t.app, url, '4242424242424242');
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({ status: 'completed', activated: true });

    const overview = await pat.overview();
    expect(overview.subscription).toMatchObject({ productId: 'premium', status: 'active' });
    expect(overview.invoices.map((i: { amountCents: number }) => i.amountCents)).toEqual([3797]);
    const me = await pat.me();
    expect(me.entitlements.tier).toBe('premium');
    expect(me.entitlements.quotas).toEqual({ questionsPerDay: null, worksheetUploadsPerMonth: 150 });
    expect(me.entitlements.features).toContain('homework_solution');
    // The worksheet module enforces the raised quota.
    expect((await pat.call('GET', '/api/worksheets/usage')).json()).toMatchObject({ limit: 150, used: 0 });

    const addOns = (await pat.call('GET', '/api/billing/add-ons')).json();
    expect(addOns.addOns).toEqual([expect.objectContaining({ productId: 'extra_uploads', bundled: true, status: 'active' })]);
    expect(addOns.passes).toHaveLength(1);
    expect(new Date(addOns.passes[0].validUntil).getTime() - new Date(addOns.passes[0].purchasedAt).getTime()).toBe(30 * day);
    expect(addOns.offers).toMatchObject({ extra_uploads: 'owned', tutor_sessions: 'eligible', exam_prep_pack: 'eligible' });
    // A bundled add-on ends with its plan: it cannot be cancelled on its own.
    expect((await pat.call('POST', '/api/billing/add-ons/extra_uploads/cancel')).json().error.code).toBe('CATALOG_BUNDLED');
    // And the plan's cycle cannot change under it.
    const change = await pat.call('POST', '/api/billing/subscription/change', { priceId: 'premium_annual', idempotencyKey: randomUUID() });
    expect(change.json().error.code).toBe('CATALOG_CYCLE_WITH_ADD_ONS');

    // Replaying every delivered event changes nothing: one purchase, one add-on.
    const purchases = await count('billing_purchases');
    const events = await t.db.selectFrom('sandbox_events').select('body').where('delivered_at', 'is not', null).execute();
    expect(events.length).toBeGreaterThanOrEqual(2);
    for (const e of events) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/billing/webhooks/sandbox',
        headers: { 'content-type': 'application/json', 'sandbox-signature': signSandboxPayload(secret, e.body) },
        payload: e.body,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await count('billing_purchases')).toBe(purchases);

    // The plan renews with its add-on: one charge for both.
    clock.advanceDays(31);
    await t.app.billing.sandbox.tick();
    const renewed = await pat.overview();
    expect(renewed.invoices.map((i: { amountCents: number }) => i.amountCents)).toEqual([1999 + 299, 3797]);
  });

  it('refuses builds one checkout cannot hold, with the reason', async () => {
    const pat = await customer(t.app, 'badbuild@example.org');
    const mismatch = await build(pat, {
      priceId: 'premium_annual',
      extraPriceIds: ['extra_uploads_monthly'],
      shownTotalCents: 19990 + 299,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toEqual({
      code: 'CATALOG_INVALID_BUILD',
      message: expect.stringContaining('cycle'),
      fields: expect.anything(),
    });
    expect(
      (await build(pat, { priceId: 'premium_monthly', extraPriceIds: ['basic_monthly'], shownTotalCents: 2998 })).json().error.code,
    ).toBe('CATALOG_INVALID_BUILD');
    expect(
      (await build(pat, { priceId: 'extra_uploads_monthly', extraPriceIds: ['exam_prep_pack_once'], shownTotalCents: 1798 })).json().error
        .code,
    ).toBe('CATALOG_INVALID_BUILD');
    expect((await build(pat, { priceId: 'premium_monthly', shownTotalCents: 1999, method: 'paypal' })).json().error.code).toBe(
      'CATALOG_UNKNOWN_METHOD',
    );
    // Ultimate includes full solutions: selling them on top would deliver nothing.
    expect(
      (await build(pat, { priceId: 'ultimate_monthly', extraPriceIds: ['tutor_sessions_monthly'], shownTotalCents: 2999 + 499 })).json()
        .error.code,
    ).toBe('CATALOG_INCLUDED');
  });

  it('sells an add-on on its own only to a plan it suits, and it ends when cancelled', async () => {
    const sam = await customer(t.app, 'addon@example.org');
    // Without a plan, an add-on that needs one is refused on either checkout route.
    expect((await sam.startCheckout('tutor_sessions_monthly', { shownAmountCents: 499 })).json().error.code).toBe('CATALOG_NEEDS_PLAN');
    expect((await build(sam, { priceId: 'tutor_sessions_monthly', shownTotalCents: 499 })).json().error.code).toBe('CATALOG_NEEDS_PLAN');

    await t.db.insertInto('billing_customers').values({ user_id: sam.id, trial_used_at: new Date() }).execute();
    await payOnHostedPage(t.app, (await sam.startCheckout('basic_monthly')).json().url, '4242424242424242');
    expect((await sam.me()).entitlements.features).not.toContain('homework_solution');

    const { url } = (await build(sam, { priceId: 'tutor_sessions_monthly', shownTotalCents: 499 })).json();
    await payOnHostedPage(t.app, url, '4242424242424242');
    expect((await sam.me()).entitlements.features).toContain('homework_solution');
    // The plan is untouched by the add-on's own subscription.
    expect((await sam.overview()).subscription).toMatchObject({ productId: 'basic' });
    expect((await build(sam, { priceId: 'tutor_sessions_monthly', shownTotalCents: 499 })).json().error.code).toBe('CATALOG_ALREADY_OWNED');

    const cancelled = await sam.call('POST', '/api/billing/add-ons/tutor_sessions/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().addOns).toEqual([
      expect.objectContaining({ productId: 'tutor_sessions', bundled: false, cancelAtPeriodEnd: true }),
    ]);
    clock.advanceDays(32);
    await t.app.billing.sandbox.tick();
    expect((await sam.call('GET', '/api/billing/add-ons')).json().addOns).toEqual([]);
    expect((await sam.me()).entitlements.features).not.toContain('homework_solution');
    expect((await sam.overview()).subscription).toMatchObject({ productId: 'basic', status: 'active' });
  });

  it('answers a clear error when the chosen provider takes one item only', async () => {
    const single = { name: 'single', createCheckout: async () => ({ sessionId: 'x', url: '/x' }) } as unknown as PaymentProvider;
    const service = createBuildCheckoutService({
      db: t.db,
      catalog: createCatalog(t.db),
      extra: new Map(),
      defaultProvider: single,
      entitlementsOf: async () => ({ tier: 'free' }),
      people: { ...createPeopleService(t.db), isChildAccount: async () => false },
    });
    const pat = await customer(t.app, 'single@example.org');
    const attempt = service.start(pat.id, {
      priceId: 'premium_monthly',
      extraPriceIds: ['extra_uploads_monthly'],
      shownTotalCents: 2298,
      idempotencyKey: randomUUID(),
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'CATALOG_SINGLE_ITEM_ONLY', messageKey: 'catalog.singleItemOnly' });
    expect(await t.db.selectFrom('billing_checkouts').select('id').where('user_id', '=', pat.id).execute()).toEqual([]);
  });
});
