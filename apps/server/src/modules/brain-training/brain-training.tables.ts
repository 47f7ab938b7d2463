// The tables the brain-training module owns: no other module reads or writes them except through its service. The dashboard, a read model, reads `training_attempts` in its one statement (decision 0069).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

export interface TrainingAttemptsTable {
  id: Generated<string>;
  user_id: string;
  task_id: string;
  level: number | null;
  client_submission_id: string;
  started_at: Timestamp;
  finished_at: Timestamp;
  trial_count: number;
  accuracy: number;
  primary_measure: string;
  higher_is_better: boolean;
  measures: ColumnType<Record<string, number | null>, string, string>;
  performance_index: number;
  created_at: Timestamp;
  grade_band: ColumnType<'elementary' | 'middle' | 'high' | null, 'elementary' | 'middle' | 'high' | null | undefined, never>;
}

export interface TrainingTrialsTable {
  attempt_id: string;
  position: number;
  stimulus: string;
  response: string | null;
  rt_ms: number | null;
  onset_ms: number;
  correct: boolean;
}

export interface RecallCardsTable {
  id: Generated<string>;
  user_id: string;
  front: string;
  back: string;
  source: 'own' | 'starter';
  box: Generated<number>;
  due_at: Timestamp;
  last_reviewed_at: Timestamp | null;
  reviews: Generated<number>;
  created_at: Timestamp;
}

export interface BrainTrainingTables {
  training_attempts: TrainingAttemptsTable;
  training_trials: TrainingTrialsTable;
  recall_cards: RecallCardsTable;
}
