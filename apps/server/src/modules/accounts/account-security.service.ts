import { passwordProblems } from '@brainboost/domain/accounts/password-policy';
import { isInternalEmail } from '@brainboost/domain/accounts/reserved-email';
import type { AccountSession, Identities, SecuritySummary } from '@brainboost/domain/schemas/account-security';
import type { OAuthProvider } from '../../config.js';
import type { Db } from '../../db/database.js';
import { accountErrors } from './accounts.errors.js';
import type { Mailer } from '../../providers/mail/mail.port.js';
import { hashPassword, verifyPassword } from './argon2-password.js';
import { isCommonPassword } from './common-passwords.js';
import type { SecurityEmails } from './security-emails.js';
import { createAccountSecurityRepository } from './account-security.repository.js';
import { createAccountExportReadModel } from './account-export.read-model.js';
import { iso } from '../../iso-time.js';

/** Without a password (OAuth-only accounts), a sensitive change needs a session this recent. */
export const freshSessionSeconds = 15 * 60;

export type Caller = { userId: string; sessionId: string | null; sessionCreatedAt: Date | null; acceptLanguage: string | undefined };

export function createAccountSecurityService(deps: {
  db: Db;
  mailer: Mailer;
  emails: SecurityEmails;
  oauthProviders: OAuthProvider[];
  closeBilling?: (userId: string) => Promise<void>;
}) {
  const repository = createAccountSecurityRepository(deps.db);
  const everythingStored = createAccountExportReadModel(deps.db);

  async function userOf(userId: string) {
    const user = await repository.findUserById(userId);
    if (!user) throw accountErrors.unauthenticated();
    return user;
  }

  /** Asks again who this is before a sensitive change: the password, or a fresh sign-in without one. */
  async function reauthenticate(caller: Caller, password: string | undefined) {
    const credential = (await repository.findAccountsByUserId(caller.userId)).find((a) => a.providerId === 'credential' && a.password);
    if (credential?.password) {
      if (!password) throw accountErrors.currentPasswordRequired();
      if (!(await verifyPassword({ hash: credential.password, password }))) {
        throw accountErrors.wrongPassword();
      }
      return credential;
    }
    const age = caller.sessionCreatedAt ? (Date.now() - caller.sessionCreatedAt.getTime()) / 1000 : Infinity;
    if (age > freshSessionSeconds) throw accountErrors.signInAgain();
    return null;
  }

  return {
    reauthenticate,

    async summary(userId: string): Promise<SecuritySummary> {
      const user = await repository.findSecuritySummaryById(userId);
      if (!user) throw accountErrors.unauthenticated();
      return {
        // A child's or phone-only account's internal address is not an email anyone can read.
        email: isInternalEmail(user.email) ? '' : user.email,
        emailVerified: user.emailVerified,
        phoneNumber: user.phoneNumber ?? null,
        twoFactorEnabled: Boolean(user.twoFactorEnabled),
        hasPassword: user.hasPassword,
      };
    },

    /** Changes the password after checking the current one; every other session is signed out. */
    async changePassword(caller: Caller, currentPassword: string, newPassword: string) {
      const credential = await reauthenticate(caller, currentPassword);
      if (!credential) throw accountErrors.noPassword();
      const problems = passwordProblems(newPassword, isCommonPassword);
      if (problems.length) throw accountErrors.weakPassword(problems, 'newPassword');
      const user = await userOf(caller.userId);
      await deps.db
        .updateTable('account')
        .set({ password: await hashPassword(newPassword), updatedAt: new Date() })
        .where('id', '=', credential.id)
        .execute();
      await repository.deleteSessionsExcept(caller.userId, caller.sessionId);
      await deps.mailer.send(deps.emails.passwordChanged({ to: user.email, acceptLanguage: caller.acceptLanguage }));
    },

    async sessions(caller: Caller, now = new Date()): Promise<AccountSession[]> {
      const rows = await repository.findSessionsByUserId(caller.userId, now);
      return rows.map((s) => ({
        id: s.id,
        createdAt: iso(s.createdAt),
        lastActiveAt: iso(s.updatedAt),
        expiresAt: iso(s.expiresAt),
        ipAddress: s.ipAddress,
        userAgent: s.userAgent,
        current: s.id === caller.sessionId,
      }));
    },

    async revokeSession(caller: Caller, sessionId: string) {
      if (!(await repository.deleteSession(caller.userId, sessionId))) throw accountErrors.sessionNotFound();
    },

    revokeOtherSessions: (caller: Caller) => repository.deleteSessionsExcept(caller.userId, caller.sessionId),

    async identities(userId: string): Promise<Identities> {
      const accounts = await repository.findAccountsByUserId(userId);
      return {
        identities: accounts.map((a) => ({ id: a.id, providerId: a.providerId, createdAt: iso(a.createdAt) })),
        providers: deps.oauthProviders.map((p) => ({ id: p.id, name: p.name })),
        hasPassword: accounts.some((a) => a.providerId === 'credential' && a.password),
      };
    },

    /** Removes a sign-in method; the last one can never be removed (the session is kept either way). */
    async unlinkIdentity(userId: string, identityId: string) {
      const accounts = await repository.findAccountsByUserId(userId);
      if (!accounts.some((a) => a.id === identityId)) throw accountErrors.identityNotFound();
      if (accounts.length < 2) throw accountErrors.singleIdentityNotDeletable();
      await deps.db.deleteFrom('account').where('userId', '=', userId).where('id', '=', identityId).execute();
    },

    /** Everything stored about the caller, as one JSON text, and when it was made (a right every account has, whatever the plan). */
    async exportData(userId: string) {
      const found = await everythingStored.findExportOf(userId);
      if (!found) throw accountErrors.unauthenticated();
      return found;
    },

    /** Deletes the account and its data after re-authentication; nothing of it remains. */
    async deleteAccount(caller: Caller, currentPassword: string | undefined) {
      await reauthenticate(caller, currentPassword);
      const user = await userOf(caller.userId);
      // Everything the account pays for stops renewing first, as the deletion dialog promises.
      await deps.closeBilling?.(caller.userId);
      await everythingStored.deleteUserAndData(caller.userId, user.email);
      await deps.mailer.send(deps.emails.accountDeleted({ to: user.email, acceptLanguage: caller.acceptLanguage })).catch(() => undefined);
    },

    /** Another account already uses this address (the caller learns nothing more than "use another"). */
    emailTaken: async (email: string) => Boolean(await repository.findUserIdByEmail(email.trim().toLowerCase())),

    notifyEmailChange: async (caller: Caller, newEmail: string) => {
      const user = await userOf(caller.userId);
      await deps.mailer.send(deps.emails.emailChangeRequested({ to: user.email, newEmail, acceptLanguage: caller.acceptLanguage }));
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
