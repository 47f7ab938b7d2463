import { randomBytes } from 'node:crypto';
import { developmentAccess } from '@brainboost/domain/billing/entitlements';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { Auth } from '../accounts/accounts.types.js';
import type { PeopleService } from '../accounts/people.service.js';

/** The seeded development teacher. `.invalid` is a reserved domain: no mail can ever reach it. */
// On the reserved .test domain (RFC 2606): never delivered, and not the .invalid domain the child guard refuses.
export const devTeacher = { email: 'dev.teacher@brainboost.test', name: 'Dev Teacher' } as const;

/**
 * Development mode (ARCHITECTURE.md): signs the browser in as a teacher on ultimate, valid 365
 * days, so every feature check passes. It signs in through better-auth itself, so the cookie and
 * session are the real ones: each time, the dev teacher gets a fresh random password that lives
 * only in this function's memory (only its Argon2id hash is stored) and is used once to sign in.
 * Registered only when APP_ENV=development (dev-mode.routes.ts).
 */
export function createDevModeService(deps: {
  auth: Auth;
  accounts: Pick<AccountsService, 'createAccount'>;
  people: Pick<PeopleService, 'grantAccess'>;
  /** Billing's development plan: one active subscription on a plan until a date. */
  setPlan: (userId: string, planType: string, periodEnd: Date) => Promise<void>;
}) {
  const { auth, accounts, people, setPlan } = deps;
  return {
    /** Returns better-auth's response headers, whose Set-Cookie signs the browser in. */
    async enable(now = new Date()): Promise<Headers> {
      const password = randomBytes(24).toString('base64url');
      const ctx = await auth.$context;
      const existing = await ctx.internalAdapter.findUserByEmail(devTeacher.email);
      let userId: string;
      if (existing) {
        userId = existing.user.id;
        await ctx.internalAdapter.updatePassword(userId, await ctx.password.hash(password));
      } else {
        userId = (await accounts.createAccount({ ...devTeacher, password, accessType: 'teacher' })).id;
      }
      const access = developmentAccess(now);
      await people.grantAccess(userId, { accessType: access.accessType, tier: access.tier, expiresAt: access.validUntil });
      await setPlan(userId, access.tier, access.validUntil);
      const { headers } = await auth.api.signInEmail({
        body: { email: devTeacher.email, password, rememberMe: true },
        returnHeaders: true,
      });
      return headers;
    },

    /** Signs the browser out (whoever it was signed in as); returns the headers that clear the cookie. */
    async disable(requestHeaders: Headers): Promise<Headers> {
      const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
      return headers;
    },
  };
}

export type DevModeService = ReturnType<typeof createDevModeService>;
