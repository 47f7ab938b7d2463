/** A term of a sum: its coefficient and what it multiplies ('' for a constant, 'x', 'x^{2}', 'xy'…). */
export type SumTerm = { coefficient: number; body: string };

/**
 * A sum written as a teacher writes it: "3x^2 - x + 5", never "1x", "+ -4" or "+ 0". The same text
 * serves as plain maths (read by the CAS and the answer checker) and as LaTeX when the bodies are LaTeX.
 */
export function signedSum(terms: readonly SumTerm[]): string {
  const shown = terms.filter((t) => t.coefficient !== 0);
  if (shown.length === 0) return '0';
  return shown
    .map(({ coefficient, body }, i) => {
      const size = Math.abs(coefficient);
      const magnitude = body === '' ? String(size) : size === 1 ? body : `${size}${body}`;
      if (i === 0) return coefficient < 0 ? `-${magnitude}` : magnitude;
      return coefficient < 0 ? ` - ${magnitude}` : ` + ${magnitude}`;
    })
    .join('');
}

/** The body of x to a power: '' for 0, 'x' for 1, 'x^2' (plain) or 'x^{2}' (LaTeX). */
export function power(variable: string, exponent: number, latex: boolean): string {
  if (exponent === 0) return '';
  if (exponent === 1) return variable;
  return latex ? `${variable}^{${exponent}}` : `${variable}^${exponent}`;
}

/** A polynomial from its coefficients, highest power first ([3, 0, -2] is 3x^2 - 2). */
export function polynomial(coefficients: readonly number[], latex: boolean, variable = 'x'): string {
  const top = coefficients.length - 1;
  return signedSum(coefficients.map((coefficient, i) => ({ coefficient, body: power(variable, top - i, latex) })));
}

/** The same polynomial as a CAS expression of `argument` ("3*(x+1)^2 + -2"), for checks that evaluate it elsewhere. */
export function polynomialAt(coefficients: readonly number[], argument: string): string {
  const top = coefficients.length - 1;
  return coefficients.map((c, i) => `(${c})*(${argument})^${top - i}`).join(' + ');
}

/** "a" in a product, in brackets when negative: "3(-2)". */
export const bracketed = (n: number) => (n < 0 ? `(${n})` : String(n));
