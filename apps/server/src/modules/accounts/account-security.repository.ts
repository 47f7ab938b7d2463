import type { Db } from '../../db/database.js';

export function createAccountSecurityRepository(db: Db) {
  const securitySummaryOf = (userId: string) =>
    db
      .selectFrom('user as u')
      .select((eb) => [
        'u.email',
        'u.emailVerified',
        'u.phoneNumber',
        'u.twoFactorEnabled',
        eb
          .exists(
            eb
              .selectFrom('account as a')
              .select('a.id')
              .whereRef('a.userId', '=', 'u.id')
              .where('a.providerId', '=', 'credential')
              .where('a.password', '<>', ''),
          )
          .$castTo<boolean>()
          .as('hasPassword'),
      ])
      .where('u.id', '=', userId)
      .execute();
  return {
    findSessionsByUserId: (userId: string, now: Date) =>
      db
        .selectFrom('session')
        .select(['id', 'createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
        .where('userId', '=', userId)
        .where('expiresAt', '>', now)
        .orderBy('updatedAt', 'desc')
        .execute(),
    async deleteSession(userId: string, sessionId: string) {
      const result = await db.deleteFrom('session').where('userId', '=', userId).where('id', '=', sessionId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async deleteSessionsExcept(userId: string, keepSessionId: string | null) {
      let query = db.deleteFrom('session').where('userId', '=', userId);
      if (keepSessionId) query = query.where('id', '!=', keepSessionId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    findAccountsByUserId: (userId: string) =>
      db
        .selectFrom('account')
        .select(['id', 'providerId', 'accountId', 'password', 'createdAt'])
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .execute(),
    findUserById(userId: string) {
      return db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst();
    },
    /** Address, phone, second factor and whether a password is set, in one statement: a password is a credential sign-in method with a non-empty one. */
    async findSecuritySummaryById(userId: string) {
      return (await securitySummaryOf(userId))[0];
    },
    findUserIdByEmail(email: string) {
      return db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
    },
  };
}
