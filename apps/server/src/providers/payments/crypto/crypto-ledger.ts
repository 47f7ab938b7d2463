import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { CryptoChargesTable } from './crypto.tables.js';

export type CryptoCharge = Selectable<CryptoChargesTable>;
export type NewCryptoCharge = Pick<
  CryptoCharge,
  'idempotency_key' | 'checkout_ref' | 'customer_ref' | 'price_id' | 'interval' | 'amount_cents' | 'currency'
>;

/** A claim this old with no charge stored is an attempt that died before it finished: it may be taken over. */
export const staleClaimMs = 60_000;

/** The crypto adapter's own table: one charge per idempotency key, and confirmations per charge. */
export function createCryptoLedger(db: Db) {
  const byKey = (key: string) => db.selectFrom('crypto_charges').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  return {
    byKey,
    /**
     * Claims the key for this caller. `owned`: create the charge now. Otherwise the row as it stands:
     * with a charge (return it), or still being created by another call.
     */
    async claim(row: NewCryptoCharge, now: Date): Promise<{ owned: boolean; row: CryptoCharge }> {
      const inserted = await db
        .insertInto('crypto_charges')
        .values({ ...row, claimed_at: now })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { owned: true, row: inserted };
      const existing = (await byKey(row.idempotency_key))!;
      if (existing.charge_id || now.getTime() - new Date(existing.claimed_at).getTime() < staleClaimMs)
        return { owned: false, row: existing };
      // Only one of several callers taking over the same dead claim wins.
      const taken = await db
        .updateTable('crypto_charges')
        .set({ claimed_at: now })
        .where('idempotency_key', '=', row.idempotency_key)
        .where('charge_id', 'is', null)
        .where('claimed_at', '=', existing.claimed_at)
        .returningAll()
        .executeTakeFirst();
      return taken ? { owned: true, row: taken } : { owned: false, row: (await byKey(row.idempotency_key))! };
    },
    /** The API refused: the key is free again for a retry. */
    async release(key: string) {
      await db.deleteFrom('crypto_charges').where('idempotency_key', '=', key).where('charge_id', 'is', null).execute();
    },
    async storeCharge(key: string, charge: { id: string; code: string | null; hostedUrl: string }) {
      await db
        .updateTable('crypto_charges')
        .set({ charge_id: charge.id, charge_code: charge.code, hosted_url: charge.hostedUrl })
        .where('idempotency_key', '=', key)
        .execute();
    },
    byChargeId(chargeId: string) {
      return db.selectFrom('crypto_charges').selectAll().where('charge_id', '=', chargeId).executeTakeFirst();
    },
    /** Keeps the earliest confirmation time: replays and late duplicates change nothing. */
    async confirm(chargeId: string, at: Date) {
      const row = await db
        .updateTable('crypto_charges')
        // least() skips nulls: the first confirmation sets it, a later-stamped one changes nothing.
        .set({ confirmed_at: sql<Date>`least(confirmed_at, ${at}::timestamptz)` })
        .where('charge_id', '=', chargeId)
        .returningAll()
        .executeTakeFirst();
      return row;
    },
    /** Every confirmed plan charge of a customer: the prepaid periods are worked out from these. */
    confirmedPlanCharges(customerRef: string) {
      return db
        .selectFrom('crypto_charges')
        .selectAll()
        .where('customer_ref', '=', customerRef)
        .where('confirmed_at', 'is not', null)
        .where('interval', 'in', ['monthly', 'annual'])
        .where('charge_id', 'is not', null)
        .execute();
    },
  };
}
export type CryptoLedger = ReturnType<typeof createCryptoLedger>;
