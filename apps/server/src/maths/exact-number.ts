import { exact } from './cas.js';

/** mathjs Fraction values (exact) or, after a root or a non-integer power, plain numbers. */
export type ExactValue = { s: bigint | number; n: bigint | number; d: bigint | number } | number;

export function isFraction(value: unknown): value is Exclude<ExactValue, number> {
  return typeof value === 'object' && value !== null && 'd' in value && 'n' in value;
}

const trimDecimal = (value: number) => String(Number(value.toPrecision(12)));

/** Parts of a value for display: sign, numerator, denominator (denominator 1 for whole numbers). */
function parts(value: Exclude<ExactValue, number>) {
  return { negative: Number(value.s) < 0 && Number(value.n) !== 0, n: BigInt(value.n), d: BigInt(value.d) };
}

/** LaTeX of a value: a fraction in lowest terms, or a decimal when the question used decimals. */
export function valueLatex(value: ExactValue, decimals = false): string {
  if (!isFraction(value)) return trimDecimal(value);
  const { negative, n, d } = parts(value);
  if (decimals || d === 1n) return trimDecimal(Number(exact.number(value as never)));
  return `${negative ? '-' : ''}\\frac{${n}}{${d}}`;
}

/** Plain text of a value ("5/6", "-3", "0.25"), the form the evaluation set compares. */
export function valueText(value: ExactValue, decimals = false): string {
  if (!isFraction(value)) return trimDecimal(value);
  const { negative, n, d } = parts(value);
  if (decimals || d === 1n) return trimDecimal(Number(exact.number(value as never)));
  return `${negative ? '-' : ''}${n}/${d}`;
}

/** A mixed number for young learners ("1 1/4"), or null when the value is not an improper fraction. */
export function mixedNumberLatex(value: ExactValue): string | null {
  if (!isFraction(value)) return null;
  const { negative, n, d } = parts(value);
  if (d === 1n || n < d) return null;
  return `${negative ? '-' : ''}${n / d}\\tfrac{${n % d}}{${d}}`;
}

export function evaluateExact(text: string): ExactValue {
  const value: unknown = exact.evaluate(text);
  if (isFraction(value) || typeof value === 'number') return value as ExactValue;
  throw new Error('not a number');
}
