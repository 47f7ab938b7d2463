import { ComputeEngine } from '@cortex-js/compute-engine';
import type { MathJsonExpression } from '@cortex-js/compute-engine/math-json';
import { all, create, type MathNode } from 'mathjs';
import nerdamer from 'nerdamer-prime';

/** mathjs in floating point: parsing plain-text maths (implicit multiplication: "2x") and numeric checks. */
export const numeric = create(all!, {});
/** mathjs with exact fractions: arithmetic and coefficients never suffer rounding. */
export const exact = create(all!, { number: 'Fraction' });

let engine: ComputeEngine | null = null;
/** The Compute Engine is slow to create (about half a second), so one is made on first use and kept. */
export function computeEngine(): ComputeEngine {
  engine ??= new ComputeEngine();
  return engine;
}

export { nerdamer };

const functions: Record<string, string> = {
  sin: 'Sin',
  cos: 'Cos',
  tan: 'Tan',
  sqrt: 'Sqrt',
  log: 'Ln',
  ln: 'Ln',
  exp: 'Exp',
  abs: 'Abs',
  asin: 'Arcsin',
  acos: 'Arccos',
  atan: 'Arctan',
  sec: 'Sec',
  csc: 'Csc',
  cot: 'Cot',
};
const operators: Record<string, string> = {
  add: 'Add',
  subtract: 'Subtract',
  multiply: 'Multiply',
  divide: 'Divide',
  pow: 'Power',
  unaryMinus: 'Negate',
  unaryPlus: 'Add',
};

/** A mathjs tree as MathJSON for the Compute Engine (mathjs `log` is the natural logarithm). */
export function toMathJson(node: MathNode): MathJsonExpression {
  const n = node as MathNode & { value?: unknown; name?: string; fn?: string | { name: string }; args?: MathNode[]; content?: MathNode };
  switch (node.type) {
    case 'ConstantNode':
      return Number(n.value);
    case 'SymbolNode':
      if (n.name === 'e') return 'ExponentialE';
      if (n.name === 'pi') return 'Pi';
      return n.name!;
    case 'ParenthesisNode':
      return toMathJson(n.content!);
    case 'OperatorNode': {
      const head = operators[n.fn as string];
      if (!head) throw new Error(`unsupported operator ${String(n.fn)}`);
      return [head, ...n.args!.map(toMathJson)] as MathJsonExpression;
    }
    case 'FunctionNode': {
      const name = typeof n.fn === 'string' ? n.fn : n.fn!.name;
      const head = functions[name];
      if (!head) throw new Error(`unsupported function ${name}`);
      if (name === 'log' && n.args!.length === 2) return ['Log', toMathJson(n.args![0]!), toMathJson(n.args![1]!)] as MathJsonExpression;
      return [head, ...n.args!.map(toMathJson)] as MathJsonExpression;
    }
    default:
      throw new Error(`unsupported node ${node.type}`);
  }
}

/** LaTeX of a mathjs tree as written (nothing folded, so a step shows exactly what changed). */
export function latexOf(node: MathNode): string {
  return node
    .toTex({ parenthesis: 'auto', implicit: 'hide' })
    .replace(/~/g, '')
    .replace(/\\mathrm\{([a-z]+)\}/g, '$1')
    .replace(/(\d)\s*\\cdot\s*([a-z(\\])/gi, '$1$2');
}

/** LaTeX of a result computed by the Compute Engine (simplified, canonical). */
export function canonicalLatex(node: MathNode): string {
  return computeEngine().box(toMathJson(node)).latex;
}

/** Plain text nerdamer reads (`*` written out; its `log` is the natural logarithm too). */
export function nerdamerText(node: MathNode): string {
  return node.toString({ implicit: 'show', parenthesis: 'auto' });
}

/** Whether two expressions agree numerically at several points (symbolic equality is undecidable in general). */
export function sameFunction(a: (x: number) => number, b: (x: number) => number, points = [0.37, 1.3, 2.1, -0.8, 3.7]): boolean {
  let compared = 0;
  for (const x of points) {
    const [u, v] = [a(x), b(x)];
    if (!Number.isFinite(u) || !Number.isFinite(v)) continue;
    compared++;
    if (Math.abs(u - v) > 1e-6 * Math.max(1, Math.abs(u), Math.abs(v))) return false;
  }
  return compared >= 2;
}

/** A numeric function of x from a plain-text expression. */
export function numericFunction(text: string, variable = 'x'): (x: number) => number {
  const compiled = numeric.compile(text);
  return (x) => {
    try {
      const value: unknown = compiled.evaluate({ [variable]: x });
      return typeof value === 'number' ? value : Number.NaN;
    } catch {
      return Number.NaN;
    }
  };
}
