import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { analyticsRoutes } from './analytics.routes.js';
import { createAnalyticsService } from './analytics.service.js';

/** First-party page views and events, stored in our own database. */
export async function registerAnalytics(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(analyticsRoutes, { analytics: createAnalyticsService(db) });
}
