import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';
import { customer, payOnHostedPage } from './billing.test-helpers.js';

const card = '4242424242424242';

/** Issue 28: a guest has no account, so their receipt cannot send them to /subscription-management. */
describe.each(dbKinds)('a guest’s receipt on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());
  const receiptTo = (email: string) =>
    t.db
      .selectFrom('outbox_messages')
      .select(['subject', 'body'])
      .where('recipient', '=', email)
      .where('subject', 'like', '%receipt%')
      .executeTakeFirstOrThrow();

  it('points a guest to the claim link and sign-up, and a customer to their invoices', async () => {
    const { url } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/billing/guest-checkout',
        remoteAddress: freshIp(),
        headers: { origin: testOrigin },
        payload: { priceId: 'basic_monthly', email: 'guest-receipt@example.org', idempotencyKey: randomUUID() },
      })
    ).json();
    await payOnHostedPage(t.app, url, card);
    const guest = await receiptTo('guest-receipt@example.org');
    expect(guest.body).not.toContain('/subscription-management');
    expect(guest.body).toContain('open the link in the other email we sent you');
    expect(guest.body).toMatch(/\/signup$/m);

    const pat = await customer(t.app, 'account-receipt@example.org');
    await t.db
      .insertInto('billing_customers')
      .values({ user_id: pat.id, trial_used_at: new Date() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ trial_used_at: new Date() }))
      .execute();
    await payOnHostedPage(t.app, (await pat.startCheckout('basic_monthly')).json().url, card);
    expect((await receiptTo('account-receipt@example.org')).body).toMatch(/\/subscription-management$/m);
  });
});
