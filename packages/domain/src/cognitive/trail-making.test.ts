import { describe, expect, it } from 'vitest';
import { trailMakingCost } from './trail-making.js';

describe('trailMakingCost', () => {
  it('B − A and B / A', () => {
    expect(trailMakingCost(30_000, 75_000)).toEqual({ switchCostMs: 45_000, ratio: 2.5 });
  });
  it('null without both parts', () => {
    expect(trailMakingCost(0, 75_000)).toEqual({ switchCostMs: null, ratio: null });
  });
});
