// The tables the brain-health module owns: no other module reads or writes them except through its service.
import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** One day of the sleep and activity log. `sleep_hours` is numeric: PostgreSQL returns it as a string. */
export interface HealthLogsTable {
  user_id: string;
  log_date: ColumnType<Date | string, string, string>;
  sleep_hours: ColumnType<string | null, number | null, number | null>;
  active_minutes: number | null;
  updated_at: Timestamp;
}

export interface BrainHealthTables {
  health_logs: HealthLogsTable;
}
