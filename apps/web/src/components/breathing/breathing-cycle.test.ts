import { describe, expect, it } from 'vitest';
import { boxPattern, breathAt, calmPattern, cycleSeconds, lungFill } from './breathing-cycle';

describe('breathing cycle timing', () => {
  it('walks through inhale, hold, exhale with whole seconds left in each phase', () => {
    expect(cycleSeconds(calmPattern)).toBe(12);
    expect(breathAt(calmPattern, 0)).toEqual({ phase: 'inhale', cycle: 0, secondsLeft: 4, progress: 0 });
    expect(breathAt(calmPattern, 3_999)).toMatchObject({ phase: 'inhale', secondsLeft: 1 });
    expect(breathAt(calmPattern, 4_000)).toMatchObject({ phase: 'holdIn', secondsLeft: 2 });
    expect(breathAt(calmPattern, 6_000)).toMatchObject({ phase: 'exhale', secondsLeft: 6, progress: 0 });
    expect(breathAt(calmPattern, 9_000)).toMatchObject({ phase: 'exhale', secondsLeft: 3, progress: 0.5 });
  });

  it('skips a zero-length hold and starts the next cycle', () => {
    expect(breathAt(calmPattern, 11_999).phase).toBe('exhale');
    expect(breathAt(calmPattern, 12_000)).toEqual({ phase: 'inhale', cycle: 1, secondsLeft: 4, progress: 0 });
    expect(breathAt(boxPattern, 12_500)).toMatchObject({ phase: 'holdOut', secondsLeft: 4 });
    expect(breathAt(boxPattern, 16_000)).toMatchObject({ phase: 'inhale', cycle: 1 });
  });

  it('the guide fills on the in-breath, stays full on the hold and empties on the out-breath', () => {
    expect(lungFill(breathAt(calmPattern, 2_000))).toBe(0.5);
    expect(lungFill(breathAt(calmPattern, 5_000))).toBe(1);
    expect(lungFill(breathAt(calmPattern, 10_500))).toBe(0.25);
    expect(lungFill(breathAt(boxPattern, 13_000))).toBe(0);
  });
});
