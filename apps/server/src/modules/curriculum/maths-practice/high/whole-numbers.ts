/** Greatest common divisor of whole numbers (signs ignored; gcd(0, n) is n). */
export function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** "6/8" as "3/4", "-4/2" as "-2": a fraction in lowest terms, as the answer key writes it. */
export function lowestTerms(numerator: number, denominator: number): string {
  const divisor = gcd(numerator, denominator) * Math.sign(denominator);
  const [n, d] = [numerator / divisor, denominator / divisor];
  return d === 1 ? String(n) : `${n}/${d}`;
}

/** The same fraction as LaTeX: "\frac{3}{4}", "-\frac{1}{2}", "5". */
export function lowestTermsLatex(numerator: number, denominator: number): string {
  const divisor = gcd(numerator, denominator) * Math.sign(denominator);
  const [n, d] = [numerator / divisor, denominator / divisor];
  return d === 1 ? String(n) : `${n < 0 ? '-' : ''}\\frac{${Math.abs(n)}}{${d}}`;
}
