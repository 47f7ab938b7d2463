import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { internalEmail } from '@brainboost/domain/accounts/reserved-email';
import { voiceAllowedFor } from '@brainboost/domain/accounts/voice-permission';
import type { ChildrenList, ChildSummary, ConsentDecision, ConsentRequest } from '@brainboost/domain/schemas/children';
import { newParentAccountSchema } from '@brainboost/domain/schemas/children';
import type { Db } from '../../db/database.js';
import { childrenErrors } from './children.errors.js';
import type { Mailer } from '../../providers/mail/mail.port.js';
import { hashNewPassword, type AccountsService } from '../accounts/accounts.service.js';
import type { Auth } from '../accounts/accounts.types.js';
import type { ConsentEmails } from './consent-emails.js';
import { createChildrenRepository } from './children.repository.js';
import { createChildDeletion } from './child-deletion.read-model.js';
import type { PeopleService } from '../accounts/people.service.js';
import { iso } from '../../iso-time.js';

/** A parent has this long to decide; after it the child account and its data are deleted. */
export const consentWindowDays = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const { notFound, consentInvalid } = childrenErrors;

type ChildRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createChildrenRepository>['findByUserId']>>> & {
  displayUsername: string | null;
  username: string | null;
};

function toSummary(row: ChildRow): ChildSummary {
  return {
    id: row.id,
    username: row.displayUsername ?? row.username ?? '',
    status: row.status,
    createdAt: iso(row.created_at),
    lastSignInAt: iso(row.last_sign_in_at),
    consentExpiresAt: row.status === 'pending' ? iso(row.consent_expires_at) : null,
    voiceAllowed: row.voice_allowed,
  };
}

export type ChildrenDeps = {
  db: Db;
  auth: Auth;
  accounts: AccountsService;
  /** The children's and parents' user rows (accounts'): usernames, proven addresses, verification, deletion. */
  people: Pick<PeopleService, 'byIds' | 'idOfUsername' | 'provenEmailOf' | 'markEmailVerified' | 'deleteUser'>;
  mailer: Mailer;
  emails: ConsentEmails;
};

/**
 * Child accounts under 13: created pending with only a username, a password hash, birth month and
 * year and a parent's email; usable only after a parent approves; deleted on denial or after
 * `consentWindowDays` without a decision. Only the linked parent may see or manage a child.
 */
