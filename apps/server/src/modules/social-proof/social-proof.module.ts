import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { socialProofRoutes } from './social-proof.routes.js';
import { createSocialProofService } from './social-proof.service.js';

/** New subscriptions, anonymised to their tier, streamed to open pages as they happen. */
export async function registerSocialProof(app: FastifyInstance, { db, gapMs }: { db: Db; gapMs: number }) {
  await app.register(socialProofRoutes, { socialProof: createSocialProofService(db, { gapMs }) });
}
