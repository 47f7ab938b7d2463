import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * A read model (decision 0077): the admin stats panel counts, in one statement, rows of tables other
 * modules own: `user` and `user_access` (accounts), `subscriptions` (billing) and `access_requests`
 * (access-requests). It owns no table and writes nothing; a change to what those tables mean for
 * roles, plans or pending requests must check this statement.
 */
export function createAdminStatsReadModel(db: Db) {
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
  };
}
