import { describe, expect, it } from 'vitest';
import { inverseNormal } from './inverse-normal.js';

describe('inverseNormal', () => {
  it('matches tabled z values in the centre and both tails', () => {
    expect(inverseNormal(0.5)).toBeCloseTo(0, 9);
    expect(inverseNormal(0.975)).toBeCloseTo(1.959964, 6);
    expect(inverseNormal(0.01)).toBeCloseTo(-2.326348, 6);
    expect(inverseNormal(0.99)).toBeCloseTo(2.326348, 6);
  });
  it('refuses probabilities of 0 and 1, which have no finite z', () => {
    expect(() => inverseNormal(0)).toThrow(RangeError);
    expect(() => inverseNormal(1)).toThrow(RangeError);
  });
});
