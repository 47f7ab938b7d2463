import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Mailer } from '../../providers/mail/mail.port.js';
import type { Clock } from '../../providers/payments/clock.js';
import type { BillingEmails } from './billing-emails.js';
import { createNoticesRepository, type ClaimedNotice } from './billing-notices.repository.js';
import type { BillingPeople } from './billing-people.js';

const batch = 50;

/** Sends the billing emails not sent yet; each notice is claimed by one sender only (migration 0034). */
export function createNoticesService(deps: {
  db: Db;
  mailer: Mailer;
  emails: BillingEmails;
  clock: Clock;
  log: FastifyBaseLogger;
  people: Pick<BillingPeople, 'byIds'>;
}) {
  const repository = createNoticesRepository(deps.db);
  /** Up to `batch` unsent notices, marked sent, each with its account's current address or its guest's; a notice without one is dropped. */
  async function claimUnsent(): Promise<ClaimedNotice[]> {
    const rows = await repository.claimUnsent(batch, deps.clock.now());
    const accounts = await deps.people.byIds(rows.flatMap((row) => (row.user_id ? [row.user_id] : [])));
    return rows.flatMap(({ user_id, ...row }) => {
      const email = (user_id ? accounts.get(user_id)?.email : undefined) ?? row.email;
      return email === null ? [] : [{ ...row, email }];
    });
  }
  return {
    /** How many emails were handed to the mailer. */
    async sendUnsent(): Promise<number> {
      let sent = 0;
      for (;;) {
        const claimed = await claimUnsent();
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
