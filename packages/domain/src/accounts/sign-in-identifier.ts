/**
 * What a typed sign-in identifier is. Kept apart from the sign-in schemas so the sign-in page can
 * use it without loading the validation library up front.
 */

/** International phone format the server accepts: a plus sign, then 8 to 15 digits. */
export const phoneNumberPattern = /^\+[1-9]\d{7,14}$/;
const usernamePattern = /^[A-Za-z0-9_.]{3,30}$/;
const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type IdentifierKind = 'email' | 'phone' | 'username';

/** Spaces, dashes, dots and brackets people type inside phone numbers. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

/** Which sign-in field a typed identifier is: an email address, an international phone number or a username. */
export function identifierKind(raw: string): IdentifierKind | null {
  const value = raw.trim();
  if (value.includes('@')) return simpleEmail.test(value) ? 'email' : null;
  if (value.startsWith('+')) return phoneNumberPattern.test(normalisePhone(value)) ? 'phone' : null;
  return usernamePattern.test(value) ? 'username' : null;
}
