import { describe, expect, it } from 'vitest';
import { stroopInterference } from './stroop-interference.js';

describe('stroopInterference', () => {
  it('is median correct incongruent RT minus median correct congruent RT; errors are left out of the RTs', () => {
    const result = stroopInterference([
      { congruent: true, correct: true, rtMs: 500 },
      { congruent: true, correct: true, rtMs: 600 },
      { congruent: true, correct: false, rtMs: 300 },
      { congruent: false, correct: true, rtMs: 700 },
      { congruent: false, correct: true, rtMs: 800 },
      { congruent: false, correct: false, rtMs: 2000 },
      { congruent: false, correct: false, rtMs: null },
    ]);
    // congruent median (500, 600) = 550; incongruent median (700, 800) = 750.
    expect(result.interferenceMs).toBe(200);
    // error rates 1/3 and 2/4.
    expect(result.errorCost).toBeCloseTo(0.5 - 1 / 3, 9);
  });
  it('is null when a condition has no correct response', () => {
    expect(
      stroopInterference([
        { congruent: true, correct: true, rtMs: 500 },
        { congruent: false, correct: false, rtMs: 600 },
      ]).interferenceMs,
    ).toBeNull();
  });
});
