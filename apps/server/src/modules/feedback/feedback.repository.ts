import type { Db } from '../../db/database.js';

export type NewFeedback = {
  type: 'improvement' | 'issue' | 'suggestion';
  text: string;
  userId: string | null;
  path: string | null;
  locale: string;
};

export function createFeedbackRepository(db: Db) {
  return {
    async insert(row: NewFeedback) {
      return db
        .insertInto('feedback')
        .values({ type: row.type, text: row.text, user_id: row.userId, path: row.path, locale: row.locale })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
    },
  };
}
