// The tables the feedback module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

export interface FeedbackTable {
  id: Generated<string>;
  type: 'improvement' | 'issue' | 'suggestion';
  text: string;
  user_id: string | null;
  path: string | null;
  locale: string | null;
  created_at: Timestamp;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
}
