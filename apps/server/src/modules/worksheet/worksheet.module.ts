import type { FastifyInstance } from 'fastify';
import type { Entitlements } from '@brainboost/domain/billing/entitlements';
import type { Db } from '../../db/database.js';
import type { FileStorage } from '../../providers/storage/storage.port.js';
import type { TutorService } from '../tutor/tutor.service.js';
import { createOcrEngine } from './ocr-engine.js';
import { scheduleWorksheetRetention } from './worksheet-retention.js';
import { worksheetRoutes } from './worksheet.routes.js';
import { createWorksheetService, type WorksheetService } from './worksheet.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    worksheets: WorksheetService;
    storage: FileStorage;
  }
}

/** Worksheet uploads, the jobs that read and answer them, and their retention purge. */
export async function registerWorksheet(
  app: FastifyInstance,
  deps: {
    db: Db;
    storage: FileStorage;
    tutor: Pick<TutorService, 'ask'>;
    entitlementsOf: (userId: string, now: Date) => Promise<Entitlements>;
  },
) {
  const { storage } = deps;
  const ocr = createOcrEngine();
  const worksheets = createWorksheetService({ ...deps, ocr, log: app.log });
  // Only a server that finished starting takes jobs.
  app.addHook('onReady', async () => worksheets.startJobs());
  const retention = scheduleWorksheetRetention(worksheets, app.log);
  // Jobs running here stop before the database closes and are left, released, for any server to resume.
  app.addHook('preClose', async () => {
    retention.stop();
    await worksheets.stopJobs();
    await ocr.close();
  });
  app.decorate('worksheets', worksheets);
  app.decorate('storage', storage);
  await app.register(worksheetRoutes, { worksheets });
}
