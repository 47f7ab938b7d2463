import type { AccessType } from '../billing/entitlements.js';

/**
 * Class join codes (decision 0028): a teacher hands out an 8-character code and a learner types it
 * in. The alphabet leaves out 0/O and 1/I, which read alike on a whiteboard; its 32 characters let
 * a random byte map onto it without bias.
 */
export const classCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const classCodeLength = 8;
/** A code admits new students for this long; students who joined stay linked afterwards. */
export const classCodeLifetimeDays = 14;

const dayMs = 86_400_000;
const codePattern = new RegExp(`^[${classCodeAlphabet}]{${classCodeLength}}$`);

/** Who may make codes and oversee students: teachers, and admins and masters (who can do anything a teacher can). */
export const teachingRoles: ReadonlySet<AccessType> = new Set(['teacher', 'admin', 'master']);
export const canTeach = (role: AccessType): boolean => teachingRoles.has(role);

/** A code from random bytes (the server passes `crypto.randomBytes(classCodeLength)`). */
export function classCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < classCodeLength) throw new RangeError(`need ${classCodeLength} random bytes`);
  let code = '';
  for (let i = 0; i < classCodeLength; i += 1) code += classCodeAlphabet[bytes[i]! % classCodeAlphabet.length];
  return code;
}

/** What a learner typed, as a code: upper case, without spaces or dashes ("abcd-efgh" works). */
export function normaliseClassCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export function isClassCode(value: string): boolean {
  return codePattern.test(value);
}

export function classCodeExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + classCodeLifetimeDays * dayMs);
}

export type ClassCodeState = 'active' | 'expired' | 'revoked';

/** Whether a code still admits new students. Revoking wins over expiry. */
export function classCodeState(code: { expiresAt: Date; revokedAt: Date | null }, now: Date): ClassCodeState {
  if (code.revokedAt) return 'revoked';
  return now.getTime() >= code.expiresAt.getTime() ? 'expired' : 'active';
}
