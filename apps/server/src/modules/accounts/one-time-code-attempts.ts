import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { accountErrors } from './accounts.errors.js';
import { codePolicy } from './auth-plugins.js';

/** How each verification path names its code: better-auth's `verification.identifier`. */
const codeIdentifiers: Record<string, { field: string; identifier: (value: string) => string }> = {
  '/sign-in/email-otp': { field: 'email', identifier: (email) => emailCodeIdentifier('sign-in', email) },
  '/email-otp/verify-email': { field: 'email', identifier: (email) => emailCodeIdentifier('email-verification', email) },
  '/phone-number/verify': { field: 'phoneNumber', identifier: phoneCodeIdentifier },
};

export function emailCodeIdentifier(type: string, email: string): string {
  return `${type}-otp-${email.toLowerCase()}`;
}

export function phoneCodeIdentifier(phoneNumber: string): string {
  return `phone-number-otp-${phoneNumber}`;
}

const hashOf = (identifier: string) => createHash('sha256').update(identifier).digest('base64url');

/**
 * Guesses at the code last sent to an address, counted in PostgreSQL before the code is checked.
 * better-auth keeps its own count inside the stored code, read and written back by each check,
 * so parallel guesses were checked against a count that had not moved yet (security issue,
 * item 10). Here each guess is one upsert, whether or not a check is under way: the sixth and
 * later are refused whatever the timing, and the code is dropped. Sending a new code starts again.
 */
export function createOneTimeCodeAttempts(db: Db, allowedAttempts: number = codePolicy.allowedAttempts) {
  return {
    /** Counts a guess for the code this call checks; throws once that code's attempts are used up. */
    async count(path: string, body: Record<string, unknown>): Promise<void> {
      const rule = codeIdentifiers[path];
      const value = rule ? body[rule.field] : undefined;
      if (!rule || typeof value !== 'string') return;
      const identifier = rule.identifier(value);
      const result = await sql<{ attempts: number }>`
        insert into one_time_code_attempts as a (identifier_hash, attempts) values (${hashOf(identifier)}, 1)
        on conflict (identifier_hash) do update set attempts = a.attempts + 1
        returning a.attempts`.execute(db);
      if (result.rows[0]!.attempts <= allowedAttempts) return;
      await sql`delete from verification where identifier = ${identifier}`.execute(db);
      throw accountErrors.tooManyCodeAttempts();
    },
    /** A new code was sent under this identifier: its guesses start at zero. */
    async forget(identifier: string): Promise<void> {
      await sql`delete from one_time_code_attempts where identifier_hash = ${hashOf(identifier)}`.execute(db);
    },
  };
}

export type OneTimeCodeAttempts = ReturnType<typeof createOneTimeCodeAttempts>;
