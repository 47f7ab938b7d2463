// The tables the worksheet module owns: no other module reads or writes them except through its service.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

export interface WorksheetsTable {
  id: Generated<string>;
  user_id: string;
  storage_key: string;
  media_type: string;
  byte_size: number;
  pages: number;
  language: string;
  grade_band: 'elementary' | 'middle' | 'high';
  stage: 'reading' | 'ready' | 'solving' | 'failed';
  progress_done: Generated<number>;
  progress_total: Generated<number>;
  text: Generated<string>;
  read_method: string | null;
  failure: string | null;
  conversation_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface WorksheetProblemsTable {
  id: Generated<string>;
  worksheet_id: string;
  position: number;
  label: string;
  text: string;
  recognised_text: string;
  status: Generated<'new' | 'queued' | 'solved' | 'failed'>;
  answer: ColumnType<unknown, string | null, string | null> | null;
  updated_at: Generated<Date>;
}

export interface WorksheetMonthlyUsageTable {
  user_id: string;
  month: ColumnType<string, string, string>;
  uploads: Generated<number>;
}

export interface WorksheetJobsTable {
  id: Generated<string>;
  worksheet_id: string;
  kind: 'read' | 'solve';
  run_at: Timestamp;
  lease_token: string | null;
  leased_by: string | null;
  lease_until: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
}

/** A stored worksheet file to delete, queued by a trigger when its worksheet row is deleted (migration 0027). */
export interface WorksheetFileDeletionsTable {
  storage_key: string;
  queued_at: Generated<Date>;
  attempts: Generated<number>;
  last_attempt_at: Date | null;
  last_error: string | null;
}

export interface WorksheetTables {
  worksheets: WorksheetsTable;
  worksheet_problems: WorksheetProblemsTable;
  worksheet_monthly_usage: WorksheetMonthlyUsageTable;
  worksheet_jobs: WorksheetJobsTable;
  worksheet_file_deletions: WorksheetFileDeletionsTable;
}
