import type { AccessType } from '@brainboost/domain/billing/entitlements';
import { sql } from 'kysely';
import { internalEmailPattern } from '@brainboost/domain/accounts/reserved-email';
import type { Db } from '../../db/database.js';

export type Person = {
  email: string;
  emailVerified: boolean;
  name: string;
  fullName: string | null;
  /** A child account's username as typed, and in lower case (adults have none). */
  displayUsername: string | null;
  username: string | null;
};

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What other modules may know of people, and the roles they may set, from accounts' `user`,
 * `profiles` and `user_access` tables, so that none of them queries those tables itself. Reads and
 * writes that a caller makes inside its own transaction take it as `on`.
 */
export function createPeopleService(db: Db) {
  /** Users, with their role and profile name; only those matching `pattern` (a LIKE pattern) when there is one. */
  const listed = (pattern: string | null) =>
    db
      .selectFrom('user')
      .leftJoin('user_access', 'user_access.user_id', 'user.id')
      .leftJoin('profiles', 'profiles.id', 'user.id')
      .$if(pattern !== null, (qb) =>
        qb.where((eb) =>
          eb.or([eb('user.email', 'ilike', pattern!), eb('user.name', 'ilike', pattern!), eb('profiles.full_name', 'ilike', pattern!)]),
        ),
      );
  // The total rides along as a window column; a page past the end has no row to carry it, so only
  // then is it counted separately.
  const pageOf = (pattern: string | null, limit: number, offset: number) =>
    listed(pattern)
      .select(['user.id', 'user.email', 'user.name', 'user.createdAt', 'profiles.full_name', 'user_access.access_type'])
      .select((eb) => eb.fn.countAll<string>().over().as('total'))
      .orderBy('user.createdAt', 'desc')
      .orderBy('user.id')
      .limit(limit)
      .offset(offset);
  const everyonePage = (limit: number, offset: number) => pageOf(null, limit, offset).execute();
  const matchingPage = (pattern: string, limit: number, offset: number) => pageOf(pattern, limit, offset).execute();

  /** The person's address and names, by id; ids of nobody are left out. */
  async function byIds(ids: readonly string[], on: Db = db): Promise<Map<string, Person>> {
    if (ids.length === 0) return new Map();
    const rows = await on
      .selectFrom('user as u')
      .leftJoin('profiles as p', 'p.id', 'u.id')
      .select(['u.id', 'u.email', 'u.emailVerified', 'u.name', 'p.full_name', 'u.displayUsername', 'u.username'])
      .where('u.id', 'in', [...new Set(ids)])
      .execute();
    return new Map(
      rows.map((r) => [
        r.id,
        {
          email: r.email,
          emailVerified: r.emailVerified,
          name: r.name,
          fullName: r.full_name,
          displayUsername: r.displayUsername,
          username: r.username,
        },
      ]),
    );
  }

  return {
    byIds,

    async find(userId: string, on: Db = db): Promise<Person | undefined> {
      return (await byIds([userId], on)).get(userId);
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

    /** Users whose email, account name or profile name contains `query`, newest first, with their role. */
    async search(query: string, limit: number, offset: number) {
      const rows = query.length > 0 ? await matchingPage(likePattern(query), limit, offset) : await everyonePage(limit, offset);
      if (rows.length > 0) return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]!.total) };
      if (offset === 0) return { rows: [], total: 0 };
      const { n } = await listed(query.length > 0 ? likePattern(query) : null)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows: [], total: Number(n) };
    },

    /** One user with their role and profile name. */
    findWithRole(id: string, on: Db = db) {
      return on
        .selectFrom('user')
        .leftJoin('user_access', 'user_access.user_id', 'user.id')
        .leftJoin('profiles', 'profiles.id', 'user.id')
        .select(['user.id', 'user.email', 'user.name', 'user.createdAt', 'profiles.full_name', 'user_access.access_type'])
        .where('user.id', '=', id)
        .executeTakeFirst();
    },

    /** The user and their role, locking the user so concurrent changes to them wait. */
    lockWithRole(id: string, on: Db) {
      return on
        .selectFrom('user')
        .leftJoin('user_access', 'user_access.user_id', 'user.id')
        .select(['user.id', 'user.email', 'user_access.access_type'])
        .where('user.id', '=', id)
        .forUpdate('user')
        .executeTakeFirst();
    },

    /** Locks every master row and counts them, so two masters cannot demote each other at once. */
    async lockAndCountMasters(on: Db) {
      const rows = await on.selectFrom('user_access').select('user_id').where('access_type', '=', 'master').forUpdate().execute();
      return rows.length;
    },

    async setRole(userId: string, role: AccessType, on: Db = db) {
      await on
        .insertInto('user_access')
        .values({ user_id: userId, access_type: role })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ access_type: role, updated_at: new Date() }))
        .execute();
    },

    /** The id of the user with this username (stored in lower case), if any. */
    async idOfUsername(username: string): Promise<string | undefined> {
      return (await db.selectFrom('user').select('id').where('username', '=', username.toLowerCase()).executeTakeFirst())?.id;
    },

    /**
     * The address that proves a user is the parent a sign-up named: their email, verified, not an
     * internal one (`internalEmailPattern`, which PostgreSQL's regular expressions read as
     * JavaScript does), in lower case as sign-ups store it. Null: no such proof.
     */
    async provenEmailOf(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('user as p')
        .select(sql<string>`lower(p.email)`.as('email'))
        .where('p.id', '=', userId)
        .where('p.emailVerified', '=', true)
        .where(sql<boolean>`p.email !~* ${internalEmailPattern.source}`)
        .executeTakeFirst();
      return row?.email ?? null;
    },

    async markEmailVerified(userId: string, now: Date, on: Db = db) {
      await on.updateTable('user').set({ emailVerified: true, updatedAt: now }).where('id', '=', userId).execute();
    },

    /** Deletes a user; their sessions, sign-in methods, profile and access go with it by cascade. */
    async deleteUser(userId: string) {
      await db.deleteFrom('user').where('id', '=', userId).execute();
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
