import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { CredentialsService } from '../accounts/credentials.service.js';

type PendingPassword = { browser_key_hash: string; password_hash: string; full_name: string; expires_at: Date };

/** SQL for sign-up attempts and the passwords waiting for a proven address; accounts' `user` and `account` rows through `credentials`. */
export function createSignupRepository(db: Db, credentials: Pick<CredentialsService, 'lockUser' | 'replacePassword'>) {
  /** Drops the account's password; the pending one chosen in this browser, if still valid, takes its place. */
  async function keepChosenPassword(
    trx: Transaction<Database>,
    userId: string,
    pending: PendingPassword[],
    browserKeyHash: string | null,
    now: Date,
  ) {
    const chosen = browserKeyHash
      ? pending.find((row) => row.browser_key_hash === browserKeyHash && new Date(row.expires_at) > now)
      : undefined;
    await credentials.replacePassword(userId, chosen ? chosen.password_hash : null, now, trx);
    return chosen ? { fullName: chosen.full_name } : null;
  }

  return {
    /** Records an attempt and returns how many the key made within the window, this one included. */
    async recordAttempt(action: 'signup' | 'resend', key: string, since: Date): Promise<number> {
      await db.insertInto('signup_attempts').values({ action, key }).execute();
      const row = await db
        .selectFrom('signup_attempts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('action', '=', action)
        .where('key', '=', key)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async deleteAttemptsBefore(before: Date): Promise<number> {
      const result = await db.deleteFrom('signup_attempts').where('created_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async insertPendingPassword(row: { userId: string; browserKeyHash: string; passwordHash: string; fullName: string; expiresAt: Date }) {
      await db
        .insertInto('signup_pending_passwords')
        .values({
          user_id: row.userId,
          browser_key_hash: row.browserKeyHash,
          password_hash: row.passwordHash,
          full_name: row.fullName,
          expires_at: row.expiresAt,
        })
        .execute();
    },

    /**
     * The address is proven: removes every pending password of the account and any password it
     * held while unproven (accounts made before decision 0043 stored one), then makes the one sign-up matching `browserKeyHash` (if still live)
     * its password. Returns that sign-up's name, or null when none matched.
     */
    async activatePendingPassword(userId: string, browserKeyHash: string | null, now: Date): Promise<{ fullName: string } | null> {
      return db.transaction().execute(async (trx) => {
        const owner = await credentials.lockUser(userId, trx);
        // A proven phone number already vouches for this account's password (a phone account adding an email).
        if (!owner || owner.phoneNumberVerified) return null;
        const pending = await trx
          .deleteFrom('signup_pending_passwords')
          .where('user_id', '=', userId)
          .returning(['browser_key_hash', 'password_hash', 'full_name', 'expires_at'])
          .execute();
        return keepChosenPassword(trx, userId, pending, browserKeyHash, now);
      });
    },

    /**
     * A phone number was proven. Only a sign-up still waiting decides the password: proving an
     * already proven number again (a code sign-in) leaves the account's password alone.
     */
    async activatePendingPhonePassword(userId: string, browserKeyHash: string | null, now: Date): Promise<{ fullName: string } | null> {
      return db.transaction().execute(async (trx) => {
        await credentials.lockUser(userId, trx);
        const pending = await trx
          .deleteFrom('signup_pending_passwords')
          .where('user_id', '=', userId)
          .returning(['browser_key_hash', 'password_hash', 'full_name', 'expires_at'])
          .execute();
        if (!pending.length) return null;
        return keepChosenPassword(trx, userId, pending, browserKeyHash, now);
      });
    },

    async deletePendingPasswordsBefore(before: Date): Promise<number> {
      const result = await db.deleteFrom('signup_pending_passwords').where('expires_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
