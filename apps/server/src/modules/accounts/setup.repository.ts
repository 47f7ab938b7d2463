import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

const tokenName = 'first-admin-setup';

export type StoredSetupToken = { value: string; created_at: Date };

/** The one set-up token's digest in `server_secrets`; validity is judged on the database's clock. */
export function createSetupRepository(db: Db, lifetimeMs: number) {
  const validSince = sql<Date>`now() - ${lifetimeMs} * interval '1 millisecond'`;
  return {
    /**
     * Stores this digest unless an unexpired token is stored already (another server issued it).
     * Returns when the stored token was issued and whether it is this one.
     */
    async storeUnlessValid(digest: string): Promise<{ stored: boolean; issuedAt: Date } | undefined> {
      const inserted = await db
        .insertInto('server_secrets')
        .values({ name: tokenName, value: digest })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({ value: digest, created_at: sql`now()` })
            .where('server_secrets.created_at', '<=', validSince),
        )
        .returning('created_at')
        .executeTakeFirst();
      if (inserted) return { stored: true, issuedAt: new Date(inserted.created_at) };
      const kept = await db.selectFrom('server_secrets').select('created_at').where('name', '=', tokenName).executeTakeFirst();
      return kept && { stored: false, issuedAt: new Date(kept.created_at) };
    },

    /**
     * Takes the token out if it is this digest and unexpired: one statement, so of parallel
     * requests with the same token exactly one gets the row. Comparing digests, not tokens,
     * leaks nothing through timing.
     */
    async claim(digest: string): Promise<StoredSetupToken | undefined> {
      const row = await db
        .deleteFrom('server_secrets')
        .where('name', '=', tokenName)
        .where('value', '=', digest)
        .where('created_at', '>', validSince)
        .returning(['value', 'created_at'])
        .executeTakeFirst();
      return row && { value: row.value, created_at: new Date(row.created_at) };
    },

    /** Puts a claimed token back, as it was, unless a new one was issued meanwhile. */
    async restore(token: StoredSetupToken): Promise<void> {
      await db
        .insertInto('server_secrets')
        .values({ name: tokenName, value: token.value, created_at: token.created_at })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },
  };
}
