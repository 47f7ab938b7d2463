import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RecordActivity } from '../activity/activity.types.js';
import { focusRoutes } from './focus.routes.js';
import { createFocusService } from './focus.service.js';

export async function registerFocus(app: FastifyInstance, deps: { db: Db; recordActivity: RecordActivity }) {
  await app.register(focusRoutes, { focus: createFocusService(deps) });
}
