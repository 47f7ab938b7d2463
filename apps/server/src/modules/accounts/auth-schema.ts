import type { BetterAuthOptions } from 'better-auth';
import type { Db } from '../../db/database.js';
import { createAuthPlugins, type AuthPluginDeps } from './auth-plugins.js';

/**
 * The parts of the better-auth configuration that shape its tables, plugins included. Shared by
 * the running auth instance and by the migration that creates the tables, so the two never disagree.
 */
export function authSchemaOptions(db: Db, pluginDeps: AuthPluginDeps) {
  return {
    database: { db, type: 'postgres', casing: 'snake', transaction: false },
    advanced: { database: { generateId: 'uuid' } },
    plugins: createAuthPlugins(pluginDeps),
    // Counters in PostgreSQL so per-IP limits hold across restarts and across several servers.
    rateLimit: { storage: 'database' },
  } satisfies Partial<BetterAuthOptions>;
}
