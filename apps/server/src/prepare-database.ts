import type { Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { migrateAuthTables } from './modules/accounts/auth-migrations.js';

/**
 * Brings a database to the current schema: better-auth's tables first, which ours reference.
 * It lives beside app.ts, not in db/, because it composes a module's migrations with db's own.
 */
export async function prepareDatabase(db: Db): Promise<string[]> {
  await migrateAuthTables(db);
  return migrateToLatest(db);
}
