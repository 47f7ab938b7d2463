import { getMigrations } from 'better-auth/db/migration';
import type { Db } from '../../db/database.js';
import { authSchemaOptions } from './auth-schema.js';

/** Creates or extends better-auth's tables ("user", "session", "account", "verification"). */
export async function migrateAuthTables(db: Db): Promise<void> {
  const { runMigrations } = await getMigrations({ ...authSchemaOptions(db), secret: 'schema-only-no-signing' });
  await runMigrations();
}
