import type { GradeBand } from '@brainboost/domain/school/grade-band';
import type { MathNode } from 'mathjs';
import { computeEngine, exact, latexOf, numeric, toMathJson } from '../cas.js';
import { evaluateExact, isFraction, mixedNumberLatex, valueLatex, valueText, type ExactValue } from '../exact-number.js';
import { line, type Solution } from './worked-solution.js';

type Node = MathNode & { args?: MathNode[]; fn?: string; content?: MathNode; value?: unknown; name?: string };

const isInteger = (node: Node) => node.type === 'ConstantNode' && Number.isInteger(Number(node.value));
/** A number, or a fraction literal like 3/4, which is not an operation to do but a value to use. */
function isValue(node: Node): boolean {
  if (node.type === 'ConstantNode') return true;
  if (node.type === 'ParenthesisNode') return isValue(node.content as Node);
  if (node.type === 'OperatorNode' && node.fn === 'unaryMinus') return isValue(node.args![0] as Node);
  return node.type === 'OperatorNode' && node.fn === 'divide' && node.args!.every((a) => isInteger(a as Node));
}

/** The first operation (in the order of operations) whose inputs are all values. */
function nextOperation(node: Node): Node | null {
  if (isValue(node)) return null;
  const children = (node.type === 'ParenthesisNode' ? [node.content] : (node.args ?? [])) as Node[];
  for (const child of children) {
    const found = nextOperation(child);
    if (found) return found;
  }
  return node.type === 'OperatorNode' || node.type === 'FunctionNode' ? node : null;
}

const operationKeys: Record<string, string> = {
  add: 'arith.add',
  subtract: 'arith.subtract',
  multiply: 'arith.multiply',
  divide: 'arith.divide',
  pow: 'arith.power',
  unaryMinus: 'arith.negate',
};

function valueNode(value: ExactValue, decimals: boolean): MathNode {
  const text = valueText(value, decimals);
  return numeric.parse(text.startsWith('-') ? `(-(${text.slice(1)}))` : `(${text})`);
}

const hasVariable = (node: MathNode) =>
  node.filter((n) => n.type === 'SymbolNode' && !['pi', 'e'].includes((n as Node).name!) && !(n as Node).fn).length > 0;

const isFractionSum = (node: Node) =>
  node.type === 'OperatorNode' &&
  (node.fn === 'add' || node.fn === 'subtract') &&
  node.args!.every((a) => isValue(a as Node) && !isInteger(a as Node) && (a as Node).type !== 'ConstantNode');

/** Common denominator step for adding fractions (the way it is taught, before the sum). */
function commonDenominatorStep(node: Node) {
  const [a, b] = node.args!.map((arg) => evaluateExact(arg.toString())) as [ExactValue, ExactValue];
  if (!isFraction(a) || !isFraction(b) || BigInt(a.d) === BigInt(b.d)) return null;
  const lcm = (x: bigint, y: bigint): bigint => {
    const gcd = (p: bigint, q: bigint): bigint => (q === 0n ? p : gcd(q, p % q));
    return (x * y) / gcd(x, y);
  };
  const d = lcm(BigInt(a.d), BigInt(b.d));
  const scaled = (f: Exclude<ExactValue, number>) => `${Number(f.s) < 0 ? '-' : ''}\\frac{${BigInt(f.n) * (d / BigInt(f.d))}}{${d}}`;
  const op = node.fn === 'add' ? '+' : '-';
  return { latex: `${scaled(a)} ${op} ${scaled(b)}`, d: String(d) };
}

/** Arithmetic with whole numbers, decimals and fractions, one operation per step, exactly. */
export function solveArithmetic(text: string, band: GradeBand): Solution | null {
  let tree: MathNode;
  try {
    tree = numeric.parse(text);
  } catch {
    return null;
  }
  if (hasVariable(tree) || isValue(tree as Node)) return null;
  const decimals = /\d\.\d/.test(text);
  let final: ExactValue;
  try {
    final = evaluateExact(text);
  } catch {
    return null;
  }
  const fractionQuestion = !decimals && /\d\s*\/\s*\d/.test(text);
  const steps = [line('arith.orderOfOperations', {}, latexOf(tree))];
  let current = tree;
  for (let guard = 0; guard < 12; guard++) {
    const op = nextOperation(current as Node);
    if (!op) break;
    if (isFractionSum(op)) {
      const common = commonDenominatorStep(op);
      if (common) steps.push(line('fraction.commonDenominator', { denominator: common.d }, common.latex));
    }
    let value: ExactValue;
    try {
      value = evaluateExact(op.toString());
    } catch {
      return null;
    }
    const key = op.type === 'FunctionNode' ? 'arith.function' : (operationKeys[op.fn!] ?? 'arith.compute');
    const replaced = current.transform((n) => (n === op ? valueNode(value, decimals) : n));
    steps.push(line(key, { operation: latexOf(op), result: valueLatex(value, decimals) }, latexOf(replaced)));
    current = replaced;
  }
  if (fractionQuestion && isFraction(final) && BigInt(final.d) !== 1n) {
    const mixed = mixedNumberLatex(final);
    if (mixed && band !== 'high') steps.push(line('fraction.mixedNumber', { improper: valueLatex(final), mixed }));
  }
  // Cross-check with the Compute Engine's own evaluation.
  const check = computeEngine().box(toMathJson(tree)).N().re;
  const verified = Math.abs(check - Number(exact.number(final as never))) < 1e-9 * Math.max(1, Math.abs(check));
  return {
    topic: fractionQuestion ? 'fraction' : 'arithmetic',
    problemLatex: latexOf(tree),
    steps,
    answer: { latex: valueLatex(final, decimals), value: valueText(final, decimals) },
    verified,
  };
}
