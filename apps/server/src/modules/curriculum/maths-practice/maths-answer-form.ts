import type { MathNode } from 'mathjs';
import { numeric } from '../../../maths/cas.js';

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

/** "6/8" is not in lowest terms, "3/4", "1 1/2", "-5", "0.75" are (the form asks only that a fraction be reduced). */
export function isLowestTerms(text: string): boolean {
  const fraction = /^-?(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/.exec(text.trim());
  if (!fraction) return true;
  const [, whole, n, d] = fraction;
  const [num, den] = [BigInt(n!), BigInt(d!)];
  if (den <= 1n || gcd(num, den) !== 1n) return false;
  return whole === undefined || num < den;
}

const isSum = (node: MathNode) => node.type === 'OperatorNode' && ['add', 'subtract'].includes((node as unknown as { fn: string }).fn);
const unwrap = (node: MathNode): MathNode => {
  let current = node;
  for (;;) {
    if (current.type === 'ParenthesisNode') current = (current as unknown as { content: MathNode }).content;
    else if (current.type === 'OperatorNode' && (current as unknown as { fn: string }).fn === 'unaryMinus')
      current = (current as unknown as { args: MathNode[] }).args[0]!;
    else return current;
  }
};

/** A product (or a power of a bracket) at the top: "2(x+3)", "(x-1)(x+4)", "-(x+1)^2". */
export function isFactoredForm(text: string): boolean {
  try {
    const root = unwrap(numeric.parse(text));
    if (root.type !== 'OperatorNode') return false;
    const { fn, args } = root as unknown as { fn: string; args: MathNode[] };
    if (fn === 'multiply') return args.some((a) => isSum(unwrap(a)));
    if (fn === 'pow') return isSum(unwrap(args[0]!));
    return false;
  } catch {
    return false;
  }
}

/** No bracketed sum left to multiply out: "x^2 + 5x + 6", not "x(x+5) + 6". */
export function isExpandedForm(text: string): boolean {
  try {
    let bracketedSum = false;
    numeric.parse(text).traverse((node) => {
      if (node.type === 'ParenthesisNode' && isSum(unwrap(node))) bracketedSum = true;
    });
    return !bracketedSum;
  } catch {
    return false;
  }
}
