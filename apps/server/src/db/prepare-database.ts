import { migrateAuthTables } from '../modules/accounts/auth-migrations.js';
import type { Db } from './database.js';
import { migrateToLatest } from './migrate.js';

/** Brings a database to the current schema: better-auth's tables first, which ours reference. */
export async function prepareDatabase(db: Db): Promise<string[]> {
  await migrateAuthTables(db);
  return migrateToLatest(db);
}
