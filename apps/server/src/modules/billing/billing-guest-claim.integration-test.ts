import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../providers/payments/clock.js';
import { createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';
import { createClaimsService } from './billing-claims.service.js';
import { createPeopleService } from '../accounts/people.service.js';
import { customer, payOnHostedPage } from './billing.test-helpers.js';

const signInPassword = 'violet-harbour-kettle-42';

describe.each(dbKinds)('guest checkout and claim on %s', (kind) => {
  const clock = manualClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock });
  });
  afterAll(() => t?.close());

  const guestCheckout = (email: string, priceId = 'premium_monthly', extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/guest-checkout',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, 'accept-language': 'fr' },
      payload: { priceId, email, idempotencyKey: randomUUID(), ...extra },
    });
  // A guest payment also sends a receipt: the claim email is the newest one carrying a claim link.
  const latestClaimMail = (to: string) =>
    t.db
      .selectFrom('outbox_messages')
      .select(['subject', 'body'])
      .where('recipient', '=', to)
      .where('body', 'like', '%/claim?token=%')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  const tokenIn = (body: string) => /\/claim\?token=([\w-]+)/.exec(body)![1]!;

  /** A guest pays with 4242 and gets the claim link by email; returns the token. */
  async function buyAsGuest(email: string) {
    const started = await guestCheckout(email);
    expect(started.statusCode).toBe(201);
    const { checkoutId, url } = started.json();
    expect(await payOnHostedPage(t.app, url, '4242424242424242')).toEqual({
      status: 303,
      location: `/checkout/guest?checkout=${checkoutId}`,
    });
    const status = await t.app.inject({ method: 'GET', url: `/api/billing/guest-checkouts/${checkoutId}` });
    expect(status.json()).toMatchObject({ status: 'completed', email, priceId: 'premium_monthly' });
    const mail = await latestClaimMail(email);
    expect(mail?.body).toContain('/claim?token=');
    return { token: tokenIn(mail!.body), mail: mail!, checkoutId };
  }

  it('holds a paid guest purchase against the email: no access row, a French claim email, invoices kept', async () => {
    const { token, mail } = await buyAsGuest('guest-hold@example.org');
    expect(mail.subject).toContain('Premium');
    expect(mail.body).toContain('guest-hold@example.org');
    // Sent in the language the guest paid in.
    expect(mail.body).toMatch(/compte/);
    const held = await t.db
      .selectFrom('billing_subscriptions')
      .selectAll()
      .where('guest_email', '=', 'guest-hold@example.org')
      .executeTakeFirstOrThrow();
    expect(held).toMatchObject({ user_id: null, subscription_id: null, status: 'active' });
    const invoices = await t.db
      .selectFrom('billing_invoices')
      .select(['user_id', 'guest_email', 'amount_cents'])
      .where('guest_email', '=', 'guest-hold@example.org')
      .execute();
    expect(invoices).toEqual([{ user_id: null, guest_email: 'guest-hold@example.org', amount_cents: 1999 }]);
    const info = await t.app.inject({ method: 'GET', url: `/api/billing/claims/${token}` });
    expect(info.json()).toEqual({ email: 'guest-hold@example.org', productId: 'premium', state: 'open' });
  });

  it('an existing account with that verified email claims it: premium appears only then, with the invoices', async () => {
    // Signed in before the purchase (a sign-in afterwards would claim it by itself).
    const pat = await customer(t.app, 'existing-claim@example.org');
    const { token } = await buyAsGuest('existing-claim@example.org');
    expect((await pat.me()).entitlements.tier).toBe('free');
    const claimed = await pat.call('POST', `/api/billing/claims/${token}`);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toEqual({ productId: 'premium' });
    expect((await pat.me()).entitlements.tier).toBe('premium');
    const overview = await pat.overview();
    expect(overview.subscription).toMatchObject({ productId: 'premium', status: 'active' });
    expect(overview.invoices.map((i: { amountCents: number }) => i.amountCents)).toEqual([1999]);
    expect((await t.app.inject({ method: 'GET', url: `/api/billing/claims/${token}` })).json().state).toBe('claimed');
  });

  it('an account created after the purchase claims it by signing in, and later provider events reach it', async () => {
    const { token } = await buyAsGuest('new-claim@example.org');
    const newcomer = await customer(t.app, 'new-claim@example.org');
    expect((await newcomer.me()).entitlements.tier).toBe('premium');
    expect((await newcomer.overview()).invoices.map((i: { amountCents: number }) => i.amountCents)).toEqual([1999]);
    // The emailed link, opened afterwards by the same account, just confirms it is theirs.
    const again = await newcomer.call('POST', `/api/billing/claims/${token}`);
    expect(again.statusCode).toBe(200);
    expect(await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', newcomer.id).execute()).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/billing/claims/${token}` })).json().state).toBe('claimed');
    // Cancelling through the account works on the claimed subscription, and the webhook updates its access row.
    expect((await newcomer.call('POST', '/api/billing/subscription/cancel')).json().subscription.cancelAtPeriodEnd).toBe(true);
    expect((await newcomer.me()).entitlements.cancelAtPeriodEnd).toBe(true);
  });

  it('a claim link works once: the same account again changes nothing, another account is refused', async () => {
    const owner = await customer(t.app, 'twice@example.org');
    const { token } = await buyAsGuest('twice@example.org');
    expect((await owner.call('POST', `/api/billing/claims/${token}`)).statusCode).toBe(200);
    expect((await owner.call('POST', `/api/billing/claims/${token}`)).statusCode).toBe(200);
    expect(await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', owner.id).execute()).toHaveLength(1);
    const other = await customer(t.app, 'twice-other@example.org');
    const refused = await other.call('POST', `/api/billing/claims/${token}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('BILLING_CLAIM_USED');
  });

  it('another account (wrong email) cannot claim it, and a signed-out caller or a bad token gets nothing', async () => {
    const intruder = await customer(t.app, 'intruder@example.org');
    const { token } = await buyAsGuest('rightful@example.org');
    const refused = await intruder.call('POST', `/api/billing/claims/${token}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('BILLING_CLAIM_WRONG_EMAIL');
    expect((await intruder.me()).entitlements.tier).toBe('free');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/billing/claims/${token}`,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await intruder.call('POST', `/api/billing/claims/${'x'.repeat(43)}`)).json().error.code).toBe('BILLING_CLAIM_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: `/api/billing/claims/${token}` })).json().state).toBe('open');
  });

  it('an unverified account with the email cannot claim; an expired link cannot be used', async () => {
    const late = await customer(t.app, 'late@example.org');
    const { token } = await buyAsGuest('late@example.org');
    await t.db.updateTable('user').set({ emailVerified: false }).where('id', '=', late.id).execute();
    expect((await late.call('POST', `/api/billing/claims/${token}`)).json().error.code).toBe('BILLING_CLAIM_WRONG_EMAIL');
    await t.db.updateTable('user').set({ emailVerified: true }).where('id', '=', late.id).execute();
    clock.advanceDays(31);
    try {
      const expired = await late.call('POST', `/api/billing/claims/${token}`);
      expect(expired.statusCode).toBe(410);
      expect((await late.me()).entitlements.tier).toBe('free');
    } finally {
      clock.advanceDays(-31);
    }
  });

  it('signing in with an unverified email claims nothing; once verified, signing in claims a held purchase, expired link or not, and only one plan (decision 0053)', async () => {
    const email = 'unverified-signin@example.org';
    const { id } = await t.app.accounts.createAccount({ email, name: 'Una Verified', password: signInPassword, accessType: 'student' });
    await t.db.updateTable('user').set({ emailVerified: false }).where('id', '=', id).execute();
    const first = await buyAsGuest(email);
    await buyAsGuest(email);
    const onSignIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: freshIp(),
        headers: { origin: testOrigin },
        payload: { email, password: signInPassword },
      });
    // better-auth refuses the unverified sign-in; and even a session made some other way claims nothing.
    expect((await onSignIn()).statusCode).toBe(403);
    expect(await createClaimsService(t.db, clock, createPeopleService(t.db)).claimForVerifiedEmail(id)).toBe(0);
    const held = () => t.db.selectFrom('billing_subscriptions').select(['user_id']).where('guest_email', '=', email).execute();
    expect((await held()).map((h) => h.user_id)).toEqual([null, null]);
    await t.db.updateTable('user').set({ emailVerified: true }).where('id', '=', id).execute();
    clock.advanceDays(31);
    try {
      expect((await onSignIn()).statusCode).toBe(200);
    } finally {
      clock.advanceDays(-31);
    }
    // The first held purchase becomes the account's plan; the second would be a second plan and stays held.
    expect((await held()).map((h) => h.user_id).sort()).toEqual([id, null].sort());
    expect(await t.db.selectFrom('subscriptions').select('plan_type').where('user_id', '=', id).execute()).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/billing/claims/${first.token}` })).json().state).toBe('claimed');
  });

  it('refuses a bad email, a tampered amount and non-plan prices, creating nothing', async () => {
    const bad = await guestCheckout('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    const tampered = await guestCheckout('tamper-guest@example.org', 'premium_monthly', { shownAmountCents: 1 });
    expect(tampered.json().error.code).toBe('BILLING_PRICE_MISMATCH');
    expect((await guestCheckout('tamper-guest@example.org', 'exam_prep_pack_once')).json().error.code).toBe('BILLING_NOT_A_PLAN');
    expect(await t.db.selectFrom('billing_checkouts').select('id').where('guest_email', '=', 'tamper-guest@example.org').execute()).toEqual(
      [],
    );
  });
});
