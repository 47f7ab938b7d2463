import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RecordActivity } from '../activity/activity.types.js';
import { loadBrainHealthContent } from './brain-health-content.loader.js';
import { brainHealthRoutes } from './brain-health.routes.js';
import { createBrainHealthService } from './brain-health.service.js';

export async function registerBrainHealth(
  app: FastifyInstance,
  { contentDir, ...deps }: { db: Db; recordActivity: RecordActivity; contentDir: string },
) {
  await app.register(brainHealthRoutes, {
    brainHealth: createBrainHealthService({ ...deps, content: loadBrainHealthContent(contentDir) }),
  });
}
