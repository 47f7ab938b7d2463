/** Greatest common divisor of two positive whole numbers: the fraction templates reduce and compare with it. */
export const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** "6/8" → "3/4", "8/4" → "2": a fraction as the learner should leave it. */
export function reduced(numerator: number, denominator: number): string {
  const g = gcd(numerator, denominator);
  return denominator / g === 1 ? String(numerator / g) : `${numerator / g}/${denominator / g}`;
}

/** A fraction in LaTeX. */
export const frac = (numerator: number, denominator: number) => `\\frac{${numerator}}{${denominator}}`;
