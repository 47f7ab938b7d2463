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
  /** Whether the parent allowed voice features (microphone, voice translator, voice chat); off until they do. */
  voice_allowed: Generated<boolean>;
}

/** Every change of a child's voice permission: who made it, when, and from where. */
export interface ChildVoiceChangesTable {
  id: Generated<string>;
  child_user_id: string;
  /** The parent who decided; null once their account is deleted. */
  changed_by: string | null;
  allowed: boolean;
  source: 'consent' | 'children_page';
  changed_at: Date;
}

export interface ChildrenTables {
  child_accounts: ChildAccountsTable;
  child_voice_changes: ChildVoiceChangesTable;
}
