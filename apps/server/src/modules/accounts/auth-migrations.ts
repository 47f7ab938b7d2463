import { getMigrations } from 'better-auth/db/migration';
import type { Db } from '../../db/database.js';
import { authSchemaOptions } from './auth-schema.js';

const schemaOnly = async () => {
  throw new Error('the schema-only auth instance sends nothing');
};

/** Creates or extends better-auth's tables (user, session, account, verification and the plugins'). */
export async function migrateAuthTables(db: Db): Promise<void> {
  const options = authSchemaOptions(db, {
    orgName: 'schema',
    issuer: 'http://localhost',
    oauthProviders: [],
    sendEmailCode: schemaOnly,
    sendSmsCode: schemaOnly,
  });
  const { runMigrations } = await getMigrations({ ...options, secret: 'schema-only-no-signing' });
  await runMigrations();
}