export function createChildrenService({ db, auth, accounts, people, mailer, emails }: ChildrenDeps) {
  const repository = createChildrenRepository(db, people);
  const deletion = createChildDeletion(db);

  const emailOf = (userId: string) => people.provenEmailOf(userId);
  /** Child rows with their usernames (accounts'); a row always has its user (on delete cascade). */
  async function named<Row extends { id: string }>(rows: Row[]) {
    const users = await people.byIds(rows.map((row) => row.id));
    return rows.flatMap((row) => {
      const user = users.get(row.id);
      return user ? [{ ...row, displayUsername: user.displayUsername, username: user.username }] : [];
    });
  }
  const namedOne = async <Row extends { id: string }>(row: Row | undefined) => (row ? (await named([row]))[0] : undefined);

  /** The child, if `parentUserId` may manage it: linked to them, or pending with their verified email. */
  async function manageable(parentUserId: string, childId: string, now: Date) {
    const row = await namedOne(await repository.findByUserId(childId));
    if (!row) throw notFound();
    if (row.parent_user_id === parentUserId) return row;
    if (row.status === 'pending' && new Date(row.consent_expires_at) > now && row.parent_email === (await emailOf(parentUserId)))
      return row;
    throw notFound();
  }

  async function createParentAccount(email: string, input: { name?: string | undefined; password?: string | undefined }) {
    const parsed = newParentAccountSchema.safeParse(input);
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? '_'), issue.message]));
      throw childrenErrors.parentAccountNeeded(fields);
    }
    const hash = await hashNewPassword(auth, parsed.data.password);
    const ctx = await auth.$context;
    // The emailed link proves this address: the account starts verified.
    const user = await ctx.internalAdapter.createUser({ email, name: parsed.data.name, emailVerified: true }, { method: 'admin' });
    await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
    await accounts.updateProfile(user.id, parsed.data.name);
    return user.id;
  }

  return {
    consentWindowDays,

    /** Creates a pending child account and emails the parent. The caller has checked the age and limits. */
    async createPending(input: {
      username: string;
      passwordHash: string;
      parentEmail: string;
      birthYear: number;
      birthMonth: number;
      acceptLanguage: string | undefined;
      now: Date;
    }) {
      const ctx = await auth.$context;
      const username = input.username.trim();
      const taken = await people.idOfUsername(username);
      if (taken) throw childrenErrors.usernameTaken();

      const user = await ctx.internalAdapter.createUser(
        { email: internalEmail('child', randomUUID()), name: username, emailVerified: false, username, displayUsername: username },
        { method: 'admin' },
      );
      const token = randomBytes(32).toString('base64url');
      try {
        await ctx.internalAdapter.linkAccount({
          userId: user.id,
          providerId: 'credential',
          accountId: user.id,
          password: input.passwordHash,
        });
        await repository.insertPending({
          userId: user.id,
          birthYearMonth: `${input.birthYear}-${String(input.birthMonth).padStart(2, '0')}`,
          parentEmail: input.parentEmail.toLowerCase(),
          tokenHash: hashToken(token),
          expiresAt: new Date(input.now.getTime() + consentWindowDays * 86_400_000),
        });
      } catch (err) {
        await people.deleteUser(user.id);
        throw err;
      }
      await mailer.send(
        emails.consentRequest({
          to: input.parentEmail,
          username,
          token,
          expiresInDays: consentWindowDays,
          acceptLanguage: input.acceptLanguage,
        }),
      );
      return { id: user.id };
    },

    /** What the consent link is about, for the page that asks the parent. */
    async lookupConsent(token: string, viewerUserId: string | null, now = new Date()): Promise<ConsentRequest> {
      const row = await namedOne(await repository.findPendingByTokenHash(hashToken(token), now));
      if (!row) throw consentInvalid();
      const ctx = await auth.$context;
      const parent = await ctx.internalAdapter.findUserByEmail(row.parent_email);
      const viewerEmail = viewerUserId ? await emailOf(viewerUserId) : null;
      return {
        childUsername: row.displayUsername ?? row.username ?? '',
        parentEmail: row.parent_email,
        requestedAt: iso(row.created_at),
        expiresAt: iso(row.consent_expires_at),
        parentHasAccount: Boolean(parent),
        signedInAsParent: Boolean(viewerUserId) && viewerEmail === row.parent_email,
        signedInAsOther: Boolean(viewerUserId) && viewerEmail !== row.parent_email,
      };
    },

    /**
     * Approves with the emailed token. The parent is the signed-in caller with that email, or a new
     * account created here for that email (name and password); an existing account must sign in first.
     */
    async approveWithToken(
      input: { token: string; name?: string | undefined; password?: string | undefined; voiceAllowed?: boolean | undefined },
      viewerUserId: string | null,
      now = new Date(),
    ): Promise<ConsentDecision> {
      const row = await repository.findPendingByTokenHash(hashToken(input.token), now);
      if (!row) throw consentInvalid();
      let parentId: string;
      let created = false;
      if (viewerUserId) {
        if ((await emailOf(viewerUserId)) !== row.parent_email) throw childrenErrors.consentWrongAccount();
        parentId = viewerUserId;
      } else {
        const ctx = await auth.$context;
        if (await ctx.internalAdapter.findUserByEmail(row.parent_email)) throw childrenErrors.consentSignInRequired();
        parentId = await createParentAccount(row.parent_email, input);
        created = true;
      }
      // The consent page always shows the voice choice: left unticked, it is recorded as off.
      if (!(await repository.approve(row.id, parentId, now, input.voiceAllowed ?? false))) throw consentInvalid();
      return { decision: 'approved', createdParentAccount: created };
    },

    /** Denies with the emailed token: the child account and all its data are deleted now. */
    async denyWithToken(token: string, now = new Date()): Promise<ConsentDecision> {
      const row = await repository.findPendingByTokenHash(hashToken(token), now);
      if (!row) throw consentInvalid();
      await deletion.deleteChildren([row.id]);
      return { decision: 'denied', createdParentAccount: false };
    },

    async listForParent(parentUserId: string, now = new Date()): Promise<ChildrenList> {
      const rows = await named(await repository.listForParent(parentUserId, await emailOf(parentUserId), now));
      const all = rows.map(toSummary);
      return { children: all.filter((c) => c.status === 'active'), pending: all.filter((c) => c.status === 'pending') };
    },

    async approveById(parentUserId: string, childId: string, now = new Date()) {
      const row = await manageable(parentUserId, childId, now);
      if (row.status !== 'pending' || !(await repository.approve(row.id, parentUserId, now))) throw notFound();
    },

    /** Removes a child account (or refuses a pending one) and all its data. */
    async remove(parentUserId: string, childId: string, now = new Date()) {
      await manageable(parentUserId, childId, now);
      await deletion.deleteChildren([childId]);
    },

    /** Sets a new password for a child and signs the child out everywhere. */
    async resetPassword(parentUserId: string, childId: string, password: string, now = new Date()) {
      const row = await manageable(parentUserId, childId, now);
      if (row.status !== 'active') throw notFound();
      const hash = await hashNewPassword(auth, password);
      const ctx = await auth.$context;
      await ctx.internalAdapter.updatePassword(childId, hash);
      await ctx.internalAdapter.deleteUserSessions(childId);
    },

    /** Turns voice features on or off for an approved child; only their linked parent may (anyone else: not found). */
    async setVoiceAllowed(parentUserId: string, childId: string, allowed: boolean, now = new Date()) {
      const row = await manageable(parentUserId, childId, now);
      if (row.status !== 'active') throw notFound();
      await repository.setVoiceAllowed(childId, parentUserId, allowed, now);
    },

    /**
     * Whether the user may use voice features (contract 1 of issue 30): any account that is not a
     * child's may; a child only once approved and allowed by their parent. The child test is the
     * account's, not only the consent row's, so a child account never gets voice by default.
     */
    async voiceAllowed(userId: string): Promise<boolean> {
      const row = await repository.voiceOf(userId);
      // A child's account without its consent row (none should exist) has no parent's permission either.
      if (!row && (await accounts.isChild(userId))) return false;
      return voiceAllowedFor(row && { status: row.status, voiceAllowed: row.voice_allowed });
    },

    /** The parent an approved child is linked to, and the address to write to them at; null for anyone else. */
    async parentOf(childId: string): Promise<{ parentUserId: string; email: string; childUsername: string } | null> {
      const row = await namedOne(await repository.findByUserId(childId));
      if (!row || row.status !== 'active' || !row.parent_user_id) return null;
      return {
        parentUserId: row.parent_user_id,
        email: (await emailOf(row.parent_user_id)) ?? row.parent_email,
        childUsername: row.displayUsername ?? row.username ?? '',
      };
    },

    /** The approved children linked to a parent, oldest link first: a family plan covers them (decision 0072). */
    async approvedChildrenOf(parentUserId: string) {
      const rows = await named(await repository.approvedOf(parentUserId));
      return rows.map((r) => ({ id: r.id, username: r.displayUsername ?? r.username, approvedAt: r.approved_at }));
    },

    /** Whether the user has a child account's row, of any status. */
    isChild: (userId: string) => repository.isChild(userId),

    /** Whether the user is a child account (of any status), and the parent who approved it, if one has. */
    parentLinkOf: (userId: string) => repository.parentLinkOf(userId),

    /** The parent an approved child is linked to; undefined for anyone else. */
    linkedParentIdOf: (childId: string) => repository.linkedParentIdOf(childId),

    /** The hourly job: pending children past their window, deleted with their data. */
    deleteExpiredPending: (now: Date) => deletion.deleteExpiredPending(now),
  };
}

export type ChildrenService = ReturnType<typeof createChildrenService>;
