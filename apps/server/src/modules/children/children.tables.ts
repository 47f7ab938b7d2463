// The tables the children module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** A child account under 13 (COPPA / GDPR-K): pending until a parent approves. */
export interface ChildAccountsTable {
  user_id: string;
  status: Generated<'pending' | 'active'>;
  /** 'YYYY-MM': all the age rule needs. */
  birth_year_month: string;
  parent_email: string;
  parent_user_id: string | null;
  /** SHA-256 of the emailed consent token; null once a decision is made. */
  consent_token_hash: string | null;
  consent_expires_at: Date;
  approved_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Timestamp;
}

export interface ChildrenTables {
  child_accounts: ChildAccountsTable;
}
