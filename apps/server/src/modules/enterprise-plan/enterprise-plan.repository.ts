import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EnterprisePlanRequestsTable } from './enterprise-plan.tables.js';

/** Enterprise-plan quote requests. */
export function createEnterprisePlanRepository(db: Db) {
  return {
    insert(row: Insertable<EnterprisePlanRequestsTable>) {
      return db.insertInto('enterprise_plan_requests').values(row).returning(['id', 'reference', 'created_at']).executeTakeFirstOrThrow();
    },
    findRecent(limit: number) {
      return db.selectFrom('enterprise_plan_requests').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
    },
  };
}
