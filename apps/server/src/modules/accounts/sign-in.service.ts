import { AppError } from '../../plugins/app-error.js';
import type { AccountRateLimiter, RateLimitAction } from '../../plugins/account-rate-limit.js';
import type { OneTimeCodeAttempts } from './one-time-code-attempts.js';
import type { SignInRepository } from './sign-in.repository.js';
import type { TotpReplayGuard } from './totp-replay-guard.js';
import { accountErrors } from './accounts.errors.js';

/** One counter a call is counted under: the action, its key, and the account it is about. */
type Counter = { action: RateLimitAction; key: string; subject?: string };

/**
 * A sign-in call on its way to better-auth: the counters it is counted under, and what to do once
 * it succeeded.
 */
export type GuardedCall = { counters: Counter[]; countsFailuresOnly: boolean; afterSuccess?: () => Promise<void> };

type Body = Record<string, unknown>;

const passwordSignIns: Record<string, string> = {
  '/sign-in/email': 'email',
  '/sign-in/phone-number': 'phoneNumber',
  '/sign-in/username': 'username',
};
const codeRequests: Record<string, string> = {
  '/email-otp/send-verification-otp': 'email',
  '/phone-number/send-otp': 'phoneNumber',
};
const codeVerifications: Record<string, string> = {
  '/sign-in/email-otp': 'email',
  '/email-otp/verify-email': 'email',
  '/phone-number/verify': 'phoneNumber',
};
const secondFactorVerifications = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/verify-otp']);

/** Failures that count against an account: wrong credentials or codes, not e.g. an unverified email. */
const failureStatuses = new Set([400, 401]);

function text(body: Body, field: string): string {
  const value = body[field];
  return typeof value === 'string' ? value.trim() : '';
}

export class RateLimitedError extends AppError {
  constructor(
    messageKey: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', 429, messageKey);
  }
}

const limitMessages: Record<RateLimitAction, string> = {
  passwordSignIn: 'auth.tooManySignInAttempts',
  passwordSignInAccount: 'auth.tooManySignInAttempts',
  codeRequest: 'otp.tooManyRequests',
  codeVerification: 'otp.tooManyAttempts',
  totpVerification: 'mfa.tooManyAttempts',
  passwordReset: 'auth.tooManyResetRequests',
  classCodeAttempt: 'teacherStudents.tooManyAttempts',
  familyInviteResend: 'billing.familyTooManyResends',
  familyInviteResendByOwner: 'billing.familyTooManyResends',
  askParent: 'billing.askParentTooMany',
};

/**
 * Rules applied to better-auth's sign-in endpoints before they run: the spec's required fields
 * (section 5), and per-account rate limits (issue 6 "Security").
 */
export function createSignInService(
  limiter: AccountRateLimiter,
  repository: SignInRepository,
  codeAttempts: OneTimeCodeAttempts,
  totpSteps: TotpReplayGuard,
) {
  /** Who a second-factor verification is for: the pending challenge's account, else the signed-in one. */
  async function secondFactorAccount(cookies: Record<string, string | undefined>): Promise<string | null> {
    const challenge = cookies['brainboost.two_factor'] ?? cookies['__Secure-brainboost.two_factor'];
    if (challenge) {
      const identifier = challenge.slice(0, challenge.lastIndexOf('.'));
      const userId = identifier ? await repository.findChallengeUserId(identifier) : null;
      if (userId) return userId;
    }
    const session = cookies['brainboost.session_token'] ?? cookies['__Secure-brainboost.session_token'];
    const token = session?.slice(0, session.lastIndexOf('.'));
    return token ? repository.findSessionUserId(token) : null;
  }

  async function enforce(action: RateLimitAction, key: string, countsFailuresOnly: boolean): Promise<GuardedCall> {
    return enforceAll([{ action, key }], countsFailuresOnly);
  }

  async function enforceAll(counters: Counter[], countsFailuresOnly: boolean): Promise<GuardedCall> {
    for (const { action, key } of counters) {
      const verdict = countsFailuresOnly ? await limiter.check(action, key) : await limiter.hit(action, key);
      if (!verdict.allowed) throw new RateLimitedError(limitMessages[action], verdict.retryAfterSeconds);
    }
    return { counters, countsFailuresOnly };
  }

  /** Ends every password lock on the account whose reset token this is, once the reset succeeded. */
  async function unlockAfterReset(token: string): Promise<GuardedCall | null> {
    const userId = token ? await repository.findResetTokenUserId(token) : null;
    if (!userId) return null;
    return {
      counters: [],
      countsFailuresOnly: true,
      afterSuccess: async () =>
        limiter.forgetSubjects(['passwordSignIn', 'passwordSignInAccount'], await repository.findSignInIdentifiers(userId)),
    };
  }

  return {
    /** Checks a call before it is forwarded; throws the error to answer instead. Returns what to count afterwards. */
    async before(path: string, body: Body, cookies: Record<string, string | undefined>, clientIp: string): Promise<GuardedCall | null> {
      const passwordField = passwordSignIns[path];
      if (passwordField) {
        const identifier = text(body, passwordField);
        if (!identifier || typeof body['password'] !== 'string' || body['password'] === '') {
          throw accountErrors.identifierAndPasswordRequired();
        }
        // Per address and account, so a stranger elsewhere cannot lock the owner out; per account
        // with a far higher ceiling, so guessing from many addresses is still slowed (decision 0045).
        return enforceAll(
          [
            { action: 'passwordSignIn', key: `${clientIp}\n${identifier.toLowerCase()}`, subject: identifier },
            { action: 'passwordSignInAccount', key: identifier, subject: identifier },
          ],
          true,
        );
      }
      if (path === '/reset-password') return unlockAfterReset(text(body, 'token'));
      const requestField = codeRequests[path];
      if (requestField) {
        const address = text(body, requestField);
        if (!address) throw accountErrors.emailOrPhoneRequired();
        if (path === '/email-otp/send-verification-otp' && !text(body, 'type')) throw accountErrors.codeTypeRequired();
        return enforce('codeRequest', address, false);
      }
      const verifyField = codeVerifications[path];
      if (verifyField) {
        const address = text(body, verifyField);
        if (!address) throw accountErrors.emailOrPhoneRequired();
        const guarded = await enforce('codeVerification', address, true);
        await codeAttempts.count(path, body);
        return guarded;
      }
      if (path === '/request-password-reset') {
        const email = text(body, 'email');
        return email ? enforce('passwordReset', email, false) : null;
      }
      if (secondFactorVerifications.has(path)) {
        const account = await secondFactorAccount(cookies);
        if (!account) return null;
        const guarded = await enforce('totpVerification', account, true);
        if (path === '/two-factor/verify-totp') await totpSteps.claim(account, text(body, 'code'));
        return guarded;
      }
      return null;
    },
    /** Counts the outcome: a failure adds to the account's window, a success clears it. */
    async after(call: GuardedCall, status: number): Promise<void> {
      const succeeded = status >= 200 && status < 300;
      if (succeeded) await call.afterSuccess?.();
      if (!call.countsFailuresOnly) return;
      for (const { action, key, subject } of call.counters) {
        if (succeeded) await limiter.reset(action, key);
        else if (failureStatuses.has(status)) await limiter.fail(action, key, subject);
      }
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
