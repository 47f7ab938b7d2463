import { sql } from 'kysely';
import { internalEmailPattern } from '@brainboost/domain/accounts/reserved-email';
import { compiledOnce } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';

/** Tables keyed by a user id without a foreign key: a deleted child's rows there go too. */
const looseUserTables = ['feedback', 'page_views', 'analytics_events'] as const;

export function createChildrenRepository(db: Db) {
  /**
   * The address that proves a user is the parent a sign-up named: their email, verified, not an
   * internal one (`internalEmailPattern`, which PostgreSQL's regular expressions read as
   * JavaScript does), in lower case as sign-ups store it. No row: no such proof.
   */
  const provenEmailOf = (userId: string) =>
    db
      .selectFrom('user as p')
      .select(sql<string>`lower(p.email)`.as('email'))
      .where('p.id', '=', userId)
      .where('p.emailVerified', '=', true)
      .where(sql<boolean>`p.email !~* ${internalEmailPattern.source}`);
  const summary = db
    .selectFrom('child_accounts as c')
    .innerJoin('user as u', 'u.id', 'c.user_id')
    .select([
      'c.user_id as id',
      'u.displayUsername',
      'u.username',
      'c.status',
      'c.created_at',
      'c.last_sign_in_at',
      'c.consent_expires_at',
      'c.parent_email',
      'c.parent_user_id',
    ]);

  return {
    async insertPending(row: { userId: string; birthYearMonth: string; parentEmail: string; tokenHash: string; expiresAt: Date }) {
      await db
        .insertInto('child_accounts')
        .values({
          user_id: row.userId,
          birth_year_month: row.birthYearMonth,
          parent_email: row.parentEmail,
          consent_token_hash: row.tokenHash,
          consent_expires_at: row.expiresAt,
        })
        .execute();
    },

    findByUserId(userId: string) {
      return summary.where('c.user_id', '=', userId).executeTakeFirst();
    },

    findPendingByTokenHash(tokenHash: string, now: Date) {
      return summary
        .where('c.consent_token_hash', '=', tokenHash)
        .where('c.status', '=', 'pending')
        .where('c.consent_expires_at', '>', now)
        .executeTakeFirst();
    },

    async provenEmailOf(userId: string): Promise<string | null> {
      return (await provenEmailOf(userId).executeTakeFirst())?.email ?? null;
    },

    /** Linked children, and unexpired pending sign-ups that named this parent's proven email, in one statement. */
    listForParent: compiledOnce(db, (parentUserId: string, now: Date) =>
      summary
        .where((eb) =>
          eb.or([
            eb('c.parent_user_id', '=', parentUserId),
            eb.and([
              eb('c.status', '=', 'pending'),
              eb('c.consent_expires_at', '>', now),
              eb('c.parent_email', '=', provenEmailOf(parentUserId)),
            ]),
          ]),
        )
        .orderBy('c.created_at', 'desc'),
    ),

    /** Pending -> active for this parent, once; false if someone else decided first or it expired. */
    async approve(userId: string, parentUserId: string, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('child_accounts')
          .set({ status: 'active', parent_user_id: parentUserId, approved_at: now, consent_token_hash: null })
          .where('user_id', '=', userId)
          .where('status', '=', 'pending')
          .where('consent_expires_at', '>', now)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
        // The internal address was never anyone's to verify: this is what lets the username sign in.
        await trx.updateTable('user').set({ emailVerified: true, updatedAt: now }).where('id', '=', userId).execute();
        return true;
      });
    },

    async recordSignIn(userId: string, at: Date) {
      await db.updateTable('child_accounts').set({ last_sign_in_at: at }).where('user_id', '=', userId).execute();
    },

    /** Deletes child accounts and everything that belongs to them, in one transaction. */
    async deleteChildren(userIds: string[]): Promise<number> {
      if (userIds.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        for (const table of looseUserTables) await trx.deleteFrom(table).where('user_id', 'in', userIds).execute();
        // Sessions, sign-in methods, profile, access and the child_accounts row cascade from the user.
        const deleted = await trx
          .deleteFrom('user')
          .where('id', 'in', userIds)
          .where('id', 'in', (eb) => eb.selectFrom('child_accounts').select('user_id'))
          .executeTakeFirst();
        return Number(deleted.numDeletedRows);
      });
    },

    /**
     * Deletes every pending child whose consent window has passed, with its data. One statement per
     * table in one transaction, conditional on the state at that moment, so two servers running it
     * together delete each child once and nothing else.
     */
    async deleteExpiredPending(now: Date): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const expired = trx.selectFrom('child_accounts').where('status', '=', 'pending').where('consent_expires_at', '<=', now);
        // Those tables hold the id as text.
        for (const table of looseUserTables)
          await trx
            .deleteFrom(table)
            .where('user_id', 'in', expired.select(sql<string>`user_id::text`.as('id')))
            .execute();
        const deleted = await trx.deleteFrom('user').where('id', 'in', expired.select('user_id')).executeTakeFirst();
        return Number(deleted.numDeletedRows);
      });
    },

    async isPendingChild(userId: string) {
      const row = await db.selectFrom('child_accounts').select('status').where('user_id', '=', userId).executeTakeFirst();
      return row?.status === 'pending';
    },

    async isChild(userId: string) {
      return Boolean(await db.selectFrom('child_accounts').select('user_id').where('user_id', '=', userId).executeTakeFirst());
    },

    /** The approved children linked to a parent, oldest link first. */
    approvedOf(parentUserId: string) {
      return db
        .selectFrom('child_accounts as c')
        .innerJoin('user as u', 'u.id', 'c.user_id')
        .select(['c.user_id as id', 'u.displayUsername', 'u.username', 'c.approved_at'])
        .where('c.parent_user_id', '=', parentUserId)
        .where('c.status', '=', 'active')
        .orderBy('c.approved_at')
        .execute();
    },

    /** Whether the user is a child account (of any status), and the parent who approved it, if one has. */
    async parentLinkOf(userId: string) {
      const row = await db.selectFrom('child_accounts').select('parent_user_id').where('user_id', '=', userId).executeTakeFirst();
      return row ? { isChild: true, parentUserId: row.parent_user_id } : { isChild: false, parentUserId: null };
    },

    /** The parent an approved child is linked to. */
    async linkedParentIdOf(childId: string) {
      const row = await db
        .selectFrom('child_accounts')
        .select('parent_user_id')
        .where('user_id', '=', childId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return row?.parent_user_id ?? undefined;
    },

    /** The child whose username this is, if it is one. */
    findByUsername(username: string) {
      return db
        .selectFrom('child_accounts as c')
        .innerJoin('user as u', 'u.id', 'c.user_id')
        .select(['c.user_id', 'c.status'])
        .where('u.username', '=', username.toLowerCase())
        .executeTakeFirst();
    },
  };
}

export type ChildrenRepository = ReturnType<typeof createChildrenRepository>;
