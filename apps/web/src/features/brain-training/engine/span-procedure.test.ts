import { describe, expect, it } from 'vitest';
import { advanceSpan, makeSequence, startSpan } from './span-procedure';

describe('span procedure', () => {
  it('moves up a length after two sequences with at least one right', () => {
    let s = startSpan(3);
    s = advanceSpan(s, false, 9, 1, 24);
    expect(s).toMatchObject({ length: 3, done: false });
    s = advanceSpan(s, true, 9, 2, 24);
    expect(s).toMatchObject({ length: 4, atLength: 0, done: false });
  });
  it('ends after both sequences of a length are wrong', () => {
    let s = startSpan(5);
    s = advanceSpan(s, false, 9, 1, 24);
    s = advanceSpan(s, false, 9, 2, 24);
    expect(s.done).toBe(true);
  });
  it('ends at the longest length', () => {
    let s = startSpan(9);
    s = advanceSpan(s, true, 9, 1, 24);
    s = advanceSpan(s, true, 9, 2, 24);
    expect(s.done).toBe(true);
  });
  it('makes sequences of the length asked, without immediate repeats (or any repeats when distinct)', () => {
    for (let i = 0; i < 50; i++) {
      const seq = makeSequence('012345678', 7, true);
      expect(seq).toHaveLength(7);
      expect(new Set(seq).size).toBe(7);
      const digits = makeSequence('0123456789', 9, false);
      expect([...digits].every((d, j) => j === 0 || d !== digits[j - 1])).toBe(true);
    }
  });
});
