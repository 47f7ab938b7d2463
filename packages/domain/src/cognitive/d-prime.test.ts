import { describe, expect, it } from 'vitest';
import { dPrime } from './d-prime.js';

// Expected values by hand: z(H) − z(F) with H = (hits + .5)/(signal + 1), F = (FA + .5)/(noise + 1).
describe('dPrime (log-linear corrected)', () => {
  it('8/10 hits and 1/10 false alarms: z(8.5/11) − z(1.5/11) = 1.8447', () => {
    expect(dPrime({ hits: 8, misses: 2, falseAlarms: 1, correctRejections: 9 })).toBeCloseTo(1.8447, 3);
  });
  it('a perfect run (hit rate 1, false-alarm rate 0) stays finite: z(10.5/11) − z(0.5/11) = 3.3812', () => {
    expect(dPrime({ hits: 10, misses: 0, falseAlarms: 0, correctRejections: 10 })).toBeCloseTo(3.3812, 3);
  });
  it('the exact opposite is the same distance below zero', () => {
    expect(dPrime({ hits: 0, misses: 10, falseAlarms: 10, correctRejections: 0 })).toBeCloseTo(-3.3812, 3);
  });
  it('equal rates give zero (chance)', () => {
    expect(dPrime({ hits: 5, misses: 5, falseAlarms: 5, correctRejections: 5 })).toBeCloseTo(0, 9);
  });
  it('is null without signal or without noise trials', () => {
    expect(dPrime({ hits: 0, misses: 0, falseAlarms: 1, correctRejections: 9 })).toBeNull();
    expect(dPrime({ hits: 3, misses: 1, falseAlarms: 0, correctRejections: 0 })).toBeNull();
  });
});
