import { gcd, lowestTermsLatex } from '../high/whole-numbers.js';

/**
 * A positive fraction as worked out, then in lowest terms ("\frac{18}{6} = 3"); a fraction already
 * in lowest terms is written once, so a step never reads "\frac{5}{12} = \frac{5}{12}".
 */
export function simplifiedFractionLatex(numerator: number, denominator: number): string {
  const worked = `\\frac{${numerator}}{${denominator}}`;
  return gcd(numerator, denominator) === 1 && denominator !== 1 ? worked : `${worked} = ${lowestTermsLatex(numerator, denominator)}`;
}
