import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { feedbackRoutes } from './feedback.routes.js';
import { createFeedbackService } from './feedback.service.js';

/** Feedback people send from any page. */
export async function registerFeedback(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(feedbackRoutes, { feedback: createFeedbackService(db) });
}
