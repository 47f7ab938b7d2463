import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What a billing email says, fixed when it is caused (a later price change never rewrites a receipt). */
export type NoticeData = {
  amountCents?: number;
  currency?: string;
  priceId?: string | null;
  invoiceId?: string;
  number?: string;
  /** ISO time the email is about: the payment, the trial's end, the renewal. */
  at: string;
};

export type NoticeKind = 'receipt' | 'payment_failed' | 'trial_started' | 'trial_ending' | 'renewal_reminder' | 'donation_receipt';

export type NewNotice = {
  key: string;
  kind: NoticeKind;
  recipient: { userId: string } | { email: string; locale: string | null };
  data: NoticeData;
};

/** `guest`: no account holds it (a guest purchase or donation), so no page of ours to link to. */
export type ClaimedNotice = { id: string; kind: NoticeKind; email: string; locale: string | null; data: NoticeData; guest: boolean };

/** Billing emails as rows under a unique key (migration 0034). */
export function createNoticesRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** False when a notice with this key exists already: the caller's email was caused before. */
    async enqueue(notice: NewNotice) {
      const result = await db
        .insertInto('billing_notices')
        .values({
          key: notice.key,
          kind: notice.kind,
          user_id: 'userId' in notice.recipient ? notice.recipient.userId : null,
          email: 'email' in notice.recipient ? notice.recipient.email : null,
          locale: 'locale' in notice.recipient ? notice.recipient.locale : null,
          data: JSON.stringify(notice.data),
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /**
     * Marks up to `limit` unsent notices as sent and returns them with their customer's current
     * language: two senders at once skip each other's rows, so each is sent by one only. The
     * address is the account's (`user_id`, looked up by the caller) or a guest's (`email`).
     */
    async claimUnsent(limit: number, now: Date) {
      const { rows } = await sql<{
        id: string;
        kind: NoticeKind;
        user_id: string | null;
        email: string | null;
        locale: string | null;
        data: NoticeData;
        guest: boolean;
      }>`
        with claimed as (
          update billing_notices set sent_at = ${now}
          where id in (select id from billing_notices where sent_at is null order by created_at limit ${limit} for update skip locked)
          returning id, kind, user_id, email, locale, data, created_at
        )
        select c.id, c.kind, c.user_id, c.email, coalesce(bc.locale, c.locale) as locale, c.data, c.user_id is null as guest
        from claimed c
        left join billing_customers bc on bc.user_id = c.user_id
        order by c.created_at`.execute(db);
      return rows;
    },
    /** The mailer refused it: sent again on the next run. */
    async release(id: string) {
      await db.updateTable('billing_notices').set({ sent_at: null }).where('id', '=', id).execute();
    },
    /** The language a customer pays in, for the emails sent to them later. */
    async rememberLocale(userId: string, locale: string) {
      await db
        .insertInto('billing_customers')
        .values({ user_id: userId, locale })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ locale }))
        .execute();
    },
  };
}
export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
