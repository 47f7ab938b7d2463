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
    /** The account a password-reset link belongs to, while the link is valid. */
    async findResetTokenUserId(token: string): Promise<string | null> {
      const result = await sql<{
        value: string;
      }>`select value from verification where identifier = ${`reset-password:${token}`} and "expiresAt" > now() limit 1`.execute(db);
      return result.rows[0]?.value ?? null;
    },
    /** Every identifier the account signs in with by password: its email, phone number and username. */
    async findSignInIdentifiers(userId: string): Promise<string[]> {
      const row = await db.selectFrom('user').select(['email', 'phoneNumber', 'username']).where('id', '=', userId).executeTakeFirst();
      return row ? [row.email, row.phoneNumber, row.username].filter((value): value is string => Boolean(value)) : [];
    },
  };
}

export type SignInRepository = ReturnType<typeof createSignInRepository>;
