import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';

/** The sandbox's signing secret: the configured one, else one generated once and kept in the database. */
export function sandboxWebhookSecret(db: Db, configured: string | undefined): () => Promise<string> {
  let cached: string | undefined = configured;
  return async () => {
    if (cached) return cached;
    await db
      .insertInto('server_secrets')
      .values({ name: 'sandbox_webhook_secret', value: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    cached = (await db.selectFrom('server_secrets').select('value').where('name', '=', 'sandbox_webhook_secret').executeTakeFirstOrThrow())
      .value;
    return cached;
  };
}
