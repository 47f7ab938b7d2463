import { sql, type Kysely } from 'kysely';
import type { AccessType } from '@brainboost/domain/billing/entitlements';
import { compiledOnce } from '../../db/compiled-query.js';
import type { Database } from '../../db/schema.js';

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL for the admin area. Works on the database or inside a transaction. */
export function createAdminRepository(db: Kysely<Database>) {
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
  const everyonePage = compiledOnce(db, (limit: number, offset: number) => pageOf(null, limit, offset));
  const matchingPage = compiledOnce(db, (pattern: string, limit: number, offset: number) => pageOf(pattern, limit, offset));

  return {
    /**
     * Everything the stats panel counts, in one statement (one round trip): users by role, users
     * per plan of their newest active (or trialing) subscription, sign-ups per UTC day from `since`
     * on, and pending access requests by kind. Each part is a JSON array of its grouped rows.
     */
    async countStats(since: Date) {
      type Counted<K extends string> = Record<K, string> & { n: number | string };
      const { rows } = await sql<{
        roles: Counted<'role'>[];
        plans: Counted<'plan_type'>[];
        signups: Counted<'day'>[];
        pending: Counted<'kind'>[];
      }>`
        select
          (select coalesce(json_agg(by_role), '[]'::json) from (
            select coalesce(user_access.access_type, 'student') as role, count(*) as n
            from "user" left join user_access on user_access.user_id = "user".id
            group by 1
          ) by_role) as roles,
          (select coalesce(json_agg(by_plan), '[]'::json) from (
            select plan_type, count(*) as n from (
              select distinct on (user_id) user_id, plan_type from subscriptions
              where status in ('active', 'trialing')
              order by user_id, created_at desc
            ) current_plans group by plan_type
          ) by_plan) as plans,
          (select coalesce(json_agg(by_day), '[]'::json) from (
            select to_char(("createdAt" at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*) as n
            from "user" where "createdAt" >= ${since}
            group by 1
          ) by_day) as signups,
          (select coalesce(json_agg(by_kind), '[]'::json) from (
            select kind, count(*) as n from access_requests
            where status = 'pending'
            group by kind
          ) by_kind) as pending`.execute(db);
      const { roles, plans, signups, pending } = rows[0]!;
      return {
        roles: roles.map((r) => ({ role: r.role, count: Number(r.n) })),
        plans: plans.map((r) => ({ planType: r.plan_type, count: Number(r.n) })),
        signups: signups.map((r) => ({ day: r.day, count: Number(r.n) })),
        pending: pending.map((r) => ({ kind: r.kind, count: Number(r.n) })),
      };
    },

    /** Users whose email, account name or profile name contains `query`, newest first. */
    async searchUsers(query: string, limit: number, offset: number) {
      const rows = query.length > 0 ? await matchingPage(likePattern(query), limit, offset) : await everyonePage(limit, offset);
      if (rows.length > 0) return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]!.total) };
      if (offset === 0) return { rows: [], total: 0 };
      const { n } = await listed(query.length > 0 ? likePattern(query) : null)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows: [], total: Number(n) };
    },

    findUser(id: string) {
      return db
        .selectFrom('user')
        .leftJoin('user_access', 'user_access.user_id', 'user.id')
        .leftJoin('profiles', 'profiles.id', 'user.id')
        .select(['user.id', 'user.email', 'user.name', 'user.createdAt', 'profiles.full_name', 'user_access.access_type'])
        .where('user.id', '=', id)
        .executeTakeFirst();
    },

    /** The user and their role, locking the user so concurrent changes to them wait. */
    lockUserWithRole(id: string) {
      return db
        .selectFrom('user')
        .leftJoin('user_access', 'user_access.user_id', 'user.id')
        .select(['user.id', 'user.email', 'user_access.access_type'])
        .where('user.id', '=', id)
        .forUpdate('user')
        .executeTakeFirst();
    },

    /** Locks every master row and counts them, so two masters cannot demote each other at once. */
    async lockAndCountMasters() {
      const rows = await db.selectFrom('user_access').select('user_id').where('access_type', '=', 'master').forUpdate().execute();
      return rows.length;
    },

    async setRole(userId: string, role: AccessType) {
      await db
        .insertInto('user_access')
        .values({ user_id: userId, access_type: role })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ access_type: role, updated_at: new Date() }))
        .execute();
    },

    async insertRoleChange(row: {
      actorId: string;
      actorEmail: string;
      targetId: string;
      targetEmail: string;
      from: AccessType;
      to: AccessType;
    }) {
      await db
        .insertInto('role_changes')
        .values({
          actor_id: row.actorId,
          actor_email: row.actorEmail,
          target_id: row.targetId,
          target_email: row.targetEmail,
          from_role: row.from,
          to_role: row.to,
        })
        .execute();
    },

    recentRoleChanges: compiledOnce(db, (limit: number) =>
      db
        .selectFrom('role_changes')
        .select(['id', 'actor_email', 'target_email', 'from_role', 'to_role', 'created_at'])
        .orderBy('created_at', 'desc')
        .limit(limit),
    ),
  };
}
