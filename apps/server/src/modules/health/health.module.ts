import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { healthRoutes } from './health.routes.js';
import type { Readiness } from './health.types.js';

/** Liveness and readiness probes for the process supervisor and load balancer. */
export async function registerHealth(app: FastifyInstance, deps: { db: Db; readiness: Readiness }) {
  await app.register(healthRoutes, deps);
}
