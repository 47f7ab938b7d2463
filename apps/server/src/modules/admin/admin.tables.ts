// The tables the admin module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

export interface RoleChangesTable {
  id: Generated<string>;
  actor_id: string | null;
  actor_email: string;
  target_id: string | null;
  target_email: string;
  from_role: 'student' | 'teacher' | 'admin' | 'master';
  to_role: 'student' | 'teacher' | 'admin' | 'master';
  created_at: Timestamp;
}

export interface AdminTables {
  role_changes: RoleChangesTable;
}
