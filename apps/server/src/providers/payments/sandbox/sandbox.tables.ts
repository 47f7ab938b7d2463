// The tables the sandbox code owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp, Json } from '../../../db/column-types.js';

export interface SandboxSessionsTable {
  id: string;
  idempotency_key: string;
  customer_ref: string;
  client_reference: string;
  price_id: string;
  interval: string;
  amount_cents: number;
  currency: string;
  trial_days: number;
  success_url: string;
  cancel_url: string;
  status: Generated<string>;
  failure: string | null;
  card: string | null;
  created_at: Timestamp;
}

export interface SandboxSubscriptionsTable {
  id: string;
  session_id: string;
  customer_ref: string;
  client_reference: string;
  price_id: string;
  interval: string;
  amount_cents: number;
  currency: string;
  status: string;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  trial_end: Date | null;
  cancel_at_period_end: Generated<boolean>;
  card: string;
  card_last4: string | null;
  credit_cents: Generated<number>;
  open_invoice_id: string | null;
  retry_count: Generated<number>;
  next_retry_at: Date | null;
}

export interface SandboxRequestsTable {
  idempotency_key: string;
  response: Json;
}

export interface SandboxEventsTable {
  id: string;
  seq: Generated<string>;
  body: string;
  deliver_after: Timestamp;
  delivered_at: Date | null;
  attempts: Generated<number>;
}

/** The sandbox's hosted "update card" sessions. */
export interface SandboxSetupSessionsTable {
  id: string;
  idempotency_key: string;
  subscription_id: string;
  return_url: string;
  status: Generated<string>;
}

/** The sandbox provider's record of a session's extra lines. */
export interface SandboxSessionItemsTable {
  session_id: string;
  position: number;
  price_id: string;
  interval: string;
  amount_cents: number;
}

export interface SandboxTables {
  sandbox_sessions: SandboxSessionsTable;
  sandbox_subscriptions: SandboxSubscriptionsTable;
  sandbox_requests: SandboxRequestsTable;
  sandbox_events: SandboxEventsTable;
  sandbox_setup_sessions: SandboxSetupSessionsTable;
  sandbox_session_items: SandboxSessionItemsTable;
}
