import { describe, expect, it } from 'vitest';
import { codeRequestSchema, oneTimeCodeSchema, passwordSignInSchema } from './sign-in.js';
import { identifierKind } from '../accounts/sign-in-identifier.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('sign-in identifiers', () => {
  it.each([
    ['ada@school.example', 'email'],
    ['  Ada@School.example ', 'email'],
    ['+44 7700 900123', 'phone'],
    ['+1 (555) 555-0100', 'phone'],
    ['pat_reads', 'username'],
    ['ada@', null],
    ['+12', null],
    ['07700900123', 'username'],
    ['no spaces allowed', null],
    ['ab', null],
  ])('%s is %s', (value, kind) => {
    expect(identifierKind(value)).toBe(kind);
  });

  it('password sign-in needs an identifier and a password, with the spec message', () => {
    expect(issues(passwordSignInSchema.safeParse({ identifier: '', password: '' }))).toEqual([
      'identifier:auth.identifierAndPasswordRequired',
    ]);
    expect(issues(passwordSignInSchema.safeParse({ identifier: 'ada@school.example', password: '' }))).toEqual([
      'password:auth.identifierAndPasswordRequired',
    ]);
    expect(issues(passwordSignInSchema.safeParse({ identifier: ' ', password: 'x' }))).toEqual([
      'identifier:auth.identifierAndPasswordRequired',
    ]);
    expect(issues(passwordSignInSchema.safeParse({ identifier: 'ada@', password: 'x' }))).toEqual(['identifier:auth.identifierInvalid']);
    expect(passwordSignInSchema.safeParse({ identifier: '+447700900123', password: 'x' }).success).toBe(true);
  });

  it('a code request needs an email or a phone number (not a username)', () => {
    expect(issues(codeRequestSchema.safeParse({ address: '' }))).toEqual(['address:auth.emailOrPhoneRequired']);
    expect(issues(codeRequestSchema.safeParse({ address: 'pat_reads' }))).toEqual(['address:auth.emailOrPhoneInvalid']);
    expect(codeRequestSchema.safeParse({ address: '+447700900123' }).success).toBe(true);
  });

  it('a one-time code is six digits, spaces ignored', () => {
    expect(oneTimeCodeSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(issues(oneTimeCodeSchema.safeParse({ code: '12345' }))).toEqual(['code:otp.codeFormat']);
  });
});
