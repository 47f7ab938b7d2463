import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** What is counted, per account: how many in which window. */
export type RateLimitRule = { max: number; windowSeconds: number };

/**
 * Per-account limits (issue 6 "Security"), on top of better-auth's per-address ones. They hold
 * in every environment, tests included, and across servers: the counters live in PostgreSQL.
 */
export const accountRateLimits = {
  /**
   * Failed password sign-ins per client address and identifier (email, phone number or username):
   * a stranger elsewhere cannot lock the owner out (decision 0045). Success or a password reset resets.
   */
  passwordSignIn: { max: 10, windowSeconds: 15 * 60 },
  /** Failed password sign-ins per identifier from all addresses together: slows guessing from many. */
  passwordSignInAccount: { max: 100, windowSeconds: 15 * 60 },
  /** One-time codes sent per email address or phone number. */
  codeRequest: { max: 5, windowSeconds: 15 * 60 },
  /** Wrong one-time codes per email address or phone number; success resets. */
  codeVerification: { max: 10, windowSeconds: 15 * 60 },
  /** Wrong authenticator or backup codes per account; success resets. */
  totpVerification: { max: 10, windowSeconds: 15 * 60 },
  /** Password-reset emails per address (the answer is the same whether the account exists). */
  passwordReset: { max: 3, windowSeconds: 60 * 60 },
  /** Wrong class codes per account (a learner joining a teacher); success resets. */
  classCodeAttempt: { max: 10, windowSeconds: 15 * 60 },
  /** Family invitations sent again, per invitation: each one is an email to someone who has not signed up. */
  familyInviteResend: { max: 3, windowSeconds: 60 * 60 },
  /** Family invitations sent again, per owner, across all their invitations. */
  familyInviteResendByOwner: { max: 10, windowSeconds: 24 * 60 * 60 },
  /** A child asking a parent to buy something, per child: each one is an email to the parent. */
  askParent: { max: 3, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitAction = keyof typeof accountRateLimits;

/** Whether the action may go ahead, and if not, how many seconds until the window ends. */
export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function keyHash(action: RateLimitAction, key: string): string {
  return createHash('sha256').update(`${action}\n${key.trim().toLowerCase()}`).digest('base64url');
}

/** The account a counter is about (an email, phone number or username), hashed like the keys. */
function subjectHash(subject: string): string {
  return createHash('sha256').update(`subject\n${subject.trim().toLowerCase()}`).digest('base64url');
}

/**
 * Fixed-window counters, one row per action and account key (hashed: no addresses are stored).
 * Each change is a single upsert, so concurrent requests on any number of servers count exactly.
 */
export function createAccountRateLimiter(db: Db, rules: Record<RateLimitAction, RateLimitRule> = accountRateLimits) {
  async function count(action: RateLimitAction, key: string, subject?: string) {
    const rule = rules[action];
    const result = await sql<{ count: number; retry_after: number }>`
      insert into account_rate_limits as r (action, key_hash, window_start, count, subject_hash)
      values (${action}, ${keyHash(action, key)}, now(), 1, ${subject === undefined ? null : subjectHash(subject)})
      on conflict (action, key_hash) do update set
        count = case when r.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then 1 else r.count + 1 end,
        window_start = case when r.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then now() else r.window_start end
      returning r.count, ceil(extract(epoch from (r.window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after`.execute(
      db,
    );
    const row = result.rows[0]!;
    return { count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) };
  }

  return {
    /** Counts one more (a code sent): refused once the window already holds `max`. */
    async hit(action: RateLimitAction, key: string): Promise<RateLimitVerdict> {
      const { count: n, retryAfterSeconds } = await count(action, key);
      return n > rules[action].max ? { allowed: false, retryAfterSeconds } : { allowed: true };
    },
    /** Whether earlier failures already used up the window (checked before trying). */
    async check(action: RateLimitAction, key: string): Promise<RateLimitVerdict> {
      const rule = rules[action];
      const result = await sql<{ count: number; retry_after: number }>`
        select count, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after
        from account_rate_limits
        where action = ${action} and key_hash = ${keyHash(action, key)} and window_start > now() - make_interval(secs => ${rule.windowSeconds})`.execute(
        db,
      );
      const row = result.rows[0];
      return row && row.count >= rule.max ? { allowed: false, retryAfterSeconds: Math.max(1, row.retry_after) } : { allowed: true };
    },
    /** Records a failure (wrong password or code), about `subject` when given (see `forgetSubjects`). */
    async fail(action: RateLimitAction, key: string, subject?: string): Promise<void> {
      await count(action, key, subject);
    },
    /** Forgets the failures after a success. */
    async reset(action: RateLimitAction, key: string): Promise<void> {
      await sql`delete from account_rate_limits where action = ${action} and key_hash = ${keyHash(action, key)}`.execute(db);
    },
    /** Forgets every counter of these actions about these accounts, from whatever address (a password reset). */
    async forgetSubjects(actions: RateLimitAction[], subjects: string[]): Promise<void> {
      if (!actions.length || !subjects.length) return;
      await sql`delete from account_rate_limits where action in (${sql.join(actions)}) and subject_hash in (${sql.join(subjects.map(subjectHash))})`.execute(
        db,
      );
    },
    /** Drops windows that ended (kept small; any server may call it). */
    async prune(): Promise<void> {
      const longest = Math.max(...Object.values(rules).map((r) => r.windowSeconds));
      await sql`delete from account_rate_limits where window_start <= now() - make_interval(secs => ${longest})`.execute(db);
    },
  };
}

export type AccountRateLimiter = ReturnType<typeof createAccountRateLimiter>;
