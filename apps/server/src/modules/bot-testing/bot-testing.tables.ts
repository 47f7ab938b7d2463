// The tables the bot-testing module owns: no other module reads or writes them except through its service.
import type { ColumnType, Generated } from 'kysely';

/** Tutor bot tests (migration 0018). */
export interface BotTestCasesTable {
  id: Generated<string>;
  prompt: string;
  grade_band: 'elementary' | 'middle' | 'high';
  subject: string;
  expectation: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface BotTestSchedulesTable {
  id: Generated<string>;
  name: string;
  cron: string;
  enabled: boolean;
  next_run_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface BotTestRunsTable {
  id: Generated<string>;
  trigger: 'manual' | 'scheduled';
  schedule_id: string | null;
  due_at: Date | null;
  provider: string;
  status: 'running' | 'finished';
  total: number;
  passed: Generated<number>;
  failed: Generated<number>;
  started_at: Date;
  finished_at: Date | null;
}

export interface BotTestResultsTable {
  id: Generated<string>;
  run_id: string;
  case_id: string | null;
  position: number;
  prompt: string;
  grade_band: 'elementary' | 'middle' | 'high';
  expectation: ColumnType<unknown, string, string>;
  passed: boolean;
  failure: string | null;
  latency_ms: number;
  output: ColumnType<unknown, string | null, string | null>;
}

export interface BotTestingTables {
  bot_test_cases: BotTestCasesTable;
  bot_test_schedules: BotTestSchedulesTable;
  bot_test_runs: BotTestRunsTable;
  bot_test_results: BotTestResultsTable;
}
