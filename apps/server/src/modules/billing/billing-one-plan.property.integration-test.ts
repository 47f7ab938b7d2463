import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../providers/payments/clock.js';
import { createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';
import { customer, payOnHostedPage } from './billing.test-helpers.js';

const password = 'violet-harbour-kettle-42';
const card = '4242424242424242';
const plans = ['basic_monthly', 'premium_monthly', 'ultimate_monthly', 'family_monthly'] as const;

type Step =
  | { kind: 'checkout'; price: (typeof plans)[number] }
  | { kind: 'guestClaim'; price: (typeof plans)[number] }
  | { kind: 'familyJoin' }
  | { kind: 'cancel' }
  | { kind: 'delete' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom(...plans).map((price) => ({ kind: 'checkout' as const, price })),
  fc.constantFrom(...plans).map((price) => ({ kind: 'guestClaim' as const, price })),
  fc.constant({ kind: 'familyJoin' as const }),
  fc.constant({ kind: 'cancel' as const }),
  fc.constant({ kind: 'delete' as const }),
);

/**
 * Issue 28, property: for any sequence of checkouts, guest purchases claimed, family joins, cancels
 * and deletions, a customer has at most one plan that renews, and nothing renews once deleted.
 */
describe.each(dbKinds)('one plan per customer, for any sequence, on %s', (kind) => {
  const clock = manualClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock });
  });
  afterAll(() => t?.close());

  /** Plans of this account at the provider that will bill again. */
  const renewingPlans = async (userId: string) =>
    (
      await t.db
        .selectFrom('sandbox_subscriptions')
        .select(['status', 'cancel_at_period_end', 'price_id'])
        .where('customer_ref', '=', userId)
        .execute()
    ).filter((s) => s.status !== 'canceled' && !s.cancel_at_period_end && (plans as readonly string[]).includes(s.price_id));

  it('holds after every step', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        run += 1;
        const email = `prop-${run}-${randomUUID().slice(0, 8)}@example.org`;
        let pat = await customer(t.app, email);
        const deleted: string[] = [];
        for (const s of steps) {
          if (s.kind === 'checkout') {
            const res = await pat.startCheckout(s.price);
            if (res.statusCode === 201) await payOnHostedPage(t.app, res.json().url, card);
          } else if (s.kind === 'guestClaim') {
            const guest = await t.app.inject({
              method: 'POST',
              url: '/api/billing/guest-checkout',
              remoteAddress: freshIp(),
              headers: { origin: testOrigin },
              payload: { priceId: s.price, email, idempotencyKey: randomUUID() },
            });
            if (guest.statusCode === 201) {
              await payOnHostedPage(t.app, guest.json().url, card);
              const mail = await t.db
                .selectFrom('outbox_messages')
                .select('body')
                .where('recipient', '=', email)
                .where('body', 'like', '%/claim?token=%')
                .orderBy('created_at', 'desc')
                .executeTakeFirst();
              const token = mail && /\/claim\?token=([\w-]+)/.exec(mail.body)?.[1];
              if (token) await pat.call('POST', `/api/billing/claims/${token}`);
            }
          } else if (s.kind === 'familyJoin') {
            const owner = await customer(t.app, `owner-${randomUUID().slice(0, 8)}@example.org`);
            const res = await owner.startCheckout('family_monthly');
            if (res.statusCode === 201) await payOnHostedPage(t.app, res.json().url, card);
            await owner.call('POST', '/api/family/members', { email });
            const mail = await t.db
              .selectFrom('outbox_messages')
              .select('body')
              .where('recipient', '=', email)
              .where('body', 'like', '%/family/accept?token=%')
              .orderBy('created_at', 'desc')
              .executeTakeFirst();
            const token = mail && /\/family\/accept\?token=([\w-]+)/.exec(mail.body)?.[1];
            if (token) await pat.call('POST', `/api/family/invitations/${token}/accept`, { endOwnPlan: true });
          } else if (s.kind === 'cancel') {
            await pat.call('POST', '/api/billing/subscription/cancel', {});
          } else {
            const res = await pat.call('POST', '/api/account/delete', { currentPassword: password, confirmation: 'DELETE' });
            expect(res.statusCode).toBe(200);
            deleted.push(pat.id);
            // The same person comes back with the same address.
            pat = await customer(t.app, email);
          }
          expect((await renewingPlans(pat.id)).length).toBeLessThanOrEqual(1);
          for (const gone of deleted) expect(await renewingPlans(gone)).toEqual([]);
        }
      }),
      { numRuns: 12, seed: 28 },
    );
  }, 120_000);
});
