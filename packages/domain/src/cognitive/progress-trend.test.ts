import { describe, expect, it } from 'vitest';
import { leastSquaresSlope, personalBest, trend } from './progress-trend.js';

describe('personalBest', () => {
  it('is the highest where higher is better and the lowest where lower is better', () => {
    expect(personalBest([1.2, 2.5, 1.9], true)).toBe(2.5);
    expect(personalBest([320, 290, 305], false)).toBe(290);
    expect(personalBest([], true)).toBeNull();
  });
});

describe('leastSquaresSlope', () => {
  it('of 1, 3, 5 is 2 per attempt; of a flat line 0', () => {
    expect(leastSquaresSlope([1, 3, 5])).toBeCloseTo(2, 9);
    expect(leastSquaresSlope([4, 4, 4, 4])).toBeCloseTo(0, 9);
  });
  it('by hand: 2, 1, 4, 3 → Σ(x−1.5)(y−2.5) = 3, Σ(x−1.5)² = 5, slope 0.6', () => {
    expect(leastSquaresSlope([2, 1, 4, 3])).toBeCloseTo(0.6, 9);
  });
});

describe('trend', () => {
  it('falling reaction times are improving', () => {
    expect(trend([400, 380, 350, 330], false)?.direction).toBe('improving');
  });
  it('falling d′ is declining', () => {
    expect(trend([2.5, 2.2, 1.8], true)?.direction).toBe('declining');
  });
  it('small wobbles are steady', () => {
    expect(trend([300, 302, 299, 301], false)?.direction).toBe('steady');
  });
  it('says nothing with fewer than three attempts', () => {
    expect(trend([300, 250], false)).toBeNull();
  });
  it('looks at the last ten attempts only', () => {
    const old = Array.from({ length: 20 }, () => 900);
    expect(trend([...old, ...Array.from({ length: 10 }, () => 300)], false)?.direction).toBe('steady');
  });
});
