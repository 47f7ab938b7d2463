import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * A read model (decision 0077) for deletion: a child account goes with everything stored about the
 * child, in one transaction: its `child_accounts` row and `user` row (accounts'; sessions, sign-in
 * methods, profile and access cascade from it) and, keyed by the child's id without a foreign key,
 * `feedback` (feedback's), `page_views` and `analytics_events` (analytics'). Nothing else in
 * children writes those tables.
 */

/** Tables keyed by a user id without a foreign key: a deleted child's rows there go too. */
const looseUserTables = ['feedback', 'page_views', 'analytics_events'] as const;

export function createChildDeletion(db: Db) {
  return {
    /** Deletes child accounts and everything that belongs to them, in one transaction. */
    async deleteChildren(userIds: string[]): Promise<number> {
      if (userIds.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        for (const table of looseUserTables) await trx.deleteFrom(table).where('user_id', 'in', userIds).execute();
        // Sessions, sign-in methods, profile, access, the child_accounts row and its voice changes cascade from the user.
        const deleted = await trx
          .deleteFrom('user')
          .where('id', 'in', userIds)
          .where('id', 'in', (eb) => eb.selectFrom('child_accounts').select('user_id'))
          .executeTakeFirst();
        return Number(deleted.numDeletedRows);
      });
    },

    /**
     * Deletes every pending child whose consent window has passed, with its data. One statement per
     * table in one transaction, conditional on the state at that moment, so two servers running it
     * together delete each child once and nothing else.
     */
    async deleteExpiredPending(now: Date): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const expired = trx.selectFrom('child_accounts').where('status', '=', 'pending').where('consent_expires_at', '<=', now);
        // Those tables hold the id as text.
        for (const table of looseUserTables)
          await trx
            .deleteFrom(table)
            .where('user_id', 'in', expired.select(sql<string>`user_id::text`.as('id')))
            .execute();
        const deleted = await trx.deleteFrom('user').where('id', 'in', expired.select('user_id')).executeTakeFirst();
        return Number(deleted.numDeletedRows);
      });
    },
  };
}
