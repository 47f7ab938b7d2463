// The tables the programmes module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

export interface ProgrammeEnrolmentsTable {
  id: Generated<string>;
  user_id: string;
  programme_id: string;
  kind: 'training' | 'baseline';
  status: 'active' | 'paused' | 'completed' | 'left';
  utc_offset_minutes: number;
  enrolled_at: Timestamp;
  ended_at: Timestamp | null;
}

export interface ProgrammePausesTable {
  id: Generated<string>;
  enrolment_id: string;
  paused_at: Timestamp;
  resumed_at: Timestamp | null;
}

export interface ProgrammesTables {
  programme_enrolments: ProgrammeEnrolmentsTable;
  programme_pauses: ProgrammePausesTable;
}
