import { accessTypeOf, tierOfPlan, type AccessType, type Tier } from '@brainboost/domain/billing/entitlements';
import { roleChangeProblem } from '@brainboost/domain/accounts/role-rules';
import {
  adminUsersPageSize,
  type AdminStats,
  type AdminUser,
  type AdminUsersPage,
  type RoleChangeRecord,
} from '@brainboost/domain/schemas/admin';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { adminErrors } from './admin.errors.js';
import type { AdminStatsCache } from './admin-stats-cache.js';
import { createAdminRepository } from './admin.repository.js';
import { createAdminStatsReadModel } from './admin-stats.read-model.js';
import type { PeopleService } from '../accounts/people.service.js';
import { iso } from '../../iso-time.js';

const dayMs = 86_400_000;
export const signupDays = 30;

/** The last `days` UTC dates, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * dayMs).toISOString().slice(0, 10));
}

type UserRow = { id: string; email: string; name: string; createdAt: Date; full_name: string | null; access_type: string | null };
const toAdminUser = (r: UserRow): AdminUser => ({
  id: r.id,
  email: r.email,
  fullName: r.full_name ?? (r.name || null),
  role: accessTypeOf(r.access_type),
  createdAt: iso(r.createdAt),
});

/** Kept stats, or none: every request counts (tests that count statements, a database without a listener). */
type StatsKeeper = Pick<AdminStatsCache<AdminStats>, 'get'>;
const countEveryTime: StatsKeeper = { get: (_key, count) => count() };

export function createAdminService(db: Db, people: PeopleService, statsCache: StatsKeeper = countEveryTime) {
  const repository = createAdminRepository(db);
  const counts = createAdminStatsReadModel(db);

  /** Counts everything the stats panel shows, with sign-ups for the `signupDays` UTC days up to `now`. */
  async function countStats(now: Date): Promise<AdminStats> {
    const days = lastDays(now, signupDays);
    const { roles, plans, signups, pending } = await counts.countStats(new Date(`${days[0]}T00:00:00Z`));
    const byRole: Record<AccessType, number> = { student: 0, teacher: 0, admin: 0, master: 0 };
    for (const r of roles) byRole[accessTypeOf(r.role)] += r.count;
    const totalUsers = roles.reduce((sum, r) => sum + r.count, 0);
    const byTier: Record<Tier, number> = { free: 0, basic: 0, premium: 0, ultimate: 0 };
    for (const p of plans) byTier[tierOfPlan(p.planType)] += p.count;
    // Everyone without a current paid plan (none, or an unknown one) is free.
    byTier.free = totalUsers - byTier.basic - byTier.premium - byTier.ultimate;
    const perDay = new Map(signups.map((s) => [s.day, s.count]));
    return {
      totalUsers,
      byRole,
      byTier,
      signupsPerDay: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
      pendingRequests: {
        vipBeta: pending.find((p) => p.kind === 'vip_beta')?.count ?? 0,
        teacher: pending.find((p) => p.kind === 'teacher')?.count ?? 0,
      },
    };
  }

  /** Sets a role inside the caller's transaction and records who changed it (no row when unchanged). */
  async function applyRole(
    trx: Kysely<Database>,
    change: { actorId: string; actorEmail: string; targetId: string; targetEmail: string; from: AccessType; to: AccessType },
  ) {
    if (change.from === change.to) return;
    await people.setRole(change.targetId, change.to, trx);
    await createAdminRepository(trx).insertRoleChange(change);
  }

  return {
    /** The stats, kept between changes; a new UTC day counts again (its sign-up days differ). */
    stats(now = new Date()): Promise<AdminStats> {
      return statsCache.get(String(Math.floor(now.getTime() / dayMs)), () => countStats(now));
    },

    async searchUsers(query: string, page: number): Promise<AdminUsersPage> {
      const { rows, total } = await people.search(query, adminUsersPageSize, (page - 1) * adminUsersPageSize);
      return {
        users: rows.map(toAdminUser),
        page,
        pageSize: adminUsersPageSize,
        total,
      };
    },

    /**
     * Changes a user's role under the rules in role-rules.ts. The actor's own role is read again
     * inside the transaction, with the target and every master locked, so concurrent changes
     * cannot leave the installation without a master.
     */
    async changeRole(actorId: string, targetId: string, to: AccessType): Promise<AdminUser> {
      return db.transaction().execute(async (trx) => {
        const masterCount = await people.lockAndCountMasters(trx);
        const actor = await people.lockWithRole(actorId, trx);
        const target = await people.lockWithRole(targetId, trx);
        if (!actor) throw adminErrors.unauthenticated();
        if (!target) throw adminErrors.userNotFound();
        const from = accessTypeOf(target.access_type);
        const problem = roleChangeProblem({ actorId, actorRole: accessTypeOf(actor.access_type), targetId, from, to, masterCount });
        if (problem) throw adminErrors.roleChange(problem);
        await applyRole(trx, { actorId, actorEmail: actor.email, targetId, targetEmail: target.email, from, to });
        const row = await people.findWithRole(targetId, trx);
        if (!row) throw adminErrors.userNotFound();
        return toAdminUser(row);
      });
    },

    /**
     * Makes a student a teacher (an approved teacher request); teachers, admins and masters keep
     * their role. Runs in the caller's transaction.
     */
    async grantTeacherRole(trx: Kysely<Database>, actorId: string, targetId: string) {
      const actor = await people.lockWithRole(actorId, trx);
      const target = await people.lockWithRole(targetId, trx);
      if (!actor || !target) return;
      const from = accessTypeOf(target.access_type);
      if (from !== 'student') return;
      await applyRole(trx, { actorId, actorEmail: actor.email, targetId, targetEmail: target.email, from, to: 'teacher' });
    },

    async recentRoleChanges(limit = 20): Promise<RoleChangeRecord[]> {
      const rows = await repository.recentRoleChanges(limit);
      return rows.map((r) => ({
        id: r.id,
        actorEmail: r.actor_email,
        targetEmail: r.target_email,
        fromRole: accessTypeOf(r.from_role),
        toRole: accessTypeOf(r.to_role),
        createdAt: iso(r.created_at),
      }));
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
