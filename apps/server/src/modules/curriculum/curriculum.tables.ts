// The tables the curriculum module owns: no other module reads or writes them except through its service
// (and the account export, which reads every row about a person).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** A JSON column holding an array or a value: read as parsed JSON, written as JSON text. */
type JsonValue<T> = ColumnType<T, string, string>;

/** Where a learner stands on one skill of a topic (decision 0112); the level shown is decayed from it on read. */
export interface CurriculumSkillMasteryTable {
  user_id: string;
  topic_id: string;
  skill_id: string;
  level: 'not-started' | 'attempted' | 'familiar' | 'proficient' | 'mastered';
  set_answered: number;
  set_right: number;
  practised_at: Timestamp | null;
}

/** One practice item served: what it was (a bank item, or a template and seed), and its first answer with the server's verdict. */
export interface CurriculumPracticeItemsTable {
  id: Generated<string>;
  user_id: string;
  topic_id: string;
  skill_id: string;
  source: 'bank' | 'template';
  /** The bank item's id, or the template's. */
  item_ref: string;
  seed: number;
  served_at: Timestamp;
  answer: JsonValue<unknown> | null;
  verdict: 'right' | 'wrong' | null;
  /** The skill's level before and after this answer, so a replay answers as the first time did. */
  level_before: CurriculumSkillMasteryTable['level'] | null;
  level_after: CurriculumSkillMasteryTable['level'] | null;
  answered_at: Timestamp | null;
}

/** Practice answers per learner day, counted against the plan's daily number (decision 0114). */
export interface CurriculumPracticeDaysTable {
  user_id: string;
  day: string;
  answered: number;
}

export type TestQuestionRow = { id: string; topicId: string; skill: string; source: 'bank' | 'template'; ref: string; seed: number };

/** A topic quiz or a unit practice test: the questions drawn at start, and once submitted the answers and score. */
export interface CurriculumTestsTable {
  id: Generated<string>;
  user_id: string;
  client_key: string;
  kind: 'quiz' | 'unit-test';
  subject: string;
  band: string;
  topic_id: string | null;
  unit_id: string | null;
  questions: JsonValue<TestQuestionRow[]>;
  started_at: Timestamp;
  deadline_at: Timestamp | null;
  submitted_at: Timestamp | null;
  answers: JsonValue<Record<string, unknown>> | null;
  score: number | null;
}

export interface CurriculumTables {
  curriculum_skill_mastery: CurriculumSkillMasteryTable;
  curriculum_practice_items: CurriculumPracticeItemsTable;
  curriculum_practice_days: CurriculumPracticeDaysTable;
  curriculum_tests: CurriculumTestsTable;
}
