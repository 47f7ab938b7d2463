import { describe, expect, it } from 'vitest';
import { rememberReturnTo, safeReturnTo, takeReturnTo } from './oauth-return-to';

describe('OAuth return path', () => {
  it.each([
    ['/settings', '/settings'],
    ['/blog/post?x=1', '/blog/post?x=1'],
    ['//evil.example/path', '/profile'],
    ['/\\evil.example', '/profile'],
    ['https://evil.example', '/profile'],
    ['', '/profile'],
    [null, '/profile'],
  ])('%j → %s', (input, expected) => expect(safeReturnTo(input)).toBe(expected));

  it('is taken once', () => {
    rememberReturnTo('/settings');
    expect(takeReturnTo()).toBe('/settings');
    expect(takeReturnTo()).toBe('/profile');
  });
});
