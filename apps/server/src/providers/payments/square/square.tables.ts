// The tables the square code owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../../db/column-types.js';

export interface SquarePlanVariationsTable {
  id: Generated<string>;
  price_id: string;
  amount_cents: number;
  currency: string;
  trial_days: number;
  square_plan_id: string;
  square_variation_id: string;
  created_at: Timestamp;
}

export interface SquarePaymentLinksTable {
  payment_link_id: string;
  order_id: string;
  checkout_ref: string;
  customer_ref: string;
  price_id: string;
  square_customer_id: string | null;
  first_invoice_id: string | null;
  created_at: Timestamp;
}

export interface SquareTables {
  square_plan_variations: SquarePlanVariationsTable;
  square_payment_links: SquarePaymentLinksTable;
}
