import { APIError } from 'better-auth/api';
import { accessTypeOf, entitlementsFor, type AccessType } from '@brainboost/domain/billing/entitlements';
import { initials } from '@brainboost/domain/accounts/initials';
import { isChildEmail, isInternalEmail } from '@brainboost/domain/accounts/reserved-email';
import { voiceAllowedFor } from '@brainboost/domain/accounts/voice-permission';
import type { Me } from '@brainboost/domain/schemas/me';
import type { Db } from '../../db/database.js';
import { accountErrors } from './accounts.errors.js';
import { hashPassword } from './argon2-password.js';
import { passwordProblems } from '@brainboost/domain/accounts/password-policy';
import type { Auth } from './accounts.types.js';
import { isCommonPassword } from './common-passwords.js';
import { createAccountsRepository } from './accounts.repository.js';
import { addOnGrants, createAccessReadModel } from './access.read-model.js';
import type { AccessCache } from './access-cache.js';
import { iso } from '../../iso-time.js';

/** Turns better-auth's weak-password refusal (from its hash function) into our field errors. */
export async function hashNewPassword(auth: Auth, password: string): Promise<string> {
  const ctx = await auth.$context;
  try {
    return await ctx.password.hash(password);
  } catch (err) {
    if (err instanceof APIError && (err.body as { code?: string } | undefined)?.code === 'WEAK_PASSWORD') {
      const reasons = String(err.body?.message ?? 'password.tooShort');
      throw accountErrors.weakPasswordReasons(reasons);
    }
    throw err;
  }
}

/**
 * Accounts, and the one read every access decision rests on: a user's row of GET /api/me (role,
 * subscriptions, add-ons, passes), from the access cache when the server has one (decision 0030).
 */
export function createAccountsService(db: Db, auth: Auth, cache?: AccessCache) {
  const repository = createAccountsRepository(db);
  const accessReadModel = createAccessReadModel(db);
  const meAnswers = new WeakMap<MeRow, { me: Me; at: number }>();
  const accessRow = (userId: string) =>
    cache ? cache.row(userId, () => accessReadModel.findMeById(userId)) : accessReadModel.findMeById(userId);
  /** The answer for a row, reused for the same row within `meAnswerReuseMs`. */
  function reusedMeOf(row: MeRow, now: number): Me {
    const kept = meAnswers.get(row);
    if (kept && now >= kept.at && now - kept.at < meAnswerReuseMs) return kept.me;
    const me = meOf(row, new Date(now));
    meAnswers.set(row, { me, at: now });
    return me;
  }
  /** Everything the caller's subscriptions and add-ons grant now, quotas included. */
  async function entitlementsOf(userId: string, now = new Date()) {
    const row = await accessRow(userId);
    if (!row) return entitlementsFor([], now, []);
    const { subscriptions, grants } = meParts(row);
    return entitlementsFor(subscriptions, now, grants);
  }
  return {
    /** The access object and profile of a signed-in user (PATCH /api/me/profile answers with it). */
    async me(userId: string, now = new Date()): Promise<Me> {
      const row = await accessRow(userId);
      if (!row) throw accountErrors.unauthenticated();
      return meOf(row, now);
    },

    /**
     * GET /api/me's body. The answer for the same access row is reused for up to a second: a
     * change to the user brings a new row, and only trial days left and expiries move with time.
     */
    async reusedMe(userId: string, now = Date.now()): Promise<Me> {
      const row = await accessRow(userId);
      if (!row) throw accountErrors.unauthenticated();
      return reusedMeOf(row, now);
    },

    /** `reusedMe` without waiting, when the access cache holds the user's row; else undefined. */
    keptMe(userId: string, now = Date.now()): Me | undefined {
      const row = cache?.keptRow<MeRow>(userId);
      return row ? reusedMeOf(row, now) : undefined;
    },

    /**
     * Creates a verified account with a role, for administrators and the first-run set-up (public
     * sign-up has its own age and consent checks). Refuses weak passwords and taken emails.
     */
    async createAccount(input: { email: string; name: string; password: string; accessType: AccessType }) {
      const problems = passwordProblems(input.password, isCommonPassword);
      if (problems.length) throw accountErrors.weakPassword(problems, 'password');
      const ctx = await auth.$context;
      const email = input.email.trim().toLowerCase();
      if (await ctx.internalAdapter.findUserByEmail(email)) throw accountErrors.userAlreadyExists();
      const user = await ctx.internalAdapter.createUser({ email, name: input.name.trim(), emailVerified: true }, { method: 'admin' });
      await ctx.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: await hashPassword(input.password),
      });
      await repository.upsertProfile(user.id, input.name.trim() || null);
      await repository.upsertAccess(user.id, input.accessType);
      return { id: user.id, email };
    },

    async updateProfile(userId: string, fullName: string) {
      const user = await repository.findUserById(userId);
      // Children's accounts hold a username only (COPPA data minimisation): no real name is stored.
      if (isChildEmail(user?.email)) throw accountErrors.childRestricted();
      await repository.upsertProfile(userId, fullName);
      await db.updateTable('user').set({ name: fullName, updatedAt: new Date() }).where('id', '=', userId).execute();
    },

    /** A child's account (under 13): a parent manages it, and it holds no adult fields or roles. */
    async isChild(userId: string): Promise<boolean> {
      return isChildEmail((await repository.findUserById(userId))?.email);
    },

    /** The caller's role (student when there is no access row). */
    async roleOf(userId: string): Promise<AccessType> {
      return accessTypeOf((await accessRow(userId))?.access_type);
    },

    /** The features the caller's subscriptions and add-ons grant now. */
    async featuresOf(userId: string, now = new Date()) {
      return (await entitlementsOf(userId, now)).features;
    },

    entitlementsOf,

    hasMaster: async () => (await repository.countByAccessType('master')) > 0,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

