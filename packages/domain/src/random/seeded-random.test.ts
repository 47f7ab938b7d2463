import { describe, expect, it } from 'vitest';
import { seedFromText, seededRandom } from './seeded-random.js';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const take = (seed: number) =>
      Array.from(
        { length: 8 },
        (
          (r) => () =>
            r.int(0, 1000)
        )(seededRandom(seed)),
      );
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
  });

  it('keeps integers inside their bounds, both ends reachable, and nonZero never 0', () => {
    const r = seededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const n = r.int(-3, 3);
      expect(n).toBeGreaterThanOrEqual(-3);
      expect(n).toBeLessThanOrEqual(3);
      seen.add(n);
      expect(r.nonZero(-2, 2)).not.toBe(0);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
  });

  it('shuffles into a permutation and refuses an empty pick', () => {
    const r = seededRandom(1);
    expect(r.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => r.pick([])).toThrow(RangeError);
  });

  it('hashes text to a stable unsigned seed', () => {
    expect(seedFromText('user:1/topic:a')).toBe(seedFromText('user:1/topic:a'));
    expect(seedFromText('a')).not.toBe(seedFromText('b'));
    expect(seedFromText('anything')).toBeGreaterThanOrEqual(0);
  });
});
