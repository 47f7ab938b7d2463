import type { Db } from '../../db/database.js';

export function createAnalyticsRepository(db: Db) {
  return {
    async insertPageView(row: { path: string; referrer: string | null; locale: string | null; sessionId: string; userId: string | null }) {
      await db
        .insertInto('page_views')
        .values({ path: row.path, referrer: row.referrer, locale: row.locale, session_id: row.sessionId, user_id: row.userId })
        .execute();
    },
    async insertEvent(row: {
      name: string;
      path: string | null;
      properties: Record<string, unknown>;
      sessionId: string;
      userId: string | null;
    }) {
      await db
        .insertInto('analytics_events')
        .values({
          name: row.name,
          path: row.path,
          properties: JSON.stringify(row.properties),
          session_id: row.sessionId,
          user_id: row.userId,
        })
        .execute();
    },
  };
}
