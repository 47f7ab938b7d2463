import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../test/fake-stripe-server.js';
import { dbKinds, freshIp, type TestApp } from '../../test/test-app.js';
import { customer, startStripeTestApp } from './billing.test-helpers.js';

describe.each(dbKinds)('a plan built with add-ons on Stripe (local fake) on %s', (kind) => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    ({ fake, t } = await startStripeTestApp(kind));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('sends every line to Checkout, and the verified events grant the add-on and the pass', async () => {
    const pat = await customer(t.app, 'stripe-build@example.org');
    const methods = (await t.app.inject({ method: 'GET', url: '/api/billing/methods' })).json();
    expect(methods).toEqual({ default: 'stripe', extra: [], multipleItems: ['stripe'] });
    const res = await pat.call('POST', '/api/billing/build-checkout', {
      priceId: 'premium_annual',
      extraPriceIds: ['extra_uploads_annual', 'exam_prep_pack_once'],
      shownTotalCents: 19990 + 2990 + 1499,
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode).toBe(201);
    const { checkoutId } = res.json();
    const body = fake.requests.find((r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === checkoutId)!.body;
    expect(body).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '19990',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[1][price_data][unit_amount]': '2990',
      'line_items[1][price_data][product]': 'brainboost_extra_uploads',
      'line_items[1][price_data][recurring][interval]': 'year',
      'line_items[2][price_data][unit_amount]': '1499',
      'line_items[2][price_data][product]': 'brainboost_exam_prep_pack',
      'subscription_data[metadata][price_id]': 'premium_annual',
    });
    // A one-time line carries no recurrence, and a build with extras has no trial.
    expect(Object.keys(body).some((k) => k.startsWith('line_items[2][price_data][recurring]'))).toBe(false);
    expect(body['subscription_data[trial_period_days]']).toBeUndefined();

    const session = (
      await t.db.selectFrom('billing_checkouts').select('provider_session_id').where('id', '=', checkoutId).executeTakeFirstOrThrow()
    ).provider_session_id!;
    for (const event of fake.completeCheckout(session).events) {
      const { payload, header } = fake.signed(event);
      const delivered = await t.app.inject({
        method: 'POST',
        url: '/api/billing/webhooks/stripe',
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload,
      });
      expect(delivered.statusCode).toBe(200);
    }
    const me = await pat.me();
    expect(me.entitlements.tier).toBe('premium');
    expect(me.entitlements.quotas.worksheetUploadsPerMonth).toBe(150);
    expect(me.entitlements.features).toContain('homework_solution');
    const addOns = (await pat.call('GET', '/api/billing/add-ons')).json();
    expect(addOns.addOns).toEqual([
      expect.objectContaining({ productId: 'extra_uploads', priceId: 'extra_uploads_annual', bundled: true, status: 'active' }),
    ]);
    expect(addOns.passes).toEqual([expect.objectContaining({ productId: 'exam_prep_pack' })]);
  });
});
