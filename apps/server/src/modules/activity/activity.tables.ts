// The tables the activity module owns: no other module reads or writes them except through its service. The dashboard, a read model, reads `activity_events` in its one statement (decision 0069).
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Something a learner did, recorded by any area for achievements; counted once per (user, kind, source_id). */
export interface ActivityEventsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  source_id: string;
  occurred_at: Timestamp;
}

export interface ActivityTables {
  activity_events: ActivityEventsTable;
}