const meAnswerReuseMs = 1000;

type MeRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAccessReadModel>['findMeById']>>>;

/** The access object and profile a user's row shows at `now`. */
function meOf(row: MeRow, now: Date): Me {
  const { profile, access, subscriptions, grants, betaAccess, child, ...user } = meParts(row);
  const entitlements = entitlementsFor(subscriptions, now, grants);
  const current = subscriptions.find((s) => s.status === 'active' || s.status === 'trialing');
  const validUntil = access?.access_expires_at ?? current?.current_period_end ?? null;
  const fullName = profile?.full_name ?? (user.name || null);
  return {
    // Children and phone-only accounts have an internal address that is never shown.
    user: {
      id: user.id,
      email: isInternalEmail(user.email) ? '' : user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      isChild: isChildEmail(user.email),
      // Only a child's answer carries it: adults always may use voice, and never see the field.
      ...(isChildEmail(user.email) ? { voiceAllowed: voiceAllowedFor(child ?? { status: 'pending', voiceAllowed: false }) } : {}),
    },
    profile: { fullName, avatarUrl: profile?.avatar_url ?? null, initials: initials(fullName, user.email) },
    access: {
      access_type: accessTypeOf(access?.access_type),
      access_tier: access?.access_tier ?? null,
      subscription_tier: entitlements.tier,
      valid_until: iso(validUntil),
    },
    betaAccess,
    entitlements: {
      tier: entitlements.tier,
      trial: entitlements.trial,
      cancelAtPeriodEnd: entitlements.cancelAtPeriodEnd,
      features: [...entitlements.features],
      quotas: entitlements.quotas,
    },
  };
}

/** Splits the one-row read of /api/me back into its parts, with the JSON dates as Dates again. */
function meParts(row: MeRow) {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    emailVerified: row.emailVerified,
    profile: row.full_name === null && row.avatar_url === null ? null : { full_name: row.full_name, avatar_url: row.avatar_url },
    access:
      row.access_type === null
        ? null
        : { access_type: row.access_type, access_tier: row.access_tier, access_expires_at: row.access_expires_at },
    betaAccess: Boolean(row.beta_access),
    child: row.child_status === null ? undefined : { status: row.child_status, voiceAllowed: row.child_voice_allowed === true },
    subscriptions: row.subscriptions.map((s) => ({
      ...s,
      created_at: new Date(s.created_at),
      current_period_end: date(s.current_period_end),
      trial_end: date(s.trial_end),
    })),
    grants: addOnGrants(row.add_ons, row.passes),
  };
}
