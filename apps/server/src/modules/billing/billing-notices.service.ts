import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Mailer } from '../../providers/mail/mail.port.js';
import type { Clock } from '../../providers/payments/clock.js';
import type { BillingEmails } from './billing-emails.js';
import { createNoticesRepository } from './billing-notices.repository.js';

const batch = 50;

/** Sends the billing emails not sent yet; each notice is claimed by one sender only (migration 0034). */
export function createNoticesService(deps: { db: Db; mailer: Mailer; emails: BillingEmails; clock: Clock; log: FastifyBaseLogger }) {
  const repository = createNoticesRepository(deps.db);
  return {
    /** How many emails were handed to the mailer. */
    async sendUnsent(): Promise<number> {
      let sent = 0;
      for (;;) {
        const claimed = await repository.claimUnsent(batch, deps.clock.now());
        for (const notice of claimed) {
          try {
            await deps.mailer.send(deps.emails.compose(notice));
            sent += 1;
          } catch (err) {
            // Released, not lost: the next run (a webhook or the reminder job) tries it again.
            deps.log.error({ err, notice: notice.id }, 'billing email not sent');
            await repository.release(notice.id);
            return sent;
          }
        }
        if (claimed.length < batch) return sent;
      }
    },
    rememberLocale: (userId: string, locale: string) => repository.rememberLocale(userId, locale),
  };
}
export type NoticesService = ReturnType<typeof createNoticesService>;
