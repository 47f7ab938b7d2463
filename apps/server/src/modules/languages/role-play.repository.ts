import type { Db } from '../../db/database.js';

export type RolePlayTurnRow = {
  client_key: string;
  learner_text: string;
  partner_say: string;
  partner_translation: string;
  correction: string;
  goal_reached: boolean;
};

const turnColumns = ['client_key', 'learner_text', 'partner_say', 'partner_translation', 'correction', 'goal_reached'] as const;

/** The role-play tables: an attempt's mode and the turns played with the model. */
export function createRolePlayRepository(db: Db) {
  return {
    /** The attempt's mode, set once when it starts (a later start of the same attempt keeps it). */
    async modeOnce(attemptId: string, mode: 'model' | 'scripted'): Promise<'model' | 'scripted'> {
      await db
        .insertInto('language_role_plays')
        .values({ attempt_id: attemptId, mode })
        .onConflict((oc) => oc.column('attempt_id').doNothing())
        .execute();
      return (await this.mode(attemptId)) ?? mode;
    },
    async mode(attemptId: string) {
      const row = await db.selectFrom('language_role_plays').select('mode').where('attempt_id', '=', attemptId).executeTakeFirst();
      return row?.mode ?? null;
    },
    /** The model failed: the attempt goes on as the scripted dialogue. */
    async fallBack(attemptId: string) {
      await db.updateTable('language_role_plays').set({ mode: 'scripted' }).where('attempt_id', '=', attemptId).execute();
    },
    async turnsOf(attemptId: string): Promise<RolePlayTurnRow[]> {
      return db.selectFrom('language_role_play_turns').select(turnColumns).where('attempt_id', '=', attemptId).orderBy('seq').execute();
    },
    /** Every role-play turn of a learner, oldest first, for the data export. */
    async turnsOfUser(userId: string) {
      return db
        .selectFrom('language_role_play_turns as t')
        .innerJoin('language_attempts as a', 'a.id', 't.attempt_id')
        .select(['a.lesson_id', 't.learner_text', 't.partner_say', 't.partner_translation', 't.correction', 't.played_at'])
        .where('a.user_id', '=', userId)
        .orderBy('t.played_at')
        .orderBy('t.seq')
        .execute();
    },
    /** Stores a turn once per client key; a concurrent duplicate keeps the first. */
    async turnOnce(attemptId: string, turn: RolePlayTurnRow, now: Date) {
      await db
        .insertInto('language_role_play_turns')
        .values({ attempt_id: attemptId, ...turn, played_at: now })
        .onConflict((oc) => oc.columns(['attempt_id', 'client_key']).doNothing())
        .execute();
    },
  };
}
