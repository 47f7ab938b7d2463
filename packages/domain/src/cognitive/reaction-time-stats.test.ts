import { describe, expect, it } from 'vitest';
import { interquartileRange, median, quantile, standardDeviation } from './reaction-time-stats.js';

describe('reaction time statistics', () => {
  it('median of an odd list is the middle value, whatever the order', () => {
    expect(median([400, 250, 900, 300, 310])).toBe(310);
  });
  it('median of an even list is the mean of the middle two', () => {
    expect(median([200, 300, 400, 1000])).toBe(350);
  });
  it('median of nothing is null', () => {
    expect(median([])).toBeNull();
  });
  it('sample SD: 200, 300, 400 → 100', () => {
    expect(standardDeviation([200, 300, 400])).toBeCloseTo(100, 9);
  });
  it('SD needs two values', () => {
    expect(standardDeviation([300])).toBeNull();
  });
  it('IQR interpolates (type 7): 100..500 step 100 → Q1 200, Q3 400, IQR 200', () => {
    expect(quantile([100, 200, 300, 400, 500], 0.25)).toBe(200);
    expect(interquartileRange([500, 100, 300, 200, 400])).toBe(200);
  });
  it('IQR of 4 values: 1,2,3,4 → Q1 1.75, Q3 3.25', () => {
    expect(interquartileRange([1, 2, 3, 4])).toBeCloseTo(1.5, 9);
  });
});
