import { describe, expect, it } from 'vitest';
import { solveAAS, solveSAS, solveSSS, solveTriangle } from './triangle-solving.js';

describe('triangle solving', () => {
  it('SSS: a 3-4-5 triangle has a right angle opposite the longest side', () => {
    const r = solveSSS(3, 4, 5);
    expect(r.ok && r.triangle.C).toBeCloseTo(90, 9);
    expect(r.ok && r.triangle.A).toBeCloseTo(36.8699, 3);
    expect(r.ok && r.triangle.A + r.triangle.B + r.triangle.C).toBeCloseTo(180, 9);
  });

  it('SSS: refuses sides that break the triangle inequality, including a flat "triangle"', () => {
    expect(solveSSS(1, 2, 5)).toEqual({ ok: false, reason: 'triangleInequality' });
    expect(solveSSS(1, 2, 3)).toEqual({ ok: false, reason: 'triangleInequality' });
    expect(solveSSS(0, 2, 3)).toEqual({ ok: false, reason: 'notPositive' });
  });

  it('SAS: two sides and the included angle give the third side by the law of cosines', () => {
    const r = solveSAS(5, 60, 5); // equilateral
    expect(r.ok && r.triangle.a).toBeCloseTo(5, 9);
    expect(r.ok && r.triangle.B).toBeCloseTo(60, 9);
    const s = solveTriangle({ a: 7, b: 9, C: 40 });
    expect(s.ok && s.triangle.c).toBeCloseTo(Math.sqrt(49 + 81 - 126 * Math.cos((40 * Math.PI) / 180)), 9);
    expect(s.ok && s.triangle.C).toBe(40);
    expect(s.ok && s.triangle.method).toBe('SAS');
  });

  it('ASA and AAS: the third angle and the sides by the law of sines', () => {
    const asa = solveTriangle({ A: 30, B: 60, c: 10 });
    expect(asa.ok && asa.triangle.method).toBe('ASA');
    expect(asa.ok && asa.triangle.C).toBeCloseTo(90, 9);
    expect(asa.ok && asa.triangle.a).toBeCloseTo(5, 9);
    expect(asa.ok && asa.triangle.b).toBeCloseTo(5 * Math.sqrt(3), 9);
    const aas = solveAAS({ A: 45, B: 45 }, { name: 'a', length: 2 }, 'AAS');
    expect(aas.ok && aas.triangle.c).toBeCloseTo(2 * Math.SQRT2, 9);
  });

  it('refuses angles that add up to 180° or more, and angles out of range', () => {
    expect(solveTriangle({ A: 100, B: 80, c: 3 })).toEqual({ ok: false, reason: 'angleSum' });
    expect(solveTriangle({ A: 50, B: 60, C: 80, a: 3 })).toEqual({ ok: false, reason: 'angleSum' });
    expect(solveTriangle({ A: 190, b: 3, c: 4 })).toEqual({ ok: false, reason: 'angleRange' });
  });

  it('needs enough to fix the triangle', () => {
    expect(solveTriangle({ a: 3, b: 4 })).toEqual({ ok: false, reason: 'notEnough' });
    expect(solveTriangle({ A: 60, B: 60 })).toEqual({ ok: false, reason: 'notEnough' });
  });

  it('rejects three sides with an angle that does not match them', () => {
    expect(solveTriangle({ a: 3, b: 4, c: 5, C: 60 })).toEqual({ ok: false, reason: 'noTriangle' });
    expect(solveTriangle({ a: 3, b: 4, c: 5, C: 90 }).ok).toBe(true);
  });
});
