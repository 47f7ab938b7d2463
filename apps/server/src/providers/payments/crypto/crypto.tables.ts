// The tables the crypto code owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';

/** The crypto provider's ledger: one charge per idempotency key, and when each was confirmed (decision 0022). */
export interface CryptoChargesTable {
  idempotency_key: string;
  checkout_ref: string;
  customer_ref: string;
  price_id: string;
  interval: 'monthly' | 'annual' | 'once';
  amount_cents: number;
  currency: string;
  claimed_at: Generated<Date>;
  charge_id: string | null;
  charge_code: string | null;
  hosted_url: string | null;
  confirmed_at: Date | null;
  created_at: Generated<Date>;
}

export interface CryptoTables {
  crypto_charges: CryptoChargesTable;
}
