import type { Db } from '../../db/database.js';

export function createAccountsRepository(db: Db) {
  return {
    findUserById(id: string) {
      return db.selectFrom('user').select(['id', 'email', 'name', 'emailVerified']).where('id', '=', id).executeTakeFirst();
    },
    findProfileById(id: string) {
      return db.selectFrom('profiles').select(['full_name', 'avatar_url']).where('id', '=', id).executeTakeFirst();
    },
    findAccessByUserId(userId: string) {
      return db.selectFrom('user_access').select(['access_type', 'access_tier', 'access_expires_at']).where('user_id', '=', userId).executeTakeFirst();
    },
    async hasBetaAccess(userId: string) {
      return (await db.selectFrom('beta_access').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
    },
    findSubscriptionsByUserId(userId: string) {
      return db
        .selectFrom('subscriptions')
        .select(['status', 'plan_type', 'created_at', 'current_period_end', 'trial_end', 'cancel_at_period_end'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(20)
        .execute();
    },
    async upsertAccess(userId: string, accessType: 'student' | 'teacher' | 'admin' | 'master') {
      await db
        .insertInto('user_access')
        .values({ user_id: userId, access_type: accessType })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ access_type: accessType, updated_at: new Date() }))
        .execute();
    },
    async upsertProfile(id: string, fullName: string | null) {
      await db
        .insertInto('profiles')
        .values({ id, full_name: fullName })
        .onConflict((oc) => oc.column('id').doUpdateSet({ full_name: fullName, updated_at: new Date() }))
        .execute();
    },
    countByAccessType(accessType: 'master' | 'admin') {
      return db
        .selectFrom('user_access')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('access_type', '=', accessType)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    },
  };
}
