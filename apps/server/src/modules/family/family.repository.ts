import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Family members and invitations. */
export function createFamilyRepository(db: Db | Transaction<Database>) {
  const membership = () => db.selectFrom('family_members as f').select(['f.id', 'f.owner_user_id']);
  const activeMembershipRows = (userId: string) => membership().where('f.user_id', '=', userId).where('f.status', '=', 'active').execute();
  return {
    members(ownerId: string) {
      return db
        .selectFrom('family_members as f')
        .select(['f.id', 'f.user_id', 'f.email', 'f.status', 'f.invited_at', 'f.accepted_at'])
        .where('f.owner_user_id', '=', ownerId)
        .orderBy('f.invited_at')
        .execute();
    },
    /** Serialises changes to one owner's group (the six-people limit under concurrent invitations). */
    async lockGroup(ownerId: string) {
      await sql`select pg_advisory_xact_lock(hashtext(${`family:${ownerId}`}))`.execute(db);
    },
    findMember(ownerId: string, memberId: string) {
      return db.selectFrom('family_members').selectAll().where('owner_user_id', '=', ownerId).where('id', '=', memberId).executeTakeFirst();
    },
    findByTokenHash(tokenHash: string) {
      return membership().select(['f.email', 'f.status', 'f.token_expires_at']).where('f.token_hash', '=', tokenHash).executeTakeFirst();
    },
    async activeMembership(userId: string) {
      const [membership] = await activeMembershipRows(userId);
      return membership;
    },
    async insertInvite(ownerId: string, email: string, tokenHash: string, expiresAt: Date) {
      return db
        .insertInto('family_members')
        .values({ owner_user_id: ownerId, email, status: 'pending', token_hash: tokenHash, token_expires_at: expiresAt })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    async renewToken(memberId: string, tokenHash: string, expiresAt: Date) {
      await db
        .updateTable('family_members')
        .set({ token_hash: tokenHash, token_expires_at: expiresAt, invited_at: new Date() })
        .where('id', '=', memberId)
        .execute();
    },
    async activate(memberId: string, userId: string) {
      await db
        .updateTable('family_members')
        .set({ status: 'active', user_id: userId, accepted_at: new Date(), token_hash: null, token_expires_at: null })
        .where('id', '=', memberId)
        .execute();
    },
    async remove(memberId: string) {
      await db.deleteFrom('family_members').where('id', '=', memberId).execute();
    },
  };
}
