import type { Db } from '../../db/database.js';
import { storedSecret } from './server-secrets.service.js';

/** The key that signs session cookies: AUTH_SECRET when set, otherwise one kept in the database. */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return storedSecret(db, 'auth');
}
