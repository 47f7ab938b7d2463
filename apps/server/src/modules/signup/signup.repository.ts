import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type PendingPassword = { browser_key_hash: string; password_hash: string; full_name: string; expires_at: Date };

/** Drops the account's password; the pending one chosen in this browser, if still valid, takes its place. */
async function keepChosenPassword(
  trx: Transaction<Database>,
  userId: string,
  pending: PendingPassword[],
  browserKeyHash: string | null,
  now: Date,
) {
  await trx.deleteFrom('account').where('userId', '=', userId).where('providerId', '=', 'credential').execute();
  const chosen = browserKeyHash
    ? pending.find((row) => row.browser_key_hash === browserKeyHash && new Date(row.expires_at) > now)
    : undefined;
  if (!chosen) return null;
  await trx
    .insertInto('account')
    .values({
      id: randomUUID(),
      userId,
      providerId: 'credential',
      accountId: userId,
      password: chosen.password_hash,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return { fullName: chosen.full_name };
}

export function createSignupRepository(db: Db) {
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

    findUserByPhone(phone: string) {
      return db.selectFrom('user').select(['id', 'phoneNumberVerified']).where('phoneNumber', '=', phone).executeTakeFirst();
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
        const owner = await trx.selectFrom('user').select('phoneNumberVerified').where('id', '=', userId).forUpdate().executeTakeFirst();
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
        await trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
        const pending = await trx
          .deleteFrom('signup_pending_passwords')
          .where('user_id', '=', userId)
          .returning(['browser_key_hash', 'password_hash', 'full_name', 'expires_at'])
          .execute();
        if (!pending.length) return null;
        return keepChosenPassword(trx, userId, pending, browserKeyHash, now);
      });
    },

    async hasPassword(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('account')
        .select('id')
        .where('userId', '=', userId)
        .where('providerId', '=', 'credential')
        .where('password', 'is not', null)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Adds a password to an account that has none; false when one was set meanwhile. */
    async insertPasswordIfNone(userId: string, passwordHash: string, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
        const existing = await trx
          .selectFrom('account')
          .select(['id', 'password'])
          .where('userId', '=', userId)
          .where('providerId', '=', 'credential')
          .executeTakeFirst();
        if (existing?.password) return false;
        if (existing)
          await trx.updateTable('account').set({ password: passwordHash, updatedAt: now }).where('id', '=', existing.id).execute();
        else
          await trx
            .insertInto('account')
            .values({
              id: randomUUID(),
              userId,
              providerId: 'credential',
              accountId: userId,
              password: passwordHash,
              createdAt: now,
              updatedAt: now,
            })
            .execute();
        return true;
      });
    },

    async deletePendingPasswordsBefore(before: Date): Promise<number> {
      const result = await db.deleteFrom('signup_pending_passwords').where('expires_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Sets a phone number directly: better-auth's hooks clear unverified numbers set through its adapter. */
    async setUnverifiedPhone(userId: string, phone: string) {
      await db
        .updateTable('user')
        .set({ phoneNumber: phone, phoneNumberVerified: false, updatedAt: new Date() })
        .where('id', '=', userId)
        .execute();
    },
  };
}
