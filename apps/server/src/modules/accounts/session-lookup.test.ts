import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionTokenFromCookies, sessionTokenReader } from './session-lookup.js';

const secret = 'a-test-secret-of-enough-length-0123456789';
const name = 'brainboost.session_token';
const signed = (token: string, key = secret) => encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`);

describe('sessionTokenFromCookies', () => {
  it('returns the token of a correctly signed cookie among others', () => {
    expect(sessionTokenFromCookies(`theme=dark; ${name}=${signed('tok123')}; other=1`, name, secret)).toBe('tok123');
  });

  it('refuses a cookie signed with another secret, a bare token and a truncated signature', () => {
    expect(sessionTokenFromCookies(`${name}=${signed('tok123', 'another-secret')}`, name, secret)).toBeNull();
    expect(sessionTokenFromCookies(`${name}=tok123`, name, secret)).toBeNull();
    expect(sessionTokenFromCookies(`${name}=${signed('tok123').slice(0, -6)}`, name, secret)).toBeNull();
  });

  it('reads only the named cookie, not one whose name merely contains it', () => {
    expect(sessionTokenFromCookies(`x${name}=${signed('tok123')}`, name, secret)).toBeNull();
    expect(sessionTokenFromCookies(`__Secure-${name}=${signed('tok123')}`, `__Secure-${name}`, secret)).toBe('tok123');
  });

  it('refuses malformed encodings without throwing', () => {
    expect(sessionTokenFromCookies(`${name}=%E0%A4%A`, name, secret)).toBeNull();
    expect(sessionTokenFromCookies(`${name}=.abc`, name, secret)).toBeNull();
    expect(sessionTokenFromCookies('', name, secret)).toBeNull();
  });
});

describe('sessionTokenReader', () => {
  it('answers as sessionTokenFromCookies for good, forged and missing cookies, again and again', () => {
    const read = sessionTokenReader(name, secret);
    const headers = [
      `${name}=${signed('tok123')}`,
      `${name}=${signed('tok123', 'another-secret')}`,
      `${name}=tok123`,
      'theme=dark',
      `${name}=%E0%A4%A`,
    ];
    for (let round = 0; round < 3; round += 1) {
      for (const header of headers) expect(read(header)).toBe(sessionTokenFromCookies(header, name, secret));
    }
  });

  it('does not take a value signed with another secret for one it already verified', () => {
    const read = sessionTokenReader(name, secret);
    expect(read(`${name}=${signed('tok123')}`)).toBe('tok123');
    expect(read(`${name}=${signed('tok123', 'another-secret')}`)).toBeNull();
  });
});
