import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { dueReminders } from '@brainboost/domain/billing/billing-reminders';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../providers/payments/clock.js';
import { createNoticesRepository } from './billing-notices.repository.js';
import type { NoticesService } from './billing-notices.service.js';
import { createRemindersRepository } from './billing-reminders.repository.js';

/**
 * Trial-ending and annual-renewal reminders. Each is a notice keyed by its subscription and the
 * moment it announces, so however many runs or servers see it due, it is written and sent once;
 * the run also sends any billing email left unsent (a mailer that was down).
 */
export function createRemindersJob(deps: { db: Db; notices: NoticesService; clock: Clock }) {
  const reminders = createRemindersRepository(deps.db);
  const notices = createNoticesRepository(deps.db);
  return {
    /** How many reminders this run wrote (others wrote the rest) and how many emails it sent. */
    async run(): Promise<{ written: number; sent: number }> {
      const now = deps.clock.now();
      let written = 0;
      for (const sub of await reminders.findEndingTrialOrRenewingSoon(now)) {
        const due = dueReminders(
          {
            status: sub.status,
            interval: sub.interval,
            trialEnd: sub.trial_end ? new Date(sub.trial_end) : null,
            currentPeriodEnd: sub.current_period_end ? new Date(sub.current_period_end) : null,
            cancelAtPeriodEnd: sub.cancel_at_period_end,
          },
          now,
        );
        for (const { kind, at } of due) {
          const fresh = await notices.enqueue({
            key: `${kind}:${sub.id}:${at.toISOString()}`,
            kind,
            recipient: { userId: sub.user_id! },
            data: { priceId: sub.price_id, amountCents: sub.amount_cents, currency: sub.currency, at: at.toISOString() },
          });
          if (fresh) written += 1;
        }
      }
      return { written, sent: await deps.notices.sendUnsent() };
    },
  };
}
export type RemindersJob = ReturnType<typeof createRemindersJob>;

/** Every 10 minutes; `protect` skips a run while the previous one is still going. */
export function scheduleBillingReminders(job: RemindersJob, log: FastifyBaseLogger): Cron {
  return new Cron('*/10 * * * *', { protect: true }, async () => {
    try {
      const { written, sent } = await job.run();
      if (written || sent) log.info({ written, sent }, 'billing reminders');
    } catch (err) {
      log.error({ err }, 'billing reminders failed');
    }
  });
}
