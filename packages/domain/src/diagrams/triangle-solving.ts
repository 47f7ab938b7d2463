import type { ImpossibleFigureReason } from '../schemas/diagram.js';

/**
 * A triangle in the usual naming: side a is opposite angle A (at vertex A), and so on. Angles in
 * degrees. What is given decides the method: three sides (SSS), two sides and the angle between
 * them (SAS), or two angles and a side (ASA / AAS).
 */
export type TriangleGiven = { a?: number; b?: number; c?: number; A?: number; B?: number; C?: number };
export type SolvedTriangle = { a: number; b: number; c: number; A: number; B: number; C: number; method: 'SSS' | 'SAS' | 'ASA' | 'AAS' };
export type TriangleResult = { ok: true; triangle: SolvedTriangle } | { ok: false; reason: ImpossibleFigureReason };

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;
const clampCos = (v: number) => Math.min(1, Math.max(-1, v));

/** The three sides as a triangle, or why they are none (each side must be shorter than the other two together). */
export function solveSSS(a: number, b: number, c: number): TriangleResult {
  if (!(a > 0 && b > 0 && c > 0)) return { ok: false, reason: 'notPositive' };
  const [x, y, z] = [a, b, c].sort((p, q) => p - q) as [number, number, number];
  if (x + y <= z * (1 + 1e-12)) return { ok: false, reason: 'triangleInequality' };
  const A = deg(Math.acos(clampCos((b * b + c * c - a * a) / (2 * b * c))));
  const B = deg(Math.acos(clampCos((a * a + c * c - b * b) / (2 * a * c))));
  return { ok: true, triangle: { a, b, c, A, B, C: 180 - A - B, method: 'SSS' } };
}

/** Two sides and the angle between them (law of cosines for the third side). */
export function solveSAS(side1: number, angle: number, side2: number): TriangleResult {
  if (!(side1 > 0 && side2 > 0)) return { ok: false, reason: 'notPositive' };
  if (!(angle > 0 && angle < 180)) return { ok: false, reason: 'angleRange' };
  const opposite = Math.sqrt(side1 * side1 + side2 * side2 - 2 * side1 * side2 * Math.cos(rad(angle)));
  const solved = solveSSS(opposite, side1, side2);
  if (!solved.ok) return solved;
  // The given angle is exact; the other two follow from the sides.
  const t = solved.triangle;
  return { ok: true, triangle: { ...t, A: angle, C: 180 - angle - t.B, method: 'SAS' } };
}

/** Two angles and one side: the third angle makes 180°, the law of sines gives the other sides. */
export function solveAAS(
  angles: { A?: number | undefined; B?: number | undefined; C?: number | undefined },
  side: { name: 'a' | 'b' | 'c'; length: number },
  method: 'ASA' | 'AAS',
): TriangleResult {
  const known = Object.values(angles).filter((v): v is number => v !== undefined);
  if (known.some((v) => !(v > 0 && v < 180))) return { ok: false, reason: 'angleRange' };
  if (!(side.length > 0)) return { ok: false, reason: 'notPositive' };
  const sum = known.reduce((s, v) => s + v, 0);
  if (known.length === 2 ? sum >= 180 : Math.abs(sum - 180) > 1e-9) return { ok: false, reason: 'angleSum' };
  const A = angles.A ?? 180 - sum;
  const B = angles.B ?? 180 - sum;
  const C = angles.C ?? 180 - sum;
  const opposite = { a: A, b: B, c: C }[side.name];
  const k = side.length / Math.sin(rad(opposite));
  return { ok: true, triangle: { a: k * Math.sin(rad(A)), b: k * Math.sin(rad(B)), c: k * Math.sin(rad(C)), A, B, C, method } };
}

const others = { a: ['b', 'c'], b: ['a', 'c'], c: ['a', 'b'] } as const;
const angleOf = { a: 'A', b: 'B', c: 'C' } as const;

/** Solves whatever combination is given, naming the rule it breaks when no triangle fits. */
export function solveTriangle(given: TriangleGiven): TriangleResult {
  const sides = (['a', 'b', 'c'] as const).filter((s) => given[s] !== undefined);
  const angles = (['A', 'B', 'C'] as const).filter((s) => given[s] !== undefined);
  if (sides.some((s) => !(given[s]! > 0))) return { ok: false, reason: 'notPositive' };
  if (angles.some((s) => !(given[s]! > 0 && given[s]! < 180))) return { ok: false, reason: 'angleRange' };
  const angleSum = angles.reduce((sum, s) => sum + given[s]!, 0);
  if ((angles.length === 2 && angleSum >= 180) || (angles.length === 3 && Math.abs(angleSum - 180) > 1e-6))
    return { ok: false, reason: 'angleSum' };
  if (sides.length === 3) {
    const solved = solveSSS(given.a!, given.b!, given.c!);
    if (!solved.ok || angles.length === 0) return solved;
    const agrees = angles.every((s) => Math.abs(solved.triangle[s] - given[s]!) < 0.5);
    return agrees ? solved : { ok: false, reason: 'noTriangle' };
  }
  if (sides.length === 2) {
    const missing = (['a', 'b', 'c'] as const).find((s) => !sides.includes(s))!;
    const included = angleOf[missing];
    if (given[included] === undefined) return { ok: false, reason: 'notEnough' };
    const [s1, s2] = others[missing];
    const solved = solveSAS(given[s1]!, given[included]!, given[s2]!);
    if (!solved.ok) return solved;
    // solveSAS names the result as if the angle were A; put the sides back in their places.
    const t = solved.triangle;
    const placed = { [missing]: t.a, [s1]: t.b, [s2]: t.c } as Record<'a' | 'b' | 'c', number>;
    const anglesPlaced = { [included]: t.A, [angleOf[s1]]: t.B, [angleOf[s2]]: t.C } as Record<'A' | 'B' | 'C', number>;
    return { ok: true, triangle: { ...placed, ...anglesPlaced, method: 'SAS' } };
  }
  if (sides.length === 1 && angles.length >= 2) {
    const side = sides[0]!;
    // ASA: the side lies between the two given angles (its own opposite angle is the missing one).
    const method = given[angleOf[side]] === undefined ? 'ASA' : 'AAS';
    return solveAAS({ A: given.A, B: given.B, C: given.C }, { name: side, length: given[side]! }, method);
  }
  return { ok: false, reason: 'notEnough' };
}
