import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../providers/payments/clock.js';
import type { RecordActivity } from '../activity/activity.types.js';
import { loadLanguageCourses } from './course-content.loader.js';
import { languagesRoutes } from './languages.routes.js';
import { createLanguagesService, type FeatureLookup } from './languages.service.js';

/** Language learning: the courses under `<contentDir>/languages`, loaded and checked once at start, and their routes; the service feeds the dashboard and the teacher view. */
export async function registerLanguages(
  app: FastifyInstance,
  deps: { db: Db; contentDir: string; access: FeatureLookup; clock: Clock; recordActivity: RecordActivity },
) {
  const courses = loadLanguageCourses(deps.contentDir);
  const languages = createLanguagesService({
    db: deps.db,
    courses,
    access: deps.access,
    clock: deps.clock,
    recordActivity: deps.recordActivity,
  });
  await app.register(languagesRoutes, { languages });
  return { languages };
}
