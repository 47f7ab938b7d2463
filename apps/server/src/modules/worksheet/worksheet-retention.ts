import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { WorksheetService } from './worksheet.service.js';

/**
 * Purges expired worksheets (see `worksheetRetentionDays`) at minute 41 of every hour. Each batch
 * locks its rows with SKIP LOCKED, so servers sharing the database purge side by side without
 * deleting one worksheet twice.
 */
export function scheduleWorksheetRetention(worksheets: WorksheetService, log: FastifyBaseLogger): Cron {
  return new Cron('41 * * * *', { protect: true }, async () => {
    try {
      const deleted = await worksheets.purgeExpired(new Date());
      if (deleted) log.info({ deleted }, 'worksheet retention: old worksheets and their files deleted');
    } catch (err) {
      log.error({ err }, 'worksheet retention failed');
    }
  });
}
