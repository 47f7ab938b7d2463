import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './storable-text.js';

describe('findUnstorableText', () => {
  it('names the path of a NUL or a lone surrogate, in values and keys', () => {
    expect(findUnstorableText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findUnstorableText('\uDC00 leading low half')).toBe('_');
    expect(findUnstorableText({ note: 'trailing high half \uD83D' })).toBe('note');
  });

  it('lets ordinary text, emoji and non-text values through', () => {
    expect(findUnstorableText({ name: 'Zoë 😀 粵語', n: 1, yes: true, none: null, list: ['a', 2], raw: Buffer.from([0]) })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/);
  });
});
