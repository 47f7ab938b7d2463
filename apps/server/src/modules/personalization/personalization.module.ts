import type { FastifyInstance } from 'fastify';
import type { BrainTrainingService } from '../brain-training/brain-training.service.js';
import type { TutorService } from '../tutor/tutor.service.js';
import { personalizationRoutes } from './personalization.routes.js';
import { createPersonalizationService } from './personalization.service.js';

export async function registerPersonalization(
  app: FastifyInstance,
  deps: { tutor: Pick<TutorService, 'repliesTo'>; brainTraining: Pick<BrainTrainingService, 'resultsOf'> },
) {
  await app.register(personalizationRoutes, { personalization: createPersonalizationService(deps) });
}
