// The tables the translator module owns: no other module reads or writes them except through its service.
import type { ColumnType, Generated } from 'kysely';
import type { TranscriptTurn } from '@brainboost/domain/schemas/translator';
import type { Timestamp } from '../../db/column-types.js';

/** A conversation transcript the user chose to save (nothing is kept otherwise); its turns as JSON, in order. */
export interface TranslatorTranscriptsTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  turns: ColumnType<TranscriptTurn[], string, never>;
  turn_count: number;
  saved_at: Timestamp;
}

export interface TranslatorTables {
  translator_transcripts: TranslatorTranscriptsTable;
}
