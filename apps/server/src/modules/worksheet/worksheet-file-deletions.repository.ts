import type { Db } from '../../db/database.js';

/**
 * The queue of worksheet files to delete (migration 0027). Rows are put there by a trigger when a
 * worksheet row is deleted, and by `queue` for a file that never got its row.
 */
export function createWorksheetFileDeletionsRepository(db: Db) {
  return {
    async queue(storageKey: string) {
      await db
        .insertInto('worksheet_file_deletions')
        .values({ storage_key: storageKey })
        .onConflict((oc) => oc.column('storage_key').doNothing())
        .execute();
    },

    /**
     * Locks up to `limit` queued keys (`FOR UPDATE SKIP LOCKED`: keys another server is deleting are
     * skipped, not waited for), not tried since `notTriedSince`, oldest first, and hands them to
     * `deleteFiles`, which says which were deleted and which failed and why. Deleted keys leave the
     * queue; failed ones stay with the error, in the same transaction. Only `keys`, when given.
     */
    async drainBatch(
      limit: number,
      notTriedSince: Date,
      deleteFiles: (keys: string[]) => Promise<{ deleted: string[]; failed: { key: string; error: string }[] }>,
      keys?: string[],
    ) {
      return db.transaction().execute(async (trx) => {
        let query = trx
          .selectFrom('worksheet_file_deletions')
          .select('storage_key')
          .where((eb) => eb.or([eb('last_attempt_at', 'is', null), eb('last_attempt_at', '<', notTriedSince)]))
          .orderBy('queued_at')
          .limit(limit)
          .forUpdate()
          .skipLocked();
        if (keys) query = query.where('storage_key', 'in', keys);
        const claimed = (await query.execute()).map((r) => r.storage_key);
        if (!claimed.length) return { claimed: 0, deleted: 0, failed: 0 };
        const result = await deleteFiles(claimed);
        if (result.deleted.length) await trx.deleteFrom('worksheet_file_deletions').where('storage_key', 'in', result.deleted).execute();
        const now = new Date();
        for (const { key, error } of result.failed) {
          await trx
            .updateTable('worksheet_file_deletions')
            .set((eb) => ({ attempts: eb('attempts', '+', 1), last_attempt_at: now, last_error: error.slice(0, 1000) }))
            .where('storage_key', '=', key)
            .execute();
        }
        return { claimed: claimed.length, deleted: result.deleted.length, failed: result.failed.length };
      });
    },
  };
}
