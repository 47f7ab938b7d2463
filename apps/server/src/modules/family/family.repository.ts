import { sql, type Transaction } from 'kysely';
import { compiledOnce } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Family members and what the owner's own subscriptions say (never those inherited as a member). */
export function createFamilyRepository(db: Db | Transaction<Database>) {
  /** A membership row with the owner's names, for invitations and for members. */
  const withOwner = () =>
    db
      .selectFrom('family_members as f')
      .innerJoin('user as o', 'o.id', 'f.owner_user_id')
      .leftJoin('profiles as p', 'p.id', 'f.owner_user_id')
      .select(['f.id', 'f.owner_user_id', 'o.name as owner_name', 'p.full_name as owner_full_name']);
  const activeMembershipRows = compiledOnce(db, (userId: string) =>
    withOwner().where('f.user_id', '=', userId).where('f.status', '=', 'active'),
  );
  return {
    ownSubscriptions: compiledOnce(db, (userId: string) =>
      db
        .selectFrom('subscriptions')
        .select(['status', 'plan_type', 'created_at', 'current_period_end', 'trial_end', 'cancel_at_period_end'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(20),
    ),
    findUser(userId: string) {
      return db
        .selectFrom('user as u')
        .leftJoin('profiles as p', 'p.id', 'u.id')
        .select(['u.id', 'u.email', 'u.name', 'u.emailVerified', 'p.full_name'])
        .where('u.id', '=', userId)
        .executeTakeFirst();
    },
    members(ownerId: string) {
      return db
        .selectFrom('family_members as f')
        .leftJoin('user as u', 'u.id', 'f.user_id')
        .leftJoin('profiles as p', 'p.id', 'f.user_id')
        .select(['f.id', 'f.email', 'f.status', 'f.invited_at', 'f.accepted_at', 'u.name', 'p.full_name'])
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
      return withOwner().select(['f.email', 'f.status', 'f.token_expires_at']).where('f.token_hash', '=', tokenHash).executeTakeFirst();
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
    /** The approved children linked to a parent, oldest link first: the family plan covers them without an invitation (decision 0072). */
    linkedChildren(parentId: string) {
      return db
        .selectFrom('child_accounts as c')
        .innerJoin('user as u', 'u.id', 'c.user_id')
        .select(['c.user_id as id', 'u.displayUsername', 'u.username', 'c.approved_at'])
        .where('c.parent_user_id', '=', parentId)
        .where('c.status', '=', 'active')
        .orderBy('c.approved_at')
        .execute();
    },
    /** The parent an approved child is linked to, with their names. */
    linkedParent(childId: string) {
      return db
        .selectFrom('child_accounts as c')
        .innerJoin('user as o', 'o.id', 'c.parent_user_id')
        .leftJoin('profiles as p', 'p.id', 'c.parent_user_id')
        .select(['o.id as owner_user_id', 'o.name as owner_name', 'p.full_name as owner_full_name'])
        .where('c.user_id', '=', childId)
        .where('c.status', '=', 'active')
        .executeTakeFirst();
    },
    async remove(memberId: string) {
      await db.deleteFrom('family_members').where('id', '=', memberId).execute();
    },
  };
}
