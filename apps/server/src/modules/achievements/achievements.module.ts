import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { ActivityService } from '../activity/activity.service.js';
import { achievementsRoutes } from './achievements.routes.js';
import { createAchievementsService } from './achievements.service.js';

/**
 * Activity events and the badges they earn: returns `recordActivity`, which the areas that record
 * events (focus, wellness, brain health) are given, so a badge is stored with its event (decision 0068).
 */
export async function registerAchievements(app: FastifyInstance, { db, activity }: { db: Db; activity: ActivityService }) {
  const achievements = createAchievementsService({ db, activity });
  await app.register(achievementsRoutes, { achievements });
  return { recordActivity: achievements.recordActivity };
}
