import { describe, expect, it } from 'vitest';
import { scatterTargets, type Spot } from './board-layout';

/** The smallest distance between any two spots (for checking a layout). */
function closestPair(spots: readonly Spot[]): number {
  let best = Infinity;
  for (let i = 0; i < spots.length; i++)
    for (let j = i + 1; j < spots.length; j++) best = Math.min(best, Math.hypot(spots[i]!.x - spots[j]!.x, spots[i]!.y - spots[j]!.y));
  return best;
}

describe('scatterTargets', () => {
  it('keeps 25 targets of 9 % apart and inside the board, every time', () => {
    for (let run = 0; run < 200; run++) {
      const spots = scatterTargets(25);
      expect(spots).toHaveLength(25);
      // 25 targets: 5 × 5 cells of 17.2 %, jitter ±3.1 % → centres at least 11 % apart.
      expect(closestPair(spots)).toBeGreaterThan(10.5);
      for (const { x, y } of spots) {
        expect(Math.min(x, y)).toBeGreaterThan(7);
        expect(Math.max(x, y)).toBeLessThan(93);
      }
    }
  });
  it('measures the closest pair', () => {
    expect(
      closestPair([
        { x: 0, y: 0 },
        { x: 3, y: 4 },
        { x: 20, y: 20 },
      ]),
    ).toBe(5);
  });
});
