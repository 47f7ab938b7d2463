import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** SQL the sign-in guards need beyond better-auth's own. */
export function createSignInRepository(db: Db) {
  return {
    /** The account a pending two-factor challenge belongs to (better-auth keeps it in "verification"). */
    async findChallengeUserId(identifier: string): Promise<string | null> {
      const result = await sql<{
        value: string;
      }>`select value from verification where identifier = ${identifier} and "expiresAt" > now() limit 1`.execute(db);
      return result.rows[0]?.value ?? null;
    },
    /** The account whose session token this is, while the session lasts. */
    async findSessionUserId(token: string): Promise<string | null> {
      const result = await sql<{
        user_id: string;
      }>`select "userId" as user_id from session where token = ${token} and "expiresAt" > now() limit 1`.execute(db);
      return result.rows[0]?.user_id ?? null;
    },
  };
}

export type SignInRepository = ReturnType<typeof createSignInRepository>;
