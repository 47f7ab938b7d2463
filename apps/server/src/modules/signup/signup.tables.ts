// The tables the signup module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Sign-up and resend attempts, per client address or hashed account, for rate limits. */
export interface SignupAttemptsTable {
  id: Generated<string>;
  action: 'signup' | 'resend';
  key: string;
  created_at: Timestamp;
}

/** A password chosen at sign-up, waiting for its address to be proven from the same browser (0043). */
export interface SignupPendingPasswordsTable {
  id: Generated<string>;
  user_id: string;
  browser_key_hash: string;
  password_hash: string;
  full_name: string;
  created_at: Timestamp;
  expires_at: Date;
}

export interface SignupTables {
  signup_attempts: SignupAttemptsTable;
  signup_pending_passwords: SignupPendingPasswordsTable;
}
