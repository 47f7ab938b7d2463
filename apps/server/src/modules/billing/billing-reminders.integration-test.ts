import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../providers/payments/clock.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/test-app.js';
import { customer, payOnHostedPage } from './billing.test-helpers.js';

const day = 86_400_000;

/** Trial-ending and renewal reminders: written and sent once however many runs or servers see them due. */
describe.each(dbKinds)('billing reminders on %s', (kind) => {
  const clock = manualClock(new Date(Date.now() - 400 * day));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock });
  });
  afterAll(() => t?.close());

  const subjects = async (email: string) =>
    (await t.db.selectFrom('outbox_messages').select('subject').where('recipient', '=', email).orderBy('created_at').execute()).map(
      (m) => m.subject,
    );
  const runMany = async () => {
    // Two servers at once, then a restart: one reminder each.
    const runs = await Promise.all([t.app.billing.runReminders(), t.app.billing.runReminders()]);
    const again = await t.app.billing.runReminders();
    return [...runs, again].reduce((sum, r) => sum + r.written, 0);
  };

  it('a trial’s end is announced once, 3 days before it', async () => {
    const pat = await customer(t.app, 'trial-reminder@example.org');
    const { url } = (await pat.startCheckout('premium_monthly')).json();
    await payOnHostedPage(t.app, url, '4242424242424242');
    expect(await subjects('trial-reminder@example.org')).toEqual(['Your BrainBoost free trial has started']);

    clock.advanceDays(3.9);
    expect(await runMany()).toBe(0);
    clock.advanceDays(0.2);
    expect(await runMany()).toBe(1);
    const sent = await subjects('trial-reminder@example.org');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatch(/^Your BrainBoost free trial ends on /);
    clock.advanceDays(1);
    expect(await runMany()).toBe(0);
    expect(await subjects('trial-reminder@example.org')).toHaveLength(2);
  });

  it('an annual renewal is announced 7 days before, once per year; a plan set to end is not', async () => {
    const sam = await customer(t.app, 'annual-reminder@example.org');
    await t.db.insertInto('billing_customers').values({ user_id: sam.id, trial_used_at: new Date() }).execute();
    const { url } = (await sam.startCheckout('premium_annual')).json();
    await payOnHostedPage(t.app, url, '4242424242424242');
    const periodEnd = new Date((await sam.overview()).subscription.currentPeriodEnd).getTime();
    clock.set(new Date(periodEnd - 8 * day));
    expect(await runMany()).toBe(0);
    clock.set(new Date(periodEnd - 6 * day));
    expect(await runMany()).toBe(1);
    const body = await t.db
      .selectFrom('outbox_messages')
      .select(['subject', 'body'])
      .where('recipient', '=', 'annual-reminder@example.org')
      .where('subject', 'like', '%renews%')
      .execute();
    expect(body).toHaveLength(1);
    expect(body[0]!.body).toContain('Your annual Premium plan renews on');

    // The next year's renewal is a reminder of its own; once cancelled, none.
    clock.set(new Date(periodEnd + day));
    await t.app.billing.sandbox.tick();
    const nextEnd = new Date((await sam.overview()).subscription.currentPeriodEnd).getTime();
    expect(nextEnd).toBeGreaterThan(periodEnd + 300 * day);
    expect((await sam.call('POST', '/api/billing/subscription/cancel')).statusCode).toBe(200);
    clock.set(new Date(nextEnd - 6 * day));
    expect(await runMany()).toBe(0);
  });
});
