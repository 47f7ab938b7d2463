/**
 * Accounts without an email of their own (children, phone-only sign-ups) get an internal address
 * on the reserved `.invalid` top-level domain (RFC 2606): it can never be delivered, is never
 * shown, and nothing is ever sent to it.
 */
export const internalEmailDomain = 'accounts.brainboost.invalid';

export function internalEmail(kind: 'child' | 'phone', id: string): string {
  return `${kind}-${id}@${internalEmailDomain}`;
}

/** An internal address: on the reserved `.invalid` domain, any case, trailing spaces ignored. The server's SQL uses the same pattern. */
export const internalEmailPattern = /\.invalid\s*$/i;

export function isInternalEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && internalEmailPattern.test(email);
}

/** A child's account (under 13): its internal address says so. Children keep a username, never a real name. */
export function isChildEmail(email: string | null | undefined): boolean {
  return isInternalEmail(email) && /^child-/i.test((email ?? '').trim());
}
