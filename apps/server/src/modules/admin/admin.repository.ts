import { sql, type Kysely } from 'kysely';
import type { AccessType } from '@brainboost/domain/entitlements';
import type { Database } from '../../db/schema.js';

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL for the admin area. Works on the database or inside a transaction. */
export function createAdminRepository(db: Kysely<Database>) {
  return {
    async countUsersByRole() {
      const rows = await db
        .selectFrom('user')
        .leftJoin('user_access', 'user_access.user_id', 'user.id')
        .select([sql<string>`coalesce(user_access.access_type, 'student')`.as('role'), (eb) => eb.fn.countAll<string>().as('n')])
        .groupBy(sql`1`)
        .execute();
      return rows.map((r) => ({ role: r.role, count: Number(r.n) }));
    },

    /** Users per plan of their newest active (or trialing) subscription. */
    async countCurrentPlans() {
      const { rows } = await sql<{ plan_type: string; n: string }>`
        select plan_type, count(*) as n from (
          select distinct on (user_id) user_id, plan_type from subscriptions
          where status in ('active', 'trialing')
          order by user_id, created_at desc
        ) current_plans group by plan_type`.execute(db);
      return rows.map((r) => ({ planType: r.plan_type, count: Number(r.n) }));
    },

    /** Sign-ups per UTC day from `since` on. */
    async countSignupsPerDay(since: Date) {
      const { rows } = await sql<{ day: string; n: string }>`
        select to_char(("createdAt" at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*) as n
        from "user" where "createdAt" >= ${since} group by 1`.execute(db);
      return rows.map((r) => ({ day: r.day, count: Number(r.n) }));
    },

    async countPendingRequests() {
      const rows = await db
        .selectFrom('access_requests')
        .select(['kind', (eb) => eb.fn.countAll<string>().as('n')])
        .where('status', '=', 'pending')
        .groupBy('kind')
        .execute();
      return rows.map((r) => ({ kind: r.kind, count: Number(r.n) }));
    },

    /** Users whose email, account name or profile name contains `query`, newest first. */
    async searchUsers(query: string, limit: number, offset: number) {
      const base = db
        .selectFrom('user')
        .leftJoin('user_access', 'user_access.user_id', 'user.id')
        .leftJoin('profiles', 'profiles.id', 'user.id')
        .$if(query.length > 0, (qb) =>
          qb.where((eb) =>
            eb.or([
              eb('user.email', 'ilike', likePattern(query)),
              eb('user.name', 'ilike', likePattern(query)),
              eb('profiles.full_name', 'ilike', likePattern(query)),
            ]),
          ),
        );
      const [rows, total] = await Promise.all([
        base
          .select(['user.id', 'user.email', 'user.name', 'user.createdAt', 'profiles.full_name', 'user_access.access_type'])
          .orderBy('user.createdAt', 'desc')
          .orderBy('user.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
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

    async insertRoleChange(row: { actorId: string; actorEmail: string; targetId: string; targetEmail: string; from: AccessType; to: AccessType }) {
      await db
        .insertInto('role_changes')
        .values({ actor_id: row.actorId, actor_email: row.actorEmail, target_id: row.targetId, target_email: row.targetEmail, from_role: row.from, to_role: row.to })
        .execute();
    },

    recentRoleChanges(limit: number) {
      return db
        .selectFrom('role_changes')
        .select(['id', 'actor_email', 'target_email', 'from_role', 'to_role', 'created_at'])
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
