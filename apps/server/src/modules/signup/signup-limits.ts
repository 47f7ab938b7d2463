import { createHash } from 'node:crypto';
import { signupErrors } from './signup.errors.js';
import type { createSignupRepository } from './signup.repository.js';

type Window = { max: number; windowMs: number };

/**
 * Sign-up and resend limits, per client address and per account (email, phone or parent's email).
 * A whole class may sign up from one school address, so the address limit is the looser one.
 */
export const signupLimits: Record<'signup' | 'resend', { perAddress: Window; perAccount: Window }> = {
  signup: { perAddress: { max: 20, windowMs: 3_600_000 }, perAccount: { max: 5, windowMs: 3_600_000 } },
  resend: { perAddress: { max: 20, windowMs: 3_600_000 }, perAccount: { max: 3, windowMs: 900_000 } },
};

/** Attempts are kept a day, then the hourly job removes them. */
export const attemptRetentionMs = 86_400_000;

/** Accounts are counted by a hash: the attempts table never holds an address or number. */
const accountKey = (account: string) => `account:${createHash('sha256').update(account.trim().toLowerCase()).digest('hex')}`;

export async function enforceLimits(
  repository: ReturnType<typeof createSignupRepository>,
  action: 'signup' | 'resend',
  input: { ip: string; account: string | null; now: Date },
) {
  const limits = signupLimits[action];
  const overAddress =
    (await repository.recordAttempt(action, `ip:${input.ip}`, new Date(input.now.getTime() - limits.perAddress.windowMs))) >
    limits.perAddress.max;
  const overAccount =
    input.account !== null &&
    (await repository.recordAttempt(action, accountKey(input.account), new Date(input.now.getTime() - limits.perAccount.windowMs))) >
      limits.perAccount.max;
  if (overAddress || overAccount) throw signupErrors.rateLimited(action);
}
