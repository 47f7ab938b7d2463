import { describe, expect, it } from 'vitest';
import { clipToRange, findRoots, sampleCurve, visibleYRange } from './plot-sampling.js';

describe('sampling a curve', () => {
  it('draws a polynomial as one unbroken piece and finds its roots', () => {
    const f = (x: number) => x * x - 3 * x + 2;
    const curve = sampleCurve(f, -2, 5);
    expect(curve.pieces).toHaveLength(1);
    expect(curve.discontinuities).toEqual([]);
    const roots = findRoots(f, curve);
    expect(roots).toHaveLength(2);
    expect(roots[0]).toBeCloseTo(1, 9);
    expect(roots[1]).toBeCloseTo(2, 9);
  });

  it('breaks 1/x at its asymptote instead of joining the two branches', () => {
    const curve = sampleCurve((x) => 1 / x, -5, 5, 401); // 0 falls between two samples
    expect(curve.pieces).toHaveLength(2);
    expect(curve.discontinuities).toHaveLength(1);
    expect(curve.discontinuities[0]!.kind).toBe('asymptote');
    expect(curve.discontinuities[0]!.x).toBeCloseTo(0, 6);
    expect(curve.pieces[0]!.every(([x]) => x < 0)).toBe(true);
    expect(curve.pieces[1]!.every(([x]) => x > 0)).toBe(true);
    // The sign change across the asymptote is not a root.
    expect(findRoots((x) => 1 / x, curve)).toEqual([]);
  });

  it('breaks 1/x when 0 is a sample (undefined there)', () => {
    const curve = sampleCurve((x) => 1 / x, -5, 5, 400);
    expect(curve.pieces).toHaveLength(2);
    expect(curve.discontinuities).toEqual([{ x: 0, kind: 'asymptote' }]);
    // Outside the domain is not an asymptote.
    expect(sampleCurve(Math.sqrt, -4, 4, 400).discontinuities).toEqual([]);
  });

  it('breaks tan x at ±π/2 and keeps its roots at −π, 0, π', () => {
    const curve = sampleCurve(Math.tan, -Math.PI, Math.PI);
    expect(curve.pieces).toHaveLength(3);
    expect(curve.discontinuities.map((d) => d.x)).toEqual([expect.closeTo(-Math.PI / 2, 6), expect.closeTo(Math.PI / 2, 6)]);
    const roots = findRoots(Math.tan, curve);
    expect(roots).toEqual([expect.closeTo(-Math.PI, 6), expect.closeTo(0, 9), expect.closeTo(Math.PI, 6)]);
  });

  it('marks a jump (floor) as a jump, not an asymptote, and breaks it', () => {
    const curve = sampleCurve(Math.floor, 0.5, 3.5, 300);
    expect(curve.discontinuities.map((d) => d.kind)).toEqual(['jump', 'jump', 'jump']);
    expect(curve.pieces).toHaveLength(4);
  });

  it('keeps a steep continuous curve whole (e^x)', () => {
    const curve = sampleCurve(Math.exp, -2, 6);
    expect(curve.pieces).toHaveLength(1);
  });

  it('starts √x at the edge of its domain, not at the first sample after it', () => {
    const curve = sampleCurve(Math.sqrt, -3, 4, 7);
    expect(curve.pieces).toHaveLength(1);
    expect(curve.pieces[0]![0]![0]).toBeCloseTo(0, 9);
  });
});

describe('visible range and clipping', () => {
  it('shows all of a parabola and includes the x-axis', () => {
    const curve = sampleCurve((x) => x * x + 2, -3, 3);
    const [lo, hi] = visibleYRange([curve]);
    expect(lo).toBe(0);
    expect(hi).toBeCloseTo(11, 6);
  });

  it('does not let an asymptote flatten the rest of the curve', () => {
    const curve = sampleCurve(Math.tan, -Math.PI, Math.PI);
    const [lo, hi] = visibleYRange([curve]);
    expect(hi).toBeLessThan(40);
    expect(lo).toBeGreaterThan(-40);
    expect(hi).toBeGreaterThan(2);
  });

  it('ends a piece where it leaves the window, at the edge, with the right slope', () => {
    const pieces = clipToRange(
      [
        [
          [0, 0],
          [1, 10],
          [2, 20],
          [3, 10],
        ],
      ],
      0,
      10,
    );
    // Margin is 5% of the span: the edge is at 10.5.
    expect(pieces).toEqual([
      [
        [0, 0],
        [1, 10],
        [1.05, 10.5],
      ],
      [
        [2.95, 10.5],
        [3, 10],
      ],
    ]);
  });
});
