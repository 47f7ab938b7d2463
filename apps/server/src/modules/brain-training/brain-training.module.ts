import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { brainTrainingRoutes } from './brain-training.routes.js';
import { createBrainTrainingService, type AfterRunSaved, type FeatureLookup } from './brain-training.service.js';
import { createRecallCardsService } from './recall-cards.service.js';

/** Task runs and recall cards; returns the training service, whose runs programmes and personalization read. */
export async function registerBrainTraining(
  app: FastifyInstance,
  { db, access, afterRunSaved }: { db: Db; access: FeatureLookup; afterRunSaved: AfterRunSaved },
) {
  const training = createBrainTrainingService({ db, access, afterRunSaved });
  await app.register(brainTrainingRoutes, { training, cards: createRecallCardsService({ db }) });
  return training;
}
