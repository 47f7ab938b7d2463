import type { Db } from '../../db/database.js';

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

    /** Sets a phone number directly: better-auth's hooks clear unverified numbers set through its adapter. */
    async setUnverifiedPhone(userId: string, phone: string) {
      await db.updateTable('user').set({ phoneNumber: phone, phoneNumberVerified: false, updatedAt: new Date() }).where('id', '=', userId).execute();
    },
  };
}
