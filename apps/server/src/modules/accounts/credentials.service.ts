import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';

/**
 * Passwords and phone numbers on accounts' `user` and `account` tables, for sign-up, which decides
 * them outside better-auth's own endpoints. Functions a caller runs inside its own transaction take
 * it as `on`.
 */
export function createCredentialsService(db: Db) {
  return {
    findUserByPhone(phone: string) {
      return db.selectFrom('user').select(['id', 'phoneNumberVerified']).where('phoneNumber', '=', phone).executeTakeFirst();
    },

    /** Locks the user until the transaction ends; undefined when there is no such user. */
    lockUser(userId: string, on: Db) {
      return on.selectFrom('user').select(['id', 'phoneNumberVerified']).where('id', '=', userId).forUpdate().executeTakeFirst();
    },

    /** Drops the account's password, then makes `passwordHash` (if any) its password. */
    async replacePassword(userId: string, passwordHash: string | null, now: Date, on: Db) {
      await on.deleteFrom('account').where('userId', '=', userId).where('providerId', '=', 'credential').execute();
      if (passwordHash === null) return;
      await on
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

export type CredentialsService = ReturnType<typeof createCredentialsService>;
