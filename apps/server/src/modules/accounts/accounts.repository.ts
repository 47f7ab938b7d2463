import type { Db } from '../../db/database.js';

export function createAccountsRepository(db: Db) {
  return {
    findUserById(id: string) {
      return db.selectFrom('user').select(['id', 'email', 'name', 'emailVerified']).where('id', '=', id).executeTakeFirst();
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
