import type { Db } from '../../db/database.js';

export function createAccountSecurityRepository(db: Db) {
  return {
    findSessionsByUserId(userId: string, now: Date) {
      return db
        .selectFrom('session')
        .select(['id', 'createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
        .where('userId', '=', userId)
        .where('expiresAt', '>', now)
        .orderBy('updatedAt', 'desc')
        .execute();
    },
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
    findAccountsByUserId(userId: string) {
      return db.selectFrom('account').select(['id', 'providerId', 'accountId', 'password', 'createdAt']).where('userId', '=', userId).orderBy('createdAt').execute();
    },
    findUserById(userId: string) {
      return db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst();
    },
    /** What the settings page shows, in one statement: a password is a credential sign-in method with a non-empty one. */
    findSecuritySummaryById(userId: string) {
      return db
        .selectFrom('user as u')
        .select((eb) => [
          'u.email',
          'u.emailVerified',
          'u.phoneNumber',
          'u.twoFactorEnabled',
          eb.exists(eb.selectFrom('account as a').select('a.id').whereRef('a.userId', '=', 'u.id').where('a.providerId', '=', 'credential').where('a.password', '<>', '')).$castTo<boolean>().as('hasPassword'),
        ])
        .where('u.id', '=', userId)
        .executeTakeFirst();
    },
    findUserIdByEmail(email: string) {
      return db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
    },

    /** Everything stored about one person, for "export my data". Secrets (password hashes, TOTP secrets, tokens) are left out. */
    async exportRowsOf(userId: string, email: string) {
      const [profile, access, subscriptions, sessions, accounts, feedback, pageViews, events, contactMessages, enterpriseInquiries, messages] = await Promise.all([
        db.selectFrom('profiles').select(['full_name', 'avatar_url', 'updated_at']).where('id', '=', userId).executeTakeFirst(),
        db.selectFrom('user_access').select(['access_type', 'access_tier', 'access_expires_at']).where('user_id', '=', userId).executeTakeFirst(),
        db.selectFrom('subscriptions').select(['status', 'plan_type', 'billing_cycle', 'current_period_end', 'trial_end', 'cancel_at_period_end', 'created_at']).where('user_id', '=', userId).execute(),
        db.selectFrom('session').select(['createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent']).where('userId', '=', userId).execute(),
        db.selectFrom('account').select(['providerId', 'createdAt']).where('userId', '=', userId).execute(),
        db.selectFrom('feedback').select(['type', 'text', 'path', 'created_at']).where('user_id', '=', userId).execute(),
        db.selectFrom('page_views').select(['path', 'created_at']).where('user_id', '=', userId).execute(),
        db.selectFrom('analytics_events').select(['name', 'properties', 'created_at']).where('user_id', '=', userId).execute(),
        db.selectFrom('contact_messages').select(['name', 'topic', 'message', 'created_at']).where('email', '=', email).execute(),
        db.selectFrom('enterprise_inquiries').selectAll().where('email', '=', email).execute(),
        db.selectFrom('outbox_messages').select(['channel', 'subject', 'created_at']).where('recipient', '=', email).execute(),
      ]);
      return { profile, access, subscriptions, sessions, accounts, feedback, pageViews, events, contactMessages, enterpriseInquiries, messages };
    },

    /**
     * Deletes the person in one transaction: their user row (sessions, sign-in methods, factors,
     * profile, access and subscriptions go with it by cascade) and the things they sent under
     * their name; product analytics they generated stay only without their id.
     */
    async deleteUserAndData(userId: string, email: string) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('page_views').set({ user_id: null }).where('user_id', '=', userId).execute();
        await trx.updateTable('analytics_events').set({ user_id: null }).where('user_id', '=', userId).execute();
        await trx.deleteFrom('feedback').where('user_id', '=', userId).execute();
        await trx.deleteFrom('contact_messages').where('email', '=', email).execute();
        await trx.deleteFrom('outbox_messages').where('recipient', '=', email).execute();
        await trx.deleteFrom('user').where('id', '=', userId).execute();
      });
    },
  };
}
