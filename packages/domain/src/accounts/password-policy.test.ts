import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy.js';

describe('password policy', () => {
  const common = new Set(['password1234', 'qwertyuiopas']);
  const isCommon = (p: string) => common.has(p);

  it('accepts a long, uncommon password with no composition rules', () => {
    expect(passwordProblems('correct horse battery staple', isCommon)).toEqual([]);
    expect(passwordProblems('alllowercaseletters', isCommon)).toEqual([]);
  });
  it('refuses short, overlong and common passwords with reasons', () => {
    expect(passwordProblems('short', isCommon)).toEqual(['tooShort']);
    expect(passwordProblems('x'.repeat(129), isCommon)).toEqual(['tooLong']);
    expect(passwordProblems('Password1234', isCommon)).toEqual(['common']);
  });
  it('counts characters, not bytes', () => {
    expect(passwordProblems('密码密码密码密码密码密码')).toEqual([]);
    expect(passwordProblems('😀'.repeat(11))).toEqual(['tooShort']);
  });
});
