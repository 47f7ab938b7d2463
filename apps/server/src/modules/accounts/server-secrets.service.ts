import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';

/**
 * A secret generated once and kept in the database under its name, so every server sharing the
 * database uses the same one and nobody has to invent it.
 */
export async function storedSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value;
}
