import { describe, expect, it } from 'vitest';
import { dueReminders, type RemindedSubscription } from './billing-reminders.js';

const now = new Date('2026-03-10T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
const sub = (changes: Partial<RemindedSubscription>): RemindedSubscription => ({
  status: 'active',
  interval: 'annual',
  trialEnd: null,
  currentPeriodEnd: inDays(30),
  cancelAtPeriodEnd: false,
  ...changes,
});

describe('dueReminders', () => {
  it('announces a trial’s end from 3 days before it, not earlier and not once it has ended', () => {
    const trial = (days: number) =>
      sub({ status: 'trialing', interval: 'monthly', trialEnd: inDays(days), currentPeriodEnd: inDays(days) });
    expect(dueReminders(trial(3), now)).toEqual([{ kind: 'trial_ending', at: inDays(3) }]);
    expect(dueReminders(trial(0.5), now)).toEqual([{ kind: 'trial_ending', at: inDays(0.5) }]);
    expect(dueReminders(trial(3.01), now)).toEqual([]);
    expect(dueReminders(trial(0), now)).toEqual([]);
    expect(dueReminders(trial(-1), now)).toEqual([]);
  });

  it('announces an annual renewal from 7 days before it', () => {
    expect(dueReminders(sub({ currentPeriodEnd: inDays(7) }), now)).toEqual([{ kind: 'renewal_reminder', at: inDays(7) }]);
    expect(dueReminders(sub({ currentPeriodEnd: inDays(1) }), now)).toEqual([{ kind: 'renewal_reminder', at: inDays(1) }]);
    expect(dueReminders(sub({ currentPeriodEnd: inDays(7.01) }), now)).toEqual([]);
    expect(dueReminders(sub({ currentPeriodEnd: inDays(-0.1) }), now)).toEqual([]);
  });

  it('announces nothing for a monthly plan, a plan set to end, a failing or an ended one', () => {
    expect(dueReminders(sub({ interval: 'monthly', currentPeriodEnd: inDays(2) }), now)).toEqual([]);
    expect(dueReminders(sub({ cancelAtPeriodEnd: true, currentPeriodEnd: inDays(2) }), now)).toEqual([]);
    expect(dueReminders(sub({ status: 'trialing', trialEnd: inDays(2), cancelAtPeriodEnd: true }), now)).toEqual([]);
    expect(dueReminders(sub({ status: 'past_due', currentPeriodEnd: inDays(2) }), now)).toEqual([]);
    expect(dueReminders(sub({ status: 'canceled', currentPeriodEnd: inDays(2) }), now)).toEqual([]);
  });
});
