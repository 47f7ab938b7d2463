// The tables the billing module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp, Json } from '../../db/column-types.js';

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  status: string;
  plan_type: string;
  current_period_end: Date | null;
  trial_end: Date | null;
  cancel_at_period_end: Generated<boolean>;
  billing_cycle: Generated<'monthly' | 'annual'>;
  created_at: Timestamp;
}

export interface BillingProductsTable {
  id: string;
  kind: 'plan' | 'add_on' | 'one_time';
  tier: 'basic' | 'premium' | 'ultimate' | null;
  max_members: number | null;
  sort_order: number;
  active: Generated<boolean>;
}

export interface BillingPricesTable {
  id: string;
  product_id: string;
  interval: 'monthly' | 'annual' | 'once';
  amount_cents: number;
  currency: Generated<string>;
  active: Generated<boolean>;
}

export interface BillingCustomersTable {
  user_id: string;
  trial_used_at: Date | null;
  /** The language the customer last paid in: later billing emails are written in it (migration 0034). */
  locale: string | null;
  created_at: Timestamp;
}

export interface BillingCheckoutsTable {
  id: Generated<string>;
  user_id: string | null;
  /** A guest checkout: no user, the email the purchase is held against until claimed (migration 0013). */
  guest_email: string | null;
  guest_locale: string | null;
  price_id: string;
  amount_cents: number;
  currency: string;
  trial_days: Generated<number>;
  provider: string;
  provider_session_id: string | null;
  idempotency_key: string;
  /** A plan checkout: at most one of a user open or processing at a time (migration 0033). */
  is_plan: Generated<boolean>;
  status: Generated<'open' | 'processing' | 'completed' | 'failed' | 'canceled'>;
  failure: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Trials taken, by a keyed hash of the email they were taken with; kept after the account is deleted (migration 0033). */
export interface BillingTrialMarksTable {
  key_hash: string;
  used_at: Generated<Date>;
}

/** The provider's view of a subscription; each change is mirrored into `subscriptions` (what access reads). */
export interface BillingSubscriptionsTable {
  id: Generated<string>;
  /** Null while a guest purchase is unclaimed (then `guest_email` holds it and there is no access row). */
  user_id: string | null;
  subscription_id: string | null;
  guest_email: string | null;
  provider: string;
  provider_subscription_id: string;
  price_id: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  current_period_start: Date | null;
  current_period_end: Date | null;
  trial_end: Date | null;
  cancel_at_period_end: Generated<boolean>;
  state_at: Timestamp;
  created_at: Timestamp;
}

export interface BillingInvoicesTable {
  id: Generated<string>;
  user_id: string | null;
  guest_email: string | null;
  provider: string;
  provider_invoice_id: string;
  number: string;
  provider_subscription_id: string | null;
  price_id: string | null;
  reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'one_time';
  status: 'paid' | 'failed';
  amount_cents: number;
  currency: string;
  state_at: Timestamp;
  created_at: Timestamp;
}

/** Every verified provider event, unique by provider and event id: a replay inserts nothing. */
export interface BillingEventsTable {
  id: Generated<string>;
  provider: string;
  event_id: string;
  type: string;
  occurred_at: Timestamp;
  payload: Json;
  received_at: Timestamp;
}

/** A billing email under a unique key (migration 0034): sent once, retried while unsent. */
export interface BillingNoticesTable {
  id: Generated<string>;
  key: string;
  kind: string;
  /** An account's notice goes to its current email; a guest's to `email`. */
  user_id: string | null;
  email: string | null;
  locale: string | null;
  data: Json;
  created_at: Timestamp;
  sent_at: Date | null;
}

/** A guest purchase waiting for an account: one-time link sent to the email (migration 0013). */
export interface BillingClaimsTable {
  id: Generated<string>;
  billing_subscription_id: string;
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  claimed_by: string | null;
  claimed_at: Date | null;
  created_at: Timestamp;
}

/** An extra line of a checkout of several items (migration 0023); the first line is the checkout's own price. */
export interface BillingCheckoutItemsTable {
  checkout_id: string;
  position: number;
  price_id: string;
  amount_cents: number;
  currency: string;
}

/** A recurring add-on as the provider's verified events describe it; bundled ones ride on the plan's subscription. */
export interface BillingAddOnsTable {
  id: Generated<string>;
  user_id: string;
  product_id: string;
  price_id: string;
  provider: string;
  provider_subscription_id: string;
  bundled: boolean;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  current_period_end: Date | null;
  cancel_at_period_end: Generated<boolean>;
  state_at: Timestamp;
  created_at: Timestamp;
}

/** A one-time product paid for (a pass runs until `valid_until`). */
export interface BillingPurchasesTable {
  id: Generated<string>;
  user_id: string;
  product_id: string;
  price_id: string;
  checkout_id: string;
  amount_cents: number;
  currency: string;
  purchased_at: Timestamp;
  valid_until: Date | null;
}

export interface DonationsTable {
  id: Generated<string>;
  checkout_id: string;
  user_id: string | null;
  email: string;
  locale: string | null;
  amount_cents: number;
  currency: string;
  interval: 'once' | 'monthly';
  status: Generated<'pending' | 'paid' | 'active' | 'failed' | 'canceled' | 'ended'>;
  failure: string | null;
  provider: string;
  provider_subscription_id: string | null;
  current_period_end: Timestamp | null;
  cancel_at_period_end: Generated<boolean>;
  state_at: Timestamp | null;
  created_at: Timestamp;
}

export interface BillingTables {
  subscriptions: SubscriptionsTable;
  billing_products: BillingProductsTable;
  billing_prices: BillingPricesTable;
  billing_customers: BillingCustomersTable;
  billing_checkouts: BillingCheckoutsTable;
  billing_trial_marks: BillingTrialMarksTable;
  billing_subscriptions: BillingSubscriptionsTable;
  billing_invoices: BillingInvoicesTable;
  billing_events: BillingEventsTable;
  billing_notices: BillingNoticesTable;
  billing_claims: BillingClaimsTable;
  billing_checkout_items: BillingCheckoutItemsTable;
  billing_add_ons: BillingAddOnsTable;
  billing_purchases: BillingPurchasesTable;
  donations: DonationsTable;
  billing_plan_changes: BillingPlanChangesTable;
}

/** Plan changes by idempotency key: each key changes a plan once (migration 0035). */
export interface BillingPlanChangesTable {
  idempotency_key: string;
  user_id: string;
  price_id: string;
  created_at: Timestamp;
}
