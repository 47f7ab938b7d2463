// The tables the access-requests module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

export interface AccessRequestsTable {
  id: Generated<string>;
  user_id: string;
  kind: 'vip_beta' | 'teacher';
  status: Generated<'pending' | 'approved' | 'declined'>;
  note: string | null;
  school_name: string | null;
  subject: string | null;
  locale: Generated<string>;
  decided_by: string | null;
  decision_note: string | null;
  decided_at: Date | null;
  created_at: Timestamp;
}

export interface BetaAccessTable {
  user_id: string;
  granted_by: string | null;
  granted_at: Timestamp;
}

export interface AccessRequestsTables {
  access_requests: AccessRequestsTable;
  beta_access: BetaAccessTable;
}
