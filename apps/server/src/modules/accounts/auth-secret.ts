import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';

/**
 * The key that signs session cookies: AUTH_SECRET when set, otherwise one generated once and kept
 * in the database, so every server sharing the database signs alike and nobody has to invent one.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('server_secrets')
    .values({ name: 'auth', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', 'auth').executeTakeFirstOrThrow();
  return row.value;
}
