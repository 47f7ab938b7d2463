import type { Db } from '../../db/database.js';

/** SQL of receipts. */
export function createReceiptsRepository(db: Db) {
  return {
    /** One of the account's own invoices; undefined for anyone else's. */
    findOwnedInvoice(userId: string, invoiceId: string) {
      return db
        .selectFrom('billing_invoices as i')
        .select(['i.id', 'i.number', 'i.price_id', 'i.reason', 'i.status', 'i.amount_cents', 'i.currency', 'i.created_at'])
        .where('i.id', '=', invoiceId)
        .where('i.user_id', '=', userId)
        .executeTakeFirst();
    },
  };
}
