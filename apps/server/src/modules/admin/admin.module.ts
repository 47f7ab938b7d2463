import type { FastifyInstance } from 'fastify';
import type { AdminStats } from '@brainboost/domain/schemas/admin';
import type { Db } from '../../db/database.js';
import { listenerOf } from '../../db/notifications.js';
import type { PeopleService } from '../accounts/people.service.js';
import { createAdminStatsCache } from './admin-stats-cache.js';
import { adminRoutes } from './admin.routes.js';
import { createAdminService } from './admin.service.js';

/** The admin area: stats kept in memory until what they count changes (decision 0059), users and their roles. */
export async function registerAdmin(app: FastifyInstance, { db, people }: { db: Db; people: PeopleService }) {
  const adminStats = createAdminStatsCache<AdminStats>(listenerOf(db));
  try {
    await adminStats.start();
  } catch (err) {
    app.log.error({ err }, 'not listening for admin stats changes: they are counted on every request');
  }
  app.addHook('onClose', async () => adminStats.stop());
  const admin = createAdminService(db, people, adminStats);
  await app.register(adminRoutes, { admin });
  return admin;
}
