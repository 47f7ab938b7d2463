import { currentSubscription } from '@brainboost/domain/billing/entitlements';
import { familyInviteDays, familyMaxMembers, familySeatsLeft, normalizeEmail } from '@brainboost/domain/family/family';
import type { FamilyInvitation, FamilyOverview } from '@brainboost/domain/schemas/family';
import type { Db } from '../../db/database.js';
import type { AccountRateLimiter } from '../../plugins/account-rate-limit.js';
import type { Mailer } from '../../providers/mail/mail.port.js';
import { hashInviteToken, newInviteToken, type FamilyEmails } from './family-emails.js';
import { createFamilyRepository } from './family.repository.js';
import { familyErrors } from './family.errors.js';
import type { PeopleService } from '../accounts/people.service.js';
import type { ChildrenService } from '../children/children.service.js';
import { iso } from '../../iso-time.js';

/** The member's own plan, from billing: joining a family plan ends it at period end, with its add-ons (decision 0053). */
export type OwnPlan = { renews: (userId: string) => Promise<boolean>; endAtPeriodEnd: (userId: string) => Promise<void> };
/** The newest of a customer's own subscriptions (billing's): never one inherited as a member. */
type OwnSubscriptions = (userId: string) => Promise<
  {
    plan_type: string;
    status: string;
    current_period_end: Date | null;
    cancel_at_period_end: boolean;
    created_at: Date;
    trial_end: Date | null;
  }[]
>;
export type FamilyDeps = {
  db: Db;
  mailer: Mailer;
  emails: FamilyEmails;
  limiter: AccountRateLimiter;
  now?: () => Date;
  ownPlan?: OwnPlan;
  ownSubscriptions: OwnSubscriptions;
  people: Pick<PeopleService, 'byIds' | 'find'>;
  children: Pick<ChildrenService, 'approvedChildrenOf' | 'linkedParentIdOf'>;
};
const dayMs = 86_400_000;

/**
 * The family plan's members (decision record 0013): the owner of a live family plan invites up to
 * five people by email; an invitee who accepts while signed in gets premium through /api/me's
 * entitlements for as long as the owner's family plan lasts. The limit is checked under a lock.
 */
