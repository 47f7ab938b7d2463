import { describe, expect, it } from 'vitest';
import { memorySpan, recallCorrect } from './memory-span.js';

describe('memorySpan', () => {
  it('is the longest length recalled correctly at least once', () => {
    const trials = [
      { length: 3, correct: true },
      { length: 3, correct: true },
      { length: 4, correct: false },
      { length: 4, correct: true },
      { length: 5, correct: false },
      { length: 5, correct: false },
    ];
    expect(memorySpan(trials)).toEqual({ span: 4, totalCorrect: 3 });
  });
  it('is 0 when nothing was recalled', () => {
    expect(memorySpan([{ length: 2, correct: false }])).toEqual({ span: 0, totalCorrect: 0 });
  });
});

describe('recallCorrect', () => {
  it('forward recall must match in order', () => {
    expect(recallCorrect(['3', '8', '1'], ['3', '8', '1'], false)).toBe(true);
    expect(recallCorrect(['3', '8', '1'], ['3', '1', '8'], false)).toBe(false);
  });
  it('backward recall must be the reverse', () => {
    expect(recallCorrect(['3', '8', '1'], ['1', '8', '3'], true)).toBe(true);
    expect(recallCorrect(['3', '8', '1'], ['3', '8', '1'], true)).toBe(false);
  });
  it('a shorter answer is wrong even when its items are right', () => {
    expect(recallCorrect(['3', '8', '1'], ['3', '8'], false)).toBe(false);
  });
});
