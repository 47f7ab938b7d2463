// The tables the wellness module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** A mood check-in: private to the learner and the linked parent of an under-13 account. */
export interface MoodCheckInsTable {
  id: Generated<string>;
  user_id: string;
  mood: number;
  feelings: string[];
  note: string | null;
  support: 'none' | 'reachOut' | 'crisis';
  created_at: Timestamp;
}

export interface WellnessTables {
  mood_check_ins: MoodCheckInsTable;
}
