// The tables the languages module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** A learner's go at one lesson; started once per client key, completed at most once. */
export interface LanguageAttemptsTable {
  id: Generated<string>;
  user_id: string;
  course_id: string;
  lesson_id: string;
  client_key: string;
  started_at: Timestamp;
  completed_at: Timestamp | null;
}

/** One answer to one exercise of an attempt, stored once per client key, with the server's verdict. */
export interface LanguageAnswersTable {
  id: Generated<string>;
  /** Answer order within an attempt (several may share a timestamp). */
  seq: Generated<number>;
  attempt_id: string;
  exercise_id: string;
  client_key: string;
  answer: string;
  verdict: 'correct' | 'typo' | 'wrong';
  answered_at: Timestamp;
}

/** An item a learner met in a completed lesson: a card from then on (its FSRS state comes from the review log). */
export interface LanguageCardsTable {
  user_id: string;
  course_id: string;
  item_id: string;
  met_at: Timestamp;
}

/** One answer in the daily review (decision 0075: cards are replayed from this log). */
export interface LanguageReviewsTable {
  id: Generated<string>;
  user_id: string;
  course_id: string;
  item_id: string;
  client_key: string;
  outcome: 'right' | 'typo' | 'wrong';
  answer_ms: number;
  reviewed_at: Timestamp;
}

/** A placement test taken: the best score per level is what counts. */
export interface LanguagePlacementsTable {
  user_id: string;
  course_id: string;
  level: 'intermediate' | 'advanced';
  score: number;
  taken_at: Timestamp;
}

/** How a conversation attempt runs: with the configured model, or scripted (also after the model failed). */
export interface LanguageRolePlaysTable {
  attempt_id: string;
  mode: 'model' | 'scripted';
}

/** One turn of a role-play with the model, stored once per client key. */
export interface LanguageRolePlayTurnsTable {
  id: Generated<string>;
  seq: Generated<number>;
  attempt_id: string;
  client_key: string;
  learner_text: string;
  partner_say: string;
  partner_translation: string;
  correction: string;
  goal_reached: boolean;
  played_at: Timestamp;
}

export interface LanguagesTables {
  language_attempts: LanguageAttemptsTable;
  language_answers: LanguageAnswersTable;
  language_cards: LanguageCardsTable;
  language_reviews: LanguageReviewsTable;
  language_placements: LanguagePlacementsTable;
  language_role_plays: LanguageRolePlaysTable;
  language_role_play_turns: LanguageRolePlayTurnsTable;
}
