import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/test-app.js';
import { customer, payOnHostedPage } from './billing.test-helpers.js';

const card = '4242424242424242';

/** Issue 28, every charge once: a purchase's key sent twice (a double click, a retried request) makes one checkout or charge. */
describe.each(dbKinds)('one purchase key, one charge on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());
  const checkoutsOf = (userId: string) =>
    t.db.selectFrom('billing_checkouts').select(['id', 'price_id']).where('user_id', '=', userId).execute();

  it('plan checkout: the same key twice at once opens one checkout and answers both with it', async () => {
    const pat = await customer(t.app, 'keys-checkout@example.org');
    const idempotencyKey = randomUUID();
    const [a, b] = await Promise.all(
      [0, 1].map(() => pat.call('POST', '/api/billing/checkout', { priceId: 'premium_monthly', idempotencyKey })),
    );
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    expect(a!.json().url).toBe(b!.json().url);
    expect(await checkoutsOf(pat.id)).toHaveLength(1);
  });

  it('an add-on bought on top of a plan: the same key twice at once opens one checkout', async () => {
    const pat = await customer(t.app, 'keys-addon@example.org');
    await payOnHostedPage(t.app, (await pat.startCheckout('basic_monthly')).json().url, card);
    const addOn = await t.db
      .selectFrom('billing_prices as p')
      .innerJoin('billing_products as r', 'r.id', 'p.product_id')
      .select(['p.id', 'p.amount_cents'])
      .where('r.kind', '=', 'add_on')
      .where('p.interval', '=', 'monthly')
      .where('p.active', '=', true)
      .executeTakeFirstOrThrow();
    const idempotencyKey = randomUUID();
    const body = { priceId: addOn.id, shownTotalCents: addOn.amount_cents, idempotencyKey };
    const answers = await Promise.all([0, 1].map(() => pat.call('POST', '/api/billing/build-checkout', body)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().url).toBe(answers[1]!.json().url);
    expect((await checkoutsOf(pat.id)).filter((c) => c.price_id === addOn.id)).toHaveLength(1);
  });

  it('a donation: the same key twice at once opens one checkout', async () => {
    const pat = await customer(t.app, 'keys-donation@example.org');
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(
      [0, 1].map(() => pat.call('POST', '/api/donations', { amountCents: 1500, interval: 'once', idempotencyKey })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().url).toBe(answers[1]!.json().url);
  });

  it('a plan change sent again with its key answers as the first did instead of refusing it as the same plan', async () => {
    const pat = await customer(t.app, 'keys-change@example.org');
    await payOnHostedPage(t.app, (await pat.startCheckout('basic_monthly')).json().url, card);
    const idempotencyKey = randomUUID();
    const first = await pat.call('POST', '/api/billing/subscription/change', { priceId: 'premium_monthly', idempotencyKey });
    expect(first.statusCode).toBe(200);
    const again = await pat.call('POST', '/api/billing/subscription/change', { priceId: 'premium_monthly', idempotencyKey });
    expect(again.statusCode).toBe(200);
  });
});
