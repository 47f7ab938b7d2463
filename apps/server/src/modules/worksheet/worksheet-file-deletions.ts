import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { FileStorage } from '../../providers/storage/storage.port.js';
import { createWorksheetFileDeletionsRepository } from './worksheet-file-deletions.repository.js';

const batchSize = 100;

/**
 * The one way worksheet files are deleted (docs/decisions/0027): through the queue a trigger fills
 * whenever a worksheet row is deleted. A file is deleted (missing counts as deleted) while its
 * queue row is locked, then the row goes; a file storage refuses stays queued for the next run.
 * Servers drain side by side: each key is locked by one of them at a time.
 */
export function createWorksheetFileDeletions({
  db,
  storage,
  log,
}: {
  db: Db;
  storage: Pick<FileStorage, 'delete'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const repository = createWorksheetFileDeletionsRepository(db);

  async function deleteFiles(keys: string[]) {
    const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    const deleted: string[] = [];
    const failed: { key: string; error: string }[] = [];
    results.forEach((result, i) => {
      const key = keys[i]!;
      if (result.status === 'fulfilled') deleted.push(key);
      else failed.push({ key, error: result.reason instanceof Error ? result.reason.message : String(result.reason) });
    });
    if (failed.length) log.warn({ failed }, 'worksheet files could not be deleted; they stay queued for the next run');
    return { deleted, failed };
  }

  return {
    /** Deletes queued files (only `keys`, when given) in batches; each key is tried once per run. Returns how many were deleted and how many failed. */
    async drain(keys?: string[]) {
      const startedAt = new Date();
      let deleted = 0;
      let failed = 0;
      for (;;) {
        const batch = await repository.drainBatch(batchSize, startedAt, deleteFiles, keys);
        deleted += batch.deleted;
        failed += batch.failed;
        if (batch.claimed < batchSize) return { deleted, failed };
      }
    },

    /** Queues a file that has no worksheet row (an upload whose row could not be written). */
    queue: (storageKey: string) => repository.queue(storageKey),
  };
}

export type WorksheetFileDeletions = ReturnType<typeof createWorksheetFileDeletions>;
