import { describe, expect, it } from 'vitest';
import { flankerEffect } from './flanker-effect.js';

describe('flankerEffect', () => {
  it('median correct incongruent RT − congruent RT', () => {
    expect(
      flankerEffect([
        { congruent: true, correct: true, rtMs: 420 },
        { congruent: true, correct: true, rtMs: 440 },
        { congruent: true, correct: true, rtMs: 460 },
        { congruent: false, correct: true, rtMs: 500 },
        { congruent: false, correct: true, rtMs: 520 },
        { congruent: false, correct: false, rtMs: 300 },
      ]),
    ).toBe(70);
  });
  it('can be negative when incongruent trials were faster', () => {
    expect(
      flankerEffect([
        { congruent: true, correct: true, rtMs: 500 },
        { congruent: false, correct: true, rtMs: 480 },
      ]),
    ).toBe(-20);
  });
});
