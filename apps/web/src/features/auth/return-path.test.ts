import { describe, expect, it } from 'vitest';
import { rememberReturnPath, safeReturnPath, takeReturnPath } from './return-path';

describe('OAuth return path', () => {
  it.each([
    ['/settings', '/settings'],
    ['/blog/post?x=1', '/blog/post?x=1'],
    ['//evil.example/path', '/profile'],
    ['/\\evil.example', '/profile'],
    ['https://evil.example', '/profile'],
    ['', '/profile'],
    [null, '/profile'],
  ])('%j → %s', (input, expected) => expect(safeReturnPath(input)).toBe(expected));

  it('is taken once', () => {
    rememberReturnPath('/settings');
    expect(takeReturnPath()).toBe('/settings');
    expect(takeReturnPath()).toBe('/profile');
  });
});
