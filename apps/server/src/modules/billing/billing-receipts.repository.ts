import type { Db } from '../../db/database.js';

/** SQL of receipts. */
export function createReceiptsRepository(db: Db) {
  return {
    /** One of the account's own invoices with the payer's name and email; undefined for anyone else's. */
    findOwnedInvoice(userId: string, invoiceId: string) {
      return db
        .selectFrom('billing_invoices as i')
        .innerJoin('user as u', 'u.id', 'i.user_id')
        .select([
          'i.id',
          'i.number',
          'i.price_id',
          'i.reason',
          'i.status',
          'i.amount_cents',
          'i.currency',
          'i.created_at',
          'u.email',
          'u.name',
        ])
        .where('i.id', '=', invoiceId)
        .where('i.user_id', '=', userId)
        .executeTakeFirst();
    },
  };
}
