import type { SaveTranscriptInput } from '@brainboost/domain/schemas/translator';
import type { Db } from '../../db/database.js';

const summaryColumns = ['id', 'title', 'turn_count', 'saved_at'] as const;

/** Saved transcripts, always filtered by their owner: another user's id finds nothing. */
export function createTranscriptsRepository(db: Db) {
  return {
    async insert(userId: string, input: SaveTranscriptInput, now: Date) {
      return db
        .insertInto('translator_transcripts')
        .values({ user_id: userId, title: input.title, turns: JSON.stringify(input.turns), turn_count: input.turns.length, saved_at: now })
        .returning(summaryColumns)
        .executeTakeFirstOrThrow();
    },
    async listOf(userId: string) {
      return db
        .selectFrom('translator_transcripts')
        .select(summaryColumns)
        .where('user_id', '=', userId)
        .orderBy('saved_at', 'desc')
        .orderBy('id')
        .execute();
    },
    async find(userId: string, id: string) {
      return db
        .selectFrom('translator_transcripts')
        .select([...summaryColumns, 'turns'])
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /** Whether a transcript of the user's was deleted. */
    async delete(userId: string, id: string) {
      const result = await db.deleteFrom('translator_transcripts').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
    /** Every saved transcript, oldest first, for the data export. */
    async allOf(userId: string) {
      return db
        .selectFrom('translator_transcripts')
        .select(['title', 'turns', 'turn_count', 'saved_at'])
        .where('user_id', '=', userId)
        .orderBy('saved_at')
        .execute();
    },
  };
}
