import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../test/fake-stripe-server.js';
import { dbKinds, freshIp, type TestApp } from '../../test/test-app.js';
import { customer, startStripeTestApp } from './billing.test-helpers.js';

type Person = Awaited<ReturnType<typeof customer>>;

describe.each(dbKinds)('express checkout with Stripe through a local fake Stripe on %s', (kind) => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    ({ fake, t } = await startStripeTestApp(kind));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const deliver = async (event: unknown) => {
    const { payload, header } = fake.signed(event);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json().outcome as string;
  };
  /** A customer who paid a plan on Stripe Checkout: Stripe keeps their card (4242) on our customer. */
  async function returning(email: string) {
    const person = await customer(t.app, email);
    await t.db.insertInto('billing_customers').values({ user_id: person.id, trial_used_at: new Date() }).execute();
    const { checkoutId } = (await person.startCheckout('premium_monthly')).json();
    const row = await t.db
      .selectFrom('billing_checkouts')
      .select('provider_session_id')
      .where('id', '=', checkoutId)
      .executeTakeFirstOrThrow();
    for (const event of fake.completeCheckout(row.provider_session_id!).events) await deliver(event);
    const stripeCustomer = [...fake.customers.values()].find((c) => c.metadata.customer_ref === person.id)!;
    return { person, stripeCustomer: stripeCustomer.id };
  }
  const buy = (person: Person, extra: Record<string, unknown> = {}) =>
    person.call('POST', '/api/billing/express', {
      priceId: 'exam_prep_pack_once',
      shownAmountCents: 1499,
      idempotencyKey: randomUUID(),
      ...extra,
    });
  const intentOf = async (checkoutId: string) =>
    (await t.db.selectFrom('billing_checkouts').select('provider_session_id').where('id', '=', checkoutId).executeTakeFirstOrThrow())
      .provider_session_id!;
  const purchases = async (person: Person) =>
    (await t.db.selectFrom('billing_purchases').select(['product_id', 'amount_cents']).where('user_id', '=', person.id).execute()).map(
      (p) => [p.product_id, p.amount_cents],
    );
  const oneTimeInvoices = async (person: Person) =>
    (await person.overview()).invoices
      .filter((i: { reason: string }) => i.reason === 'one_time')
      .map((i: { amountCents: number; status: string }) => [i.status, i.amountCents]);
  const status = async (person: Person, checkoutId: string) => (await person.call('GET', `/api/billing/checkouts/${checkoutId}`)).json();

  it('shows the card Stripe kept for a returning customer, and none for a newcomer', async () => {
    const { person } = await returning('stripe-express-card@example.org');
    expect((await person.call('GET', '/api/billing/express?priceId=exam_prep_pack_once')).json()).toEqual({
      priceId: 'exam_prep_pack_once',
      productId: 'exam_prep_pack',
      amountCents: 1499,
      currency: 'usd',
      card: { brand: 'visa', last4: '4242' },
    });
    const newcomer = await customer(t.app, 'stripe-express-new@example.org');
    expect((await newcomer.call('GET', '/api/billing/express?priceId=exam_prep_pack_once')).json().card).toBeNull();
    const before = fake.intents.size;
    expect((await buy(newcomer)).json()).toEqual({ outcome: 'no_saved_card', checkoutId: null });
    expect(fake.intents.size).toBe(before);
  });

  it('charges the saved card off-session once per click key, and grants only after the signed webhook', async () => {
    const { person, stripeCustomer } = await returning('stripe-express-ok@example.org');
    const key = randomUUID();
    const first = await buy(person, { idempotencyKey: key });
    expect(first.statusCode).toBe(200);
    const { outcome, checkoutId } = first.json();
    expect(outcome).toBe('succeeded');
    const intentId = await intentOf(checkoutId);
    expect(intentId).toMatch(/^pi_/);

    const create = fake.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(create.at(-1)).toMatchObject({
      idempotencyKey: `express:${checkoutId}:create`,
      body: {
        customer: stripeCustomer,
        payment_method: expect.stringMatching(/^pm_/),
        amount: '1499',
        currency: 'usd',
        'metadata[checkout_ref]': checkoutId,
        'metadata[customer_ref]': person.id,
        'metadata[price_id]': 'exam_prep_pack_once',
        'metadata[flow]': 'express',
      },
    });
    // Created unconfirmed, so our checkout knew the intent before the charge was attempted.
    expect(create.at(-1)!.body.confirm).toBeUndefined();
    expect(
      fake.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/confirm`).map((r) => [r.idempotencyKey, r.body.off_session]),
    ).toEqual([[`express:${checkoutId}:confirm`, 'true']]);

    // Stripe said yes, but nothing is granted until its verified event arrives.
    expect(await status(person, checkoutId)).toMatchObject({ status: 'open' });
    expect(await purchases(person)).toEqual([]);

    // The same click retried (a lost response): the same intent, one charge.
    const intentsBefore = fake.intents.size;
    expect((await buy(person, { idempotencyKey: key })).json()).toEqual({ outcome: 'succeeded', checkoutId });
    expect(fake.intents.size).toBe(intentsBefore);
    expect(fake.intents.get(intentId)!.amount_received).toBe(1499);

    const paid = fake.intentEvent(intentId);
    expect(paid.type).toBe('payment_intent.succeeded');
    expect(await deliver(paid)).toBe('applied');
    expect(await deliver(paid)).toBe('duplicate');
    expect(await status(person, checkoutId)).toMatchObject({ status: 'completed', priceId: 'exam_prep_pack_once' });
    expect(await purchases(person)).toEqual([['exam_prep_pack', 1499]]);
    expect(await oneTimeInvoices(person)).toEqual([['paid', 1499]]);

    // A new click is a new purchase.
    const second = (await buy(person)).json();
    expect(second.outcome).toBe('succeeded');
    expect(await intentOf(second.checkoutId)).not.toBe(intentId);
  });

  it('a card needing the bank answers requires_action (fallback); declined cards grant nothing', async () => {
    const { person, stripeCustomer } = await returning('stripe-express-3ds@example.org');
    fake.saveCard(stripeCustomer, '3155');
    expect((await person.call('GET', '/api/billing/express?priceId=exam_prep_pack_once')).json().card).toEqual({
      brand: 'visa',
      last4: '3155',
    });
    const action = (await buy(person)).json();
    expect(action.outcome).toBe('requires_action');
    expect(await deliver(fake.intentEvent(await intentOf(action.checkoutId)))).toBe('applied');
    expect(await status(person, action.checkoutId)).toMatchObject({ status: 'failed', failure: 'authentication_failed' });

    fake.saveCard(stripeCustomer, '0341');
    const declined = (await buy(person)).json();
    expect(declined.outcome).toBe('declined');
    expect(await deliver(fake.intentEvent(await intentOf(declined.checkoutId)))).toBe('applied');
    expect(await status(person, declined.checkoutId)).toMatchObject({ status: 'failed', failure: 'card_declined' });

    fake.saveCard(stripeCustomer, '9995');
    const broke = (await buy(person)).json();
    expect(broke.outcome).toBe('declined');
    await deliver(fake.intentEvent(await intentOf(broke.checkoutId)));
    expect(await status(person, broke.checkoutId)).toMatchObject({ status: 'failed', failure: 'insufficient_funds' });

    expect(await purchases(person)).toEqual([]);
    expect(await oneTimeInvoices(person)).toEqual([]);
  });
});
