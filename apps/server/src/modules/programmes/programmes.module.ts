import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { BrainTrainingService } from '../brain-training/brain-training.service.js';
import { programmesRoutes } from './programmes.routes.js';
import { createProgrammesService, type FeatureLookup } from './programmes.service.js';

/** Returns the programmes service: brain-training tells it of saved runs, the dashboard carries its enrolments. */
export async function registerProgrammes(
  app: FastifyInstance,
  deps: { db: Db; access: FeatureLookup; runs: Pick<BrainTrainingService, 'runsSince' | 'recentRunsPerTask'> },
) {
  const programmes = createProgrammesService(deps);
  await app.register(programmesRoutes, { programmes });
  return programmes;
}
