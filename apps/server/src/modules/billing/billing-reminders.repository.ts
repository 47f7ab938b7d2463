import type { Db } from '../../db/database.js';
import { renewalReminderDays, trialEndingReminderDays } from '@brainboost/domain/billing/billing-reminders';

const dayMs = 86_400_000;

/** SQL of the reminder job. */
export function createRemindersRepository(db: Db) {
  return {
    /** Accounts' subscriptions whose trial ends or whose annual period renews within the reminder windows; the rule decides. */
    findEndingTrialOrRenewingSoon(now: Date) {
      const trialsUntil = new Date(now.getTime() + trialEndingReminderDays * dayMs);
      const renewalsUntil = new Date(now.getTime() + renewalReminderDays * dayMs);
      return db
        .selectFrom('billing_subscriptions as s')
        .innerJoin('billing_prices as p', 'p.id', 's.price_id')
        .select([
          's.id',
          's.user_id',
          's.price_id',
          's.status',
          's.trial_end',
          's.current_period_end',
          's.cancel_at_period_end',
          'p.interval',
          'p.amount_cents',
          'p.currency',
        ])
        .where('s.user_id', 'is not', null)
        .where('s.cancel_at_period_end', '=', false)
        .where((eb) =>
          eb.or([
            eb.and([eb('s.status', '=', 'trialing'), eb('s.trial_end', '>', now), eb('s.trial_end', '<=', trialsUntil)]),
            eb.and([
              eb('s.status', '=', 'active'),
              eb('p.interval', '=', 'annual'),
              eb('s.current_period_end', '>', now),
              eb('s.current_period_end', '<=', renewalsUntil),
            ]),
          ]),
        )
        .execute();
    },
  };
}
