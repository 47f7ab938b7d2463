import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RecallCardsTable } from './brain-training.tables.js';
import type { Db } from '../../db/database.js';

export type RecallCardRow = Selectable<RecallCardsTable>;

export function createRecallCardsRepository(db: Db) {
  return {
    listByUser(userId: string) {
      return db.selectFrom('recall_cards').selectAll().where('user_id', '=', userId).orderBy('due_at').orderBy('created_at').execute();
    },
    countByUser: async (userId: string) =>
      Number(
        (
          await db
            .selectFrom('recall_cards')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    findByIds(userId: string, ids: readonly string[]) {
      if (!ids.length) return Promise.resolve([] as RecallCardRow[]);
      return db.selectFrom('recall_cards').selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute();
    },
    /** Inserts the cards; a front the learner already has is skipped. Returns the ones added. */
    insert(cards: Insertable<RecallCardsTable>[]) {
      return db
        .insertInto('recall_cards')
        .values(cards)
        .onConflict((oc) => oc.columns(['user_id', 'front']).doNothing())
        .returningAll()
        .execute();
    },
    async remove(userId: string, id: string) {
      const result = await db.deleteFrom('recall_cards').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** A review's outcome: the card's new box and due time (inside the attempt's transaction). */
    async reschedule(trx: Transaction<Database>, userId: string, id: string, box: number, dueAt: Date, reviewedAt: Date) {
      await trx
        .updateTable('recall_cards')
        .set((eb) => ({ box, due_at: dueAt, last_reviewed_at: reviewedAt, reviews: eb('reviews', '+', 1) }))
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },
  };
}

export type RecallCardsRepository = ReturnType<typeof createRecallCardsRepository>;
