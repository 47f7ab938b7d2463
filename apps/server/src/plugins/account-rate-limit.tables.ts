// The tables the account-rate-limit code owns: no other module reads or writes them except through its service.
import type { Timestamp } from '../db/column-types.js';

/** Per-account rate-limit counters (fixed windows); key_hash is a SHA-256 of action + account key. */
export interface AccountRateLimitsTable {
  action: string;
  key_hash: string;
  window_start: Timestamp;
  count: number;
  subject_hash: string | null;
}

export interface AccountRateLimitTables {
  account_rate_limits: AccountRateLimitsTable;
}
