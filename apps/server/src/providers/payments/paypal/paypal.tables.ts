// The tables the paypal code owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';

/** The PayPal product made for one of our catalog products (migration 0020). */
export interface PaypalProductsTable {
  product_id: string;
  paypal_product_id: string;
  created_at: Generated<Date>;
}

/** The PayPal billing plan made for one catalog price, trial length and amount (migration 0020). */
export interface PaypalPlansTable {
  paypal_plan_id: string;
  plan_key: string;
  price_id: string;
  interval: 'monthly' | 'annual';
  trial_days: number;
  amount_cents: number;
  currency: string;
  created_at: Generated<Date>;
}

/** A PayPal subscription set to end at its period end: suspended now, cancelled at PayPal then (migration 0020). */
export interface PaypalCancellationsTable {
  paypal_subscription_id: string;
  period_end: Date;
  trial_end: Date | null;
  requested_at: Generated<Date>;
  canceled_at: Date | null;
}

export interface PaypalTables {
  paypal_products: PaypalProductsTable;
  paypal_plans: PaypalPlansTable;
  paypal_cancellations: PaypalCancellationsTable;
}
