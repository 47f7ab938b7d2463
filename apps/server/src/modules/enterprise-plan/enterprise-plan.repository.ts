import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EnterprisePlanRequestsTable } from './enterprise-plan.tables.js';

/** Enterprise-plan quote requests, the catalog price a seat is estimated from, and who hears of them. */
export function createEnterprisePlanRepository(db: Db) {
  return {
    /** A Premium seat's list price for the cycle, from the catalog. */
    findSeatPrice(cycle: 'monthly' | 'annual') {
      return db.selectFrom('billing_prices').select(['amount_cents', 'currency']).where('id', '=', `premium_${cycle}`).executeTakeFirst();
    },
    insert(row: Insertable<EnterprisePlanRequestsTable>) {
      return db.insertInto('enterprise_plan_requests').values(row).returning(['id', 'reference', 'created_at']).executeTakeFirstOrThrow();
    },
    findRecent(limit: number) {
      return db.selectFrom('enterprise_plan_requests').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
    },
    /** Administrators' addresses: the operator when no CONTACT_EMAIL is configured. */
    async findAdminEmails() {
      const rows = await db
        .selectFrom('user_access as a')
        .innerJoin('user', 'user.id', 'a.user_id')
        .select('user.email')
        .where('a.access_type', 'in', ['admin', 'master'])
        .where('user.emailVerified', '=', true)
        .execute();
      return rows.map((r) => r.email);
    },
  };
}
