import { exact, numeric } from '../../../maths/cas.js';

/** Sample points where two expressions in several variables are compared (avoiding 0, 1 and integers, where different functions often agree). */
const samples = [0.37, 1.3, 2.1, -0.8, 3.7, -2.45];

/** "y(x+1)" is a product, not a call of y: a variable before a bracket multiplies it (mathjs would call it). */
export function explicitProducts(text: string, variables: readonly string[]): string {
  if (variables.length === 0) return text;
  const names = variables.map((v) => v.replace(/[^a-z]/gi, '')).join('|');
  return text.replace(new RegExp(`(^|[^a-z])(${names})\\s*\\(`, 'gi'), '$1$2*(').replace(/\)\s*\(/g, ')*(');
}

/** Whether two plain-text expressions are the same function of `variables` (numerically, at several points). */
export function sameExpression(a: string, b: string, variables: readonly string[]): boolean {
  try {
    const [f, g] = [numeric.compile(explicitProducts(a, variables)), numeric.compile(explicitProducts(b, variables))];
    let compared = 0;
    for (let i = 0; i < samples.length; i += 1) {
      const scope = Object.fromEntries(variables.map((v, k) => [v, samples[(i + k * 2) % samples.length]!]));
      const [u, v] = [f.evaluate(scope) as unknown, g.evaluate(scope) as unknown];
      if (typeof u !== 'number' || typeof v !== 'number' || !Number.isFinite(u) || !Number.isFinite(v)) continue;
      compared += 1;
      if (Math.abs(u - v) > 1e-7 * Math.max(1, Math.abs(u), Math.abs(v))) return false;
    }
    return compared >= 3;
  } catch {
    return false;
  }
}

export type ExactOrApprox = { exact: true; value: ReturnType<typeof exact.fraction> } | { exact: false; value: number };

/** The value of a plain-text number expression: an exact fraction when it has one, else a float (roots, pi). */
export function valueOf(text: string): ExactOrApprox | null {
  try {
    const value: unknown = exact.evaluate(text);
    if (value && typeof value === 'object' && 'n' in value && 'd' in value) return { exact: true, value: exact.fraction(value as never) };
    if (typeof value === 'number' && Number.isFinite(value)) return { exact: false, value };
  } catch {
    // Not exact (sqrt, pi, trig): fall back to floating point.
  }
  try {
    const value: unknown = numeric.evaluate(text);
    return typeof value === 'number' && Number.isFinite(value) ? { exact: false, value } : null;
  } catch {
    return null;
  }
}

const asNumber = (v: ExactOrApprox) => (v.exact ? Number(v.value.valueOf()) : v.value);

/** Equal values: exactly when both are exact, else to 1e-9 relative. */
export function sameValue(a: ExactOrApprox, b: ExactOrApprox): boolean {
  if (a.exact && b.exact) return a.value.equals(b.value);
  const [x, y] = [asNumber(a), asNumber(b)];
  return Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
}

/** Whether a comparison or equality of numbers ("3/4 > 2/3", "0.5 == 1/2") is true, exactly when it can be. */
export function statementHolds(text: string): boolean {
  for (const engine of [exact, numeric]) {
    try {
      const value: unknown = engine.evaluate(text);
      if (typeof value === 'boolean') return value;
    } catch {
      // Not exact (roots, pi): try floating point next.
    }
  }
  return false;
}
