import type { Db } from '../../db/database.js';
import type { PeopleService } from '../accounts/people.service.js';

/** SQL for child accounts; their users' rows (username, verified address) through accounts' `users`. */
export function createChildrenRepository(db: Db, users: Pick<PeopleService, 'idOfUsername' | 'markEmailVerified'>) {
  const summary = db
    .selectFrom('child_accounts as c')
    .select([
      'c.user_id as id',
      'c.status',
      'c.created_at',
      'c.last_sign_in_at',
      'c.consent_expires_at',
      'c.parent_email',
      'c.parent_user_id',
      'c.voice_allowed',
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

    /** Linked children, and unexpired pending sign-ups that named this parent's proven email (none when null). */
    listForParent: (parentUserId: string, provenEmail: string | null, now: Date) =>
      summary
        .where((eb) =>
          eb.or([
            eb('c.parent_user_id', '=', parentUserId),
            eb.and([eb('c.status', '=', 'pending'), eb('c.consent_expires_at', '>', now), eb('c.parent_email', '=', provenEmail)]),
          ]),
        )
        .orderBy('c.created_at', 'desc')
        .execute(),

    /**
     * Pending -> active for this parent, once; false if someone else decided first or it expired.
     * Approving from the consent link also records the parent's voice choice made on that page.
     */
    async approve(userId: string, parentUserId: string, now: Date, voiceAllowed?: boolean): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('child_accounts')
          .set({
            status: 'active',
            parent_user_id: parentUserId,
            approved_at: now,
            consent_token_hash: null,
            ...(voiceAllowed === undefined ? {} : { voice_allowed: voiceAllowed }),
          })
          .where('user_id', '=', userId)
          .where('status', '=', 'pending')
          .where('consent_expires_at', '>', now)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
        if (voiceAllowed !== undefined)
          await trx
            .insertInto('child_voice_changes')
            .values({ child_user_id: userId, changed_by: parentUserId, allowed: voiceAllowed, source: 'consent', changed_at: now })
            .execute();
        // The internal address was never anyone's to verify: this is what lets the username sign in.
        await users.markEmailVerified(userId, now, trx);
        return true;
      });
    },

    /**
     * Sets an approved child's voice permission for their linked parent and records the change in
     * the same transaction. Setting the value it already has changes and records nothing.
     */
    async setVoiceAllowed(childId: string, parentUserId: string, allowed: boolean, now: Date) {
      await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('child_accounts')
          .set({ voice_allowed: allowed })
          .where('user_id', '=', childId)
          .where('parent_user_id', '=', parentUserId)
          .where('status', '=', 'active')
          .where('voice_allowed', '!=', allowed)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return;
        await trx
          .insertInto('child_voice_changes')
          .values({ child_user_id: childId, changed_by: parentUserId, allowed, source: 'children_page', changed_at: now })
          .execute();
      });
    },

    /** A child account's status and voice permission; undefined for an account that is not a child's. */
    voiceOf(userId: string) {
      return db.selectFrom('child_accounts').select(['status', 'voice_allowed']).where('user_id', '=', userId).executeTakeFirst();
    },

    async recordSignIn(userId: string, at: Date) {
      await db.updateTable('child_accounts').set({ last_sign_in_at: at }).where('user_id', '=', userId).execute();
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
        .select(['c.user_id as id', 'c.approved_at'])
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
    async findByUsername(username: string) {
      const userId = await users.idOfUsername(username);
      if (userId === undefined) return undefined;
      return db.selectFrom('child_accounts').select(['user_id', 'status']).where('user_id', '=', userId).executeTakeFirst();
    },
  };
}

export type ChildrenRepository = ReturnType<typeof createChildrenRepository>;
