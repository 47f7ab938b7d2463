import type { Kysely } from 'kysely';
import type { AccessType } from '@brainboost/domain/billing/entitlements';
import type { Database } from '../../db/schema.js';

/** SQL for the admin area's own table, the record of role changes. Works on the database or inside a transaction. */
export function createAdminRepository(db: Kysely<Database>) {
  return {
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

    recentRoleChanges: (limit: number) =>
      db
        .selectFrom('role_changes')
        .select(['id', 'actor_email', 'target_email', 'from_role', 'to_role', 'created_at'])
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute(),
  };
}
