import { describe, expect, it } from 'vitest';
import { levelFromQuery } from './level-param';

describe('?level= on a task page', () => {
  it('takes a level inside the task’s range', () => {
    expect(levelFromQuery('n-back', '3')).toEqual({ kind: 'valid', level: 3 });
    expect(levelFromQuery('method-of-loci', '8')).toEqual({ kind: 'valid', level: 8 });
  });
  it('refuses levels outside the range, non-numbers and levels on tasks without levels', () => {
    expect(levelFromQuery('n-back', '6').kind).toBe('invalid');
    expect(levelFromQuery('method-of-loci', '4').kind).toBe('invalid');
    expect(levelFromQuery('n-back', '2.5').kind).toBe('invalid');
    expect(levelFromQuery('n-back', '-1').kind).toBe('invalid');
    expect(levelFromQuery('flanker', '1').kind).toBe('invalid');
  });
  it('is absent without the parameter', () => {
    expect(levelFromQuery('n-back', null)).toEqual({ kind: 'none' });
  });
});
