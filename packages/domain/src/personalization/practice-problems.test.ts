import { describe, expect, it } from 'vitest';
import { practiceProblems, seedFrom } from './practice-problems.js';

describe('practiceProblems', () => {
  it('gives the same three distinct problems for the same seed, others for another seed', () => {
    const first = practiceProblems('linear', 'middle', 42);
    expect(first).toHaveLength(3);
    expect(new Set(first.map((p) => p.question)).size).toBe(3);
    expect(practiceProblems('linear', 'middle', 42)).toEqual(first);
    expect(practiceProblems('linear', 'middle', 43)).not.toEqual(first);
  });

  it('writes problems with answers that hold', () => {
    for (const { question, answer } of practiceProblems('linear', 'high', 7)) {
      const m = /^(-?\d*)x ([+-]) (\d+) = (-?\d+)$/.exec(question)!;
      const a = m[1] === '' ? 1 : m[1] === '-' ? -1 : Number(m[1]);
      const b = (m[2] === '-' ? -1 : 1) * Number(m[3]);
      expect(answer).toBe(`x=${(Number(m[4]) - b) / a}`);
    }
    for (const { question, answer } of practiceProblems('fraction', 'elementary', 3)) {
      const [, a, b, c, d] = /^(\d+)\/(\d+) \+ (\d+)\/(\d+)$/.exec(question)!.map(Number);
      expect(b).toBe(d);
      const [p, q = 1] = answer.split('/').map(Number);
      expect(p! / q).toBeCloseTo(a! / b! + c! / d!, 12);
    }
  });

  it('keeps elementary numbers smaller than high-school ones', () => {
    const biggest = (band: 'elementary' | 'high') =>
      Math.max(
        ...Array.from({ length: 30 }, (_, s) => practiceProblems('arithmetic', band, s))
          .flat()
          .flatMap((p) => p.question.match(/\d+/g)!.map(Number)),
      );
    expect(biggest('elementary')).toBeLessThanOrEqual(9);
    expect(biggest('high')).toBeGreaterThan(9);
  });

  it('seeds from text deterministically', () => {
    expect(seedFrom('learner-1:2026-06-01')).toBe(seedFrom('learner-1:2026-06-01'));
    expect(seedFrom('learner-1:2026-06-01')).not.toBe(seedFrom('learner-1:2026-06-02'));
  });
});
