// The tables the focus module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** A completed work phase of the focus timer. */
export interface FocusSessionsTable {
  id: Generated<string>;
  user_id: string;
  client_id: string;
  started_at: Timestamp;
  ended_at: Timestamp;
  work_minutes: number;
  created_at: Timestamp;
}

export interface FocusTables {
  focus_sessions: FocusSessionsTable;
}