export function createFamilyService({
  db,
  mailer,
  emails,
  limiter,
  now = () => new Date(),
  ownPlan,
  ownSubscriptions,
  people,
  children,
}: FamilyDeps) {
  const repository = createFamilyRepository(db);
  const displayName = (person: { fullName: string | null; name: string | null }) => person.fullName || person.name || null;

  async function ownsFamilyPlan(userId: string) {
    return currentSubscription(await ownSubscriptions(userId))?.plan_type === 'family';
  }
  /** A membership (or a child's link) with its owner's names; undefined when the owner has no account. */
  async function withOwner<Row extends { owner_user_id: string }>(row: Row | undefined) {
    if (!row) return undefined;
    const owner = await people.find(row.owner_user_id);
    return owner && { ...row, owner_name: owner.name, owner_full_name: owner.fullName };
  }
  /** A child's parent, when the parent's plan is the family plan: it covers the child (decision 0072). */
  async function coveringParent(userId: string) {
    const parentId = await children.linkedParentIdOf(userId);
    const parent = await withOwner(parentId ? { owner_user_id: parentId } : undefined);
    return parent && (await ownsFamilyPlan(parent.owner_user_id)) ? { ...parent, asChild: true } : undefined;
  }
  /** What a member is told of the plan covering them: whose, until when, and whether they may leave it themselves. */
  async function coverOf(membership: { owner_user_id: string; owner_name: string; owner_full_name: string | null; asChild?: boolean }) {
    const plan = currentSubscription(await ownSubscriptions(membership.owner_user_id));
    return {
      ownerName: membership.owner_full_name || membership.owner_name,
      until: iso(plan?.current_period_end ?? null),
      ending: Boolean(plan?.cancel_at_period_end),
      asChild: membership.asChild === true,
    };
  }
  async function requireOwner(userId: string) {
    const owner = await people.find(userId);
    if (!owner || !(await ownsFamilyPlan(userId))) throw familyErrors.notOwner();
    return owner;
  }
  async function sendInvite(to: string, ownerName: string, token: string, acceptLanguage: string | undefined) {
    await mailer.send(emails.invite({ to, ownerName, token, days: familyInviteDays, acceptLanguage }));
  }

  return {
    /** Spec: members load only for the family plan, otherwise empty. */
    async overview(userId: string): Promise<FamilyOverview> {
      const [isOwner, membership] = await Promise.all([
        ownsFamilyPlan(userId),
        repository
          .activeMembership(userId)
          .then(withOwner)
          .then((m) => (m ? { ...m, asChild: false } : coveringParent(userId))),
      ]);
      const memberOf = membership ? await coverOf(membership) : null;
      if (!isOwner) return { isOwner: false, maxMembers: familyMaxMembers, members: [], memberOf };
      const [owner, rows, linked] = await Promise.all([
        people.find(userId),
        repository.members(userId),
        children.approvedChildrenOf(userId),
      ]);
      const joined = await people.byIds(rows.flatMap((r) => (r.user_id ? [r.user_id] : [])));
      return {
        isOwner: true,
        maxMembers: familyMaxMembers,
        memberOf,
        members: [
          {
            id: userId,
            name: owner ? displayName(owner) : null,
            email: owner?.email ?? '',
            role: 'owner',
            status: 'active',
            joinedAt: null,
          },
          ...linked.map((c) => ({
            id: c.id,
            name: c.username,
            email: '',
            role: 'child' as const,
            status: 'active' as const,
            joinedAt: iso(c.approvedAt),
          })),
          ...rows.map((r) => ({
            id: r.id,
            name: r.user_id && joined.has(r.user_id) ? displayName(joined.get(r.user_id)!) : null,
            email: r.email,
            role: 'member' as const,
            status: r.status,
            joinedAt: iso(r.accepted_at),
          })),
        ],
      };
    },

    async invite(userId: string, rawEmail: string, acceptLanguage: string | undefined) {
      const owner = await requireOwner(userId);
      const email = normalizeEmail(rawEmail);
      if (email === owner.email.toLowerCase()) throw familyErrors.self();
      const token = newInviteToken();
      // Read before the group's lock: approving a child never takes it, and the children module reads on its own connection.
      const linked = await children.approvedChildrenOf(userId);
      await db.transaction().execute(async (trx) => {
        const locked = createFamilyRepository(trx);
        await locked.lockGroup(userId);
        const members = await locked.members(userId);
        if (members.some((m) => m.email === email)) throw familyErrors.alreadyInvited();
        // Linked children take seats too (decision 0072).
        if (familySeatsLeft(1 + linked.length + members.length) === 0) throw familyErrors.full();
        await locked.insertInvite(userId, email, token.hash, new Date(now().getTime() + familyInviteDays * dayMs));
      });
      await sendInvite(email, displayName(owner) ?? owner.email, token.value, acceptLanguage);
    },

    /** Each resend emails someone who never asked for it: limited per invitation and per owner. */
    async resend(userId: string, memberId: string, acceptLanguage: string | undefined) {
      const member = /^[0-9a-f-]{36}$/i.test(memberId) ? await repository.findMember(userId, memberId) : undefined;
      if (!member) throw familyErrors.memberNotFound();
      const owner = await requireOwner(userId);
      if (member.status !== 'pending') throw familyErrors.notPending();
      if (!(await limiter.hit('familyInviteResend', member.id)).allowed) throw familyErrors.tooManyResends();
      if (!(await limiter.hit('familyInviteResendByOwner', userId)).allowed) throw familyErrors.tooManyResends();
      const token = newInviteToken();
      await repository.renewToken(member.id, token.hash, new Date(now().getTime() + familyInviteDays * dayMs));
      await sendInvite(member.email, displayName(owner) ?? owner.email, token.value, acceptLanguage);
    },

    /** A member leaves the family plan they joined; their premium ends at once. A child is covered through their parent and has no membership to leave. */
    async leave(userId: string) {
      const membership = await repository.activeMembership(userId);
      if (!membership) throw familyErrors.memberNotFound();
      await repository.remove(membership.id);
    },

    /** Removing a member takes their premium away at once (/api/me reads membership live). */
    async remove(userId: string, memberId: string) {
      const member = /^[0-9a-f-]{36}$/i.test(memberId) ? await repository.findMember(userId, memberId) : undefined;
      if (!member) throw familyErrors.memberNotFound();
      await repository.remove(member.id);
    },

    async invitation(token: string): Promise<FamilyInvitation> {
      const row = await withOwner(await repository.findByTokenHash(hashInviteToken(token)));
      if (!row) throw familyErrors.invitationNotFound();
      const state =
        row.status === 'active' ? 'accepted' : row.token_expires_at && new Date(row.token_expires_at) <= now() ? 'expired' : 'pending';
      return { ownerName: row.owner_full_name || row.owner_name, email: row.email, state };
    },

    /** `endOwnPlan`: the member agreed to end their own plan at period end; without it, a renewing own plan refuses the join. */
    async accept(userId: string, token: string, { endOwnPlan = false }: { endOwnPlan?: boolean } = {}) {
      const row = await repository.findByTokenHash(hashInviteToken(token));
      if (!row || row.status !== 'pending') throw familyErrors.invitationNotFound();
      if (row.token_expires_at && new Date(row.token_expires_at) <= now()) throw familyErrors.invitationExpired();
      const user = await people.find(userId);
      if (!user?.emailVerified || normalizeEmail(user.email) !== row.email) throw familyErrors.wrongEmail();
      if (!(await ownsFamilyPlan(row.owner_user_id))) throw familyErrors.planEnded();
      const elsewhere = await repository.activeMembership(userId);
      if (elsewhere) throw familyErrors.memberElsewhere();
      // Two plans would both bill: the member chooses to end their own first, never silently.
      if (ownPlan && (await ownPlan.renews(userId))) {
        if (!endOwnPlan) throw familyErrors.ownPlanRenews();
        await ownPlan.endAtPeriodEnd(userId);
      }
      await repository.activate(row.id, userId);
    },
  };
}
export type FamilyService = ReturnType<typeof createFamilyService>;
