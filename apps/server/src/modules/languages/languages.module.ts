import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../providers/payments/clock.js';
import { loadLanguageCourses } from './course-content.loader.js';
import { languagesRoutes } from './languages.routes.js';
import { createLanguagesService, type FeatureLookup } from './languages.service.js';

/** Language learning: the courses under `<contentDir>/languages`, loaded and checked once at start, and their routes. */
export async function registerLanguages(app: FastifyInstance, deps: { db: Db; contentDir: string; access: FeatureLookup; clock: Clock }) {
  const courses = loadLanguageCourses(deps.contentDir);
  await app.register(languagesRoutes, {
    languages: createLanguagesService({ db: deps.db, courses, access: deps.access, clock: deps.clock }),
  });
}
