import type { AccessType } from '@brainboost/domain/billing/entitlements';
import type { Db } from '../../db/database.js';

export type Person = { email: string; name: string; fullName: string | null };

/**
 * What other modules may know of a person from accounts' `user`, `profiles` and `user_access`
 * tables, so that none of them queries those tables itself. Each read takes an optional
 * transaction (`on`) for callers that hold locks in one.
 */
export function createPeopleService(db: Db) {
  return {
    /** The person's address and names, by id; ids of nobody are left out. */
    async byIds(ids: readonly string[], on: Db = db): Promise<Map<string, Person>> {
      if (ids.length === 0) return new Map();
      const rows = await on
        .selectFrom('user as u')
        .leftJoin('profiles as p', 'p.id', 'u.id')
        .select(['u.id', 'u.email', 'u.name', 'p.full_name'])
        .where('u.id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((r) => [r.id, { email: r.email, name: r.name, fullName: r.full_name }]));
    },

    async emailOf(userId: string, on: Db = db): Promise<string | undefined> {
      return (await on.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst())?.email;
    },

    /** The stored role, null without an access row. */
    async storedRoleOf(userId: string, on: Db = db): Promise<AccessType | null> {
      return (
        (await on.selectFrom('user_access').select('access_type').where('user_id', '=', userId).executeTakeFirst())?.access_type ?? null
      );
    },

    /** Verified addresses of administrators and masters. */
    async adminEmails(): Promise<string[]> {
      const rows = await db
        .selectFrom('user_access as a')
        .innerJoin('user', 'user.id', 'a.user_id')
        .select('user.email')
        .where('a.access_type', 'in', ['admin', 'master'])
        .where('user.emailVerified', '=', true)
        .execute();
      return rows.map((r) => r.email);
    },

    /** A role with a tier until a date (development mode's teacher on ultimate). */
    async grantAccess(userId: string, access: { accessType: 'teacher'; tier: string; expiresAt: Date }) {
      const values = {
        access_type: access.accessType,
        access_tier: access.tier,
        access_expires_at: access.expiresAt,
        updated_at: new Date(),
      };
      await db
        .insertInto('user_access')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
