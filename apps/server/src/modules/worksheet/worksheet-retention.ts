import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { WorksheetService } from './worksheet.service.js';

/**
 * At minute 41 of every hour: purges expired worksheets (see `worksheetRetentionDays`), then
 * deletes the files queued for deletion — theirs, and those of worksheets deleted any other way
 * (an account's deletion cascades to its worksheets). Both lock with SKIP LOCKED, so servers
 * sharing the database run side by side without doing one deletion twice.
 */
export function scheduleWorksheetRetention(worksheets: WorksheetService, log: FastifyBaseLogger): Cron {
  return new Cron('41 * * * *', { protect: true }, async () => {
    try {
      const purged = await worksheets.purgeExpired(new Date());
      if (purged) log.info({ purged }, 'worksheet retention: old worksheets deleted');
    } catch (err) {
      log.error({ err }, 'worksheet retention failed');
    }
    try {
      const files = await worksheets.deleteQueuedFiles();
      if (files.deleted || files.failed) log.info(files, 'worksheet files: queued deletions run');
    } catch (err) {
      log.error({ err }, 'worksheet file deletions failed');
    }
  });
}
