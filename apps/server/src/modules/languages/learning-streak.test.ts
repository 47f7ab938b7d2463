import { describe, expect, it } from 'vitest';
import { learningStreak } from './learning-streak.js';

/** `n` consecutive days from `start` (YYYY-MM-DD). */
const run = (start: string, n: number) =>
  Array.from({ length: n }, (_, i) => new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

describe('learning streak with freezes', () => {
  it('is empty with no practice', () => {
    expect(learningStreak([], '2026-05-10')).toEqual({ current: 0, longest: 0, freezesAvailable: 0, freezeUsedOn: [] });
  });

  it('counts days in a row up to today, or up to yesterday while today is still open', () => {
    expect(learningStreak(run('2026-05-01', 3), '2026-05-03')).toMatchObject({ current: 3, longest: 3 });
    expect(learningStreak(run('2026-05-01', 3), '2026-05-04')).toMatchObject({ current: 3, longest: 3 });
  });

  it('breaks after a missed day when no freeze is held', () => {
    expect(learningStreak([...run('2026-05-01', 3), '2026-05-05'], '2026-05-05')).toEqual({
      current: 1,
      longest: 3,
      freezesAvailable: 0,
      freezeUsedOn: [],
    });
    expect(learningStreak(run('2026-05-01', 3), '2026-05-05')).toMatchObject({ current: 0, longest: 3 });
  });

  it('earns a freeze on the 7th day of practice and spends it on a missed day', () => {
    expect(learningStreak(run('2026-05-01', 7), '2026-05-07')).toMatchObject({ current: 7, freezesAvailable: 1 });
    const days = [...run('2026-05-01', 7), ...run('2026-05-09', 2)];
    expect(learningStreak(days, '2026-05-10')).toEqual({ current: 9, longest: 9, freezesAvailable: 0, freezeUsedOn: ['2026-05-08'] });
  });

  it('holds at most two freezes, and two can cover two missed days in a row', () => {
    expect(learningStreak(run('2026-05-01', 28), '2026-05-28')).toMatchObject({ current: 28, freezesAvailable: 2 });
    const days = [...run('2026-05-01', 28), ...run('2026-05-31', 1)];
    expect(learningStreak(days, '2026-05-31')).toEqual({
      current: 29,
      longest: 29,
      freezesAvailable: 0,
      freezeUsedOn: ['2026-05-29', '2026-05-30'],
    });
    expect(learningStreak([...run('2026-05-01', 28), '2026-06-01'], '2026-06-01')).toMatchObject({
      current: 1,
      longest: 28,
      freezeUsedOn: ['2026-05-29', '2026-05-30'],
    });
  });

  it('counts days of practice, not days in a row, towards a freeze', () => {
    const days = ['2026-05-01', '2026-05-03', '2026-05-05', '2026-05-07', '2026-05-09', '2026-05-11', '2026-05-13'];
    expect(learningStreak(days, '2026-05-13')).toMatchObject({ current: 1, longest: 1, freezesAvailable: 1 });
  });

  it('does not spend a freeze on today, which is not over', () => {
    expect(learningStreak(run('2026-05-01', 7), '2026-05-08')).toMatchObject({ current: 7, freezesAvailable: 1, freezeUsedOn: [] });
  });

  it('takes days in any order, repeated, and ignores days after today', () => {
    const days = ['2026-05-03', '2026-05-01', '2026-05-02', '2026-05-02', '2026-05-09'];
    expect(learningStreak(days, '2026-05-03')).toEqual({ current: 3, longest: 3, freezesAvailable: 0, freezeUsedOn: [] });
  });
});
