import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../providers/payments/clock.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/test-app.js';
import { customer, payOnHostedPage } from './billing.test-helpers.js';

describe.each(dbKinds)('payment method update on %s', (kind) => {
  const clock = manualClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock });
  });
  afterAll(() => t?.close());

  const form = (card: string) => new URLSearchParams({ card, expiry: '12/39', cvc: '123' }).toString();
  const submit = (url: string, card: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form(card) });

  it('shows the card on file; a declined card leaves it, a good one replaces it and later renewals use it', async () => {
    const pat = await customer(t.app, 'card@example.org');
    expect((await pat.call('GET', '/api/billing/payment-method')).json()).toBeNull();
    expect((await pat.call('POST', '/api/billing/payment-method/update', { idempotencyKey: randomUUID() })).json().error.code).toBe(
      'BILLING_NO_SUBSCRIPTION',
    );
    await t.db.insertInto('billing_customers').values({ user_id: pat.id, trial_used_at: new Date() }).execute();
    const { url } = (await pat.startCheckout('basic_monthly')).json();
    await payOnHostedPage(t.app, url, '4000000000000341'); // succeeds now, declines renewals
    expect((await pat.call('GET', '/api/billing/payment-method')).json()).toEqual({ brand: 'visa', last4: '0341' });

    const started = await pat.call('POST', '/api/billing/payment-method/update', { idempotencyKey: randomUUID() });
    expect(started.statusCode).toBe(201);
    const updateUrl = started.json().url as string;
    expect(updateUrl).toMatch(/^\/sandbox-pay\/update\/seti_sandbox_/);
    const page = await t.app.inject({ method: 'GET', url: `${updateUrl}?lang=es` });
    expect(page.body).toContain('Actualiza tu tarjeta');

    const declined = await submit(updateUrl, '4000000000000002');
    expect(declined.headers.location).toBe(`${updateUrl}?error=card_declined`);
    expect((await t.app.inject({ method: 'GET', url: declined.headers.location as string })).body).toContain(
      'Your current card is still on file',
    );
    expect((await pat.call('GET', '/api/billing/payment-method')).json().last4).toBe('0341');

    const saved = await submit(updateUrl, '4242 4242 4242 4242');
    expect(saved.headers.location).toBe('/subscription-management?card=updated');
    expect((await pat.call('GET', '/api/billing/payment-method')).json()).toEqual({ brand: 'visa', last4: '4242' });
    // The page is used up.
    expect((await submit(updateUrl, '4242424242424242')).statusCode).toBe(409);

    // The renewal is charged to the new card: it succeeds (the old card would have declined it).
    clock.advanceDays(32);
    await t.app.billing.sandbox.tick();
    const overview = await pat.overview();
    expect(overview.subscription.status).toBe('active');
    expect(overview.invoices.map((i: { status: string; reason: string }) => `${i.reason}:${i.status}`)).toEqual([
      'subscription_cycle:paid',
      'subscription_create:paid',
    ]);
  });

  it('cancel on the hosted page returns with the old card kept', async () => {
    const sam = await customer(t.app, 'card-cancel@example.org');
    await t.db.insertInto('billing_customers').values({ user_id: sam.id, trial_used_at: new Date() }).execute();
    await payOnHostedPage(t.app, (await sam.startCheckout('premium_monthly')).json().url, '4242424242424242');
    const { url } = (await sam.call('POST', '/api/billing/payment-method/update', { idempotencyKey: randomUUID() })).json();
    const back = await t.app.inject({ method: 'POST', url: `${url}/cancel` });
    expect(back.headers.location).toBe('/subscription-management?card=canceled');
    expect((await sam.call('GET', '/api/billing/payment-method')).json().last4).toBe('4242');
  });
});
