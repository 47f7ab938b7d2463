import type { BetterAuthOptions } from 'better-auth';
import type { Db } from '../../db/database.js';

/**
 * The parts of the better-auth configuration that shape its tables. Shared by the running auth
 * instance and by the migration that creates the tables, so the two never disagree.
 */
export function authSchemaOptions(db: Db) {
  return {
    database: { db, type: 'postgres', casing: 'snake', transaction: false },
    advanced: { database: { generateId: 'uuid' } },
  } satisfies Partial<BetterAuthOptions>;
}
