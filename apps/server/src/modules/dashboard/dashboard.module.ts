import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { CurriculumService } from '../curriculum/curriculum.service.js';
import type { LanguagesService } from '../languages/languages.service.js';
import type { ProgrammesService } from '../programmes/programmes.service.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { createDashboardService, type FeatureLookup } from './dashboard.service.js';

export async function registerDashboard(
  app: FastifyInstance,
  deps: {
    db: Db;
    access: FeatureLookup;
    programmes: Pick<ProgrammesService, 'enrolmentsAsJson' | 'stateFromJson'>;
    languages: Pick<LanguagesService, 'summary'>;
    curriculum: Pick<CurriculumService, 'continueLearning'>;
  },
) {
  await app.register(dashboardRoutes, { dashboard: createDashboardService(deps) });
}
