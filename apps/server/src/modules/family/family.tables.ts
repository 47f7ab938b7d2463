// The tables the family module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Members of a family plan owner's group, invited by email; active once the invitee accepts. */
export interface FamilyMembersTable {
  id: Generated<string>;
  owner_user_id: string;
  email: string;
  user_id: string | null;
  status: 'pending' | 'active';
  token_hash: string | null;
  token_expires_at: Date | null;
  invited_at: Timestamp;
  accepted_at: Date | null;
}

export interface FamilyTables {
  family_members: FamilyMembersTable;
}
