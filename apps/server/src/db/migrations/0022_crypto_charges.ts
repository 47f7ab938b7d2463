import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The crypto provider's own ledger (decision 0022). Its charges API has no idempotency header, so
 * our key is claimed here before the charge is created and the charge id stored under it after:
 * a retry with the same key returns the same charge. Confirmations are kept per charge, so the
 * prepaid periods they buy can be worked out again from the ledger whatever order webhooks arrive in.
 */
export const migration0022CryptoCharges: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('crypto_charges')
      .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
      .addColumn('checkout_ref', 'text', (c) => c.notNull())
      .addColumn('customer_ref', 'text', (c) => c.notNull())
      .addColumn('price_id', 'text', (c) => c.notNull())
      .addColumn('interval', 'text', (c) => c.notNull().check(sql`interval in ('monthly', 'annual', 'once')`))
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      /** When this server began creating the charge: a claim older than a minute without a charge is taken over. */
      .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('charge_id', 'text', (c) => c.unique())
      .addColumn('charge_code', 'text')
      .addColumn('hosted_url', 'text')
      /** The provider's time of the first confirmation (charge:confirmed or charge:resolved). */
      .addColumn('confirmed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('crypto_charges_customer_confirmed_idx')
      .on('crypto_charges')
      .columns(['customer_ref', 'confirmed_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('crypto_charges').execute();
  },
};
