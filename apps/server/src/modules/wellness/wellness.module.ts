import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RecordActivity } from '../activity/activity.types.js';
import type { ChildrenService } from '../children/children.service.js';
import { loadCopingContent } from './coping-content.loader.js';
import { wellnessRoutes } from './wellness.routes.js';
import { createWellnessService } from './wellness.service.js';

export async function registerWellness(
  app: FastifyInstance,
  { contentDir, ...deps }: { db: Db; children: Pick<ChildrenService, 'listForParent'>; recordActivity: RecordActivity; contentDir: string },
) {
  await app.register(wellnessRoutes, { wellness: createWellnessService({ ...deps, coping: loadCopingContent(contentDir) }) });
}
