// The tables the tutor module owns: no other module reads or writes them except through its service.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

export interface TutorConversationsTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TutorMessagesTable {
  id: Generated<string>;
  conversation_id: string;
  role: 'student' | 'tutor';
  text: string;
  grade_band: 'elementary' | 'middle' | 'high';
  answer: ColumnType<unknown, string | null, string | null> | null;
  flagged: Generated<boolean>;
  concern: string | null;
  created_at: Timestamp;
}

export interface TutorDailyUsageTable {
  user_id: string;
  day: ColumnType<string, string, string>;
  questions: Generated<number>;
}

/** One paragraph of a knowledge-hub article in one language (`search` is a tsvector, `config` a regconfig). */
export interface KnowledgePassagesTable {
  id: Generated<number>;
  slug: string;
  locale: string;
  subject: string;
  title: string;
  position: number;
  body: string;
  config: string;
  search: string;
  content_hash: string;
}

export interface TutorTables {
  tutor_conversations: TutorConversationsTable;
  tutor_messages: TutorMessagesTable;
  tutor_daily_usage: TutorDailyUsageTable;
  knowledge_passages: KnowledgePassagesTable;
}
