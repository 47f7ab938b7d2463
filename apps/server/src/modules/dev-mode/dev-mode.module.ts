import type { FastifyInstance } from 'fastify';
import { devModeRoutes } from './dev-mode.routes.js';
import { createDevModeService } from './dev-mode.service.js';

/** Development mode's routes; app.ts registers them only on a development server. */
export async function registerDevMode(app: FastifyInstance, deps: Parameters<typeof createDevModeService>[0]) {
  await app.register(devModeRoutes, { devMode: createDevModeService(deps) });
}
