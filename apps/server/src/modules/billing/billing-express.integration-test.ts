import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/test-app.js';
import { customer, payOnHostedPage } from './billing.test-helpers.js';

describe.each(dbKinds)('express checkout on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  /** A customer who paid a plan with `card`, so the provider keeps that card. */
  async function returning(email: string, card = '4242424242424242') {
    const pat = await customer(t.app, email);
    const { url } = (await pat.startCheckout('basic_monthly')).json();
    await payOnHostedPage(t.app, url, card);
    const sub = (await t.db.selectFrom('sandbox_subscriptions').select('id').where('customer_ref', '=', pat.id).executeTakeFirstOrThrow())
      .id;
    return { pat, sub };
  }
  const buy = (pat: Awaited<ReturnType<typeof customer>>, extra: Record<string, unknown> = {}) =>
    pat.call('POST', '/api/billing/express', {
      priceId: 'exam_prep_pack_once',
      shownAmountCents: 1499,
      idempotencyKey: randomUUID(),
      ...extra,
    });
  const oneTimeInvoices = async (pat: Awaited<ReturnType<typeof customer>>) =>
    (await pat.overview()).invoices
      .filter((i: { reason: string }) => i.reason === 'one_time')
      .map((i: { amountCents: number; status: string }) => [i.status, i.amountCents]);

  it('shows the saved card and the catalog amount, charges it once per click key, and the verified event records it', async () => {
    const { pat } = await returning('express-ok@example.org');
    expect((await pat.call('GET', '/api/billing/express?priceId=exam_prep_pack_once')).json()).toEqual({
      priceId: 'exam_prep_pack_once',
      productId: 'exam_prep_pack',
      amountCents: 1499,
      currency: 'usd',
      card: { brand: 'visa', last4: '4242' },
    });
    const key = randomUUID();
    const first = await buy(pat, { idempotencyKey: key });
    expect(first.statusCode).toBe(200);
    const { outcome, checkoutId } = first.json();
    expect(outcome).toBe('succeeded');
    expect((await pat.call('GET', `/api/billing/checkouts/${checkoutId}`)).json()).toMatchObject({
      status: 'completed',
      priceId: 'exam_prep_pack_once',
    });
    // The same click retried (a lost response): the same charge, not a second one.
    expect((await buy(pat, { idempotencyKey: key })).json()).toEqual({ outcome: 'succeeded', checkoutId });
    expect(await oneTimeInvoices(pat)).toEqual([['paid', 1499]]);
    // A new click is a new purchase.
    expect((await buy(pat)).json().outcome).toBe('succeeded');
    expect(await oneTimeInvoices(pat)).toEqual([
      ['paid', 1499],
      ['paid', 1499],
    ]);
  });

  it('without a saved card it says so (the page falls back to the normal checkout) and charges nothing', async () => {
    const newcomer = await customer(t.app, 'express-new@example.org');
    expect((await newcomer.call('GET', '/api/billing/express?priceId=exam_prep_pack_once')).json().card).toBeNull();
    expect((await buy(newcomer)).json()).toEqual({ outcome: 'no_saved_card', checkoutId: null });
    expect(await t.db.selectFrom('billing_checkouts').select('id').where('user_id', '=', newcomer.id).execute()).toEqual([]);
  });

  it('a declined saved card charges nothing; a card needing the bank falls back', async () => {
    const { pat, sub } = await returning('express-declined@example.org');
    await t.app.billing.sandbox.setCard(sub, '4000000000000341');
    const declined = (await buy(pat)).json();
    expect(declined.outcome).toBe('declined');
    expect((await pat.call('GET', `/api/billing/checkouts/${declined.checkoutId}`)).json()).toMatchObject({
      status: 'failed',
      failure: 'card_declined',
    });
    expect(await oneTimeInvoices(pat)).toEqual([]);

    const other = await returning('express-3ds@example.org');
    await t.db.updateTable('sandbox_subscriptions').set({ card_last4: '3155' }).where('id', '=', other.sub).execute();
    const action = (await buy(other.pat)).json();
    expect(action.outcome).toBe('requires_action');
    expect(await oneTimeInvoices(other.pat)).toEqual([]);
  });

  it('refuses a tampered amount, plans and unknown prices', async () => {
    const { pat } = await returning('express-tamper@example.org');
    expect((await buy(pat, { shownAmountCents: 1 })).json().error.code).toBe('BILLING_PRICE_MISMATCH');
    expect((await buy(pat, { priceId: 'premium_monthly', shownAmountCents: 1999 })).json().error.code).toBe(
      'BILLING_EXPRESS_ONE_TIME_ONLY',
    );
    expect((await buy(pat, { priceId: 'nope_once' })).json().error.code).toBe('BILLING_UNKNOWN_PRICE');
    expect(await oneTimeInvoices(pat)).toEqual([]);
  });
});
