// The tables the achievements module owns: no other module reads or writes them except through its service.
import type { Timestamp } from '../../db/column-types.js';

/** A badge awarded to a user, at most once. */
export interface AchievementsTable {
  user_id: string;
  badge_id: string;
  earned_at: Timestamp;
  created_at: Timestamp;
}

export interface AchievementsTables {
  achievements: AchievementsTable;
}
