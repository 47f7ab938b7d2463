import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canTeach,
  classCodeAlphabet,
  classCodeExpiresAt,
  classCodeFromBytes,
  classCodeState,
  isClassCode,
  normaliseClassCode,
} from './class-codes.js';

describe('class codes', () => {
  it('has 32 characters, none of them easily misread', () => {
    expect(new Set(classCodeAlphabet).size).toBe(32);
    for (const ambiguous of ['0', 'O', '1', 'I']) expect(classCodeAlphabet).not.toContain(ambiguous);
  });

  it('turns any 8 random bytes into a valid code, each byte to one character', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => isClassCode(classCodeFromBytes(bytes))));
    expect(classCodeFromBytes(new Uint8Array([0, 1, 2, 31, 32, 255, 8, 24]))).toBe('ABC9A9J2');
    expect(() => classCodeFromBytes(new Uint8Array(7))).toThrow(RangeError);
  });

  it('accepts what a learner types in lower case, with spaces or a dash', () => {
    expect(normaliseClassCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normaliseClassCode('ab cd 23 45')).toBe('ABCD2345');
    expect(isClassCode(normaliseClassCode('abcd-efgh'))).toBe(true);
  });

  it.each(['ABCDEFG', 'ABCDEFGHJ', 'ABCDEFG0', 'ABCDEFGO', 'ABCDEFG1', 'ABCDEFGI', 'abcdefgh', 'ABCD EFG'])('refuses %j', (value) => {
    expect(isClassCode(value)).toBe(false);
  });

  it('expires 14 days after it was made, and a revoked code is revoked whatever its age', () => {
    const made = new Date('2026-03-01T10:00:00Z');
    const expiresAt = classCodeExpiresAt(made);
    expect(expiresAt.toISOString()).toBe('2026-03-15T10:00:00.000Z');
    expect(classCodeState({ expiresAt, revokedAt: null }, new Date('2026-03-15T09:59:59Z'))).toBe('active');
    expect(classCodeState({ expiresAt, revokedAt: null }, expiresAt)).toBe('expired');
    expect(classCodeState({ expiresAt, revokedAt: made }, new Date('2026-03-02T00:00:00Z'))).toBe('revoked');
    expect(classCodeState({ expiresAt, revokedAt: made }, new Date('2026-04-01T00:00:00Z'))).toBe('revoked');
  });

  it('lets teachers, admins and masters teach, and not students', () => {
    expect(['student', 'teacher', 'admin', 'master'].map((r) => canTeach(r as 'student'))).toEqual([false, true, true, true]);
  });
});
