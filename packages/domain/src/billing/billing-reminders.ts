const dayMs = 86_400_000;

/** A trial's end is announced this many days ahead, so the customer can cancel before the first charge. */
export const trialEndingReminderDays = 3;
/** An annual plan's renewal is announced this many days ahead (a year's charge should never surprise). */
export const renewalReminderDays = 7;

export type RemindedSubscription = {
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  interval: 'monthly' | 'annual' | 'once';
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/** A reminder due now, named by the moment it announces: one per trial end, one per renewal date. */
export type DueReminder = { kind: 'trial_ending' | 'renewal_reminder'; at: Date };

const within = (at: Date | null, now: Date, days: number): at is Date =>
  at !== null && at.getTime() > now.getTime() && at.getTime() - now.getTime() <= days * dayMs;

/**
 * The reminders a subscription is due at `now`. Nothing is announced for a subscription set to end
 * (no charge is coming), and a monthly renewal is not announced (each month's receipt tells it).
 */
export function dueReminders(sub: RemindedSubscription, now: Date): DueReminder[] {
  if (sub.cancelAtPeriodEnd) return [];
  if (sub.status === 'trialing')
    return within(sub.trialEnd, now, trialEndingReminderDays) ? [{ kind: 'trial_ending', at: sub.trialEnd }] : [];
  if (sub.status === 'active' && sub.interval === 'annual' && within(sub.currentPeriodEnd, now, renewalReminderDays))
    return [{ kind: 'renewal_reminder', at: sub.currentPeriodEnd }];
  return [];
}
