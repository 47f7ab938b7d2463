import type { MathNode } from 'mathjs';
import {
  canonicalLatex,
  computeEngine,
  latexOf,
  nerdamer,
  nerdamerText,
  numeric,
  numericFunction,
  sameFunction,
  toMathJson,
} from '../cas.js';
import { variablesOf } from './equations.js';
import { line, type Solution } from './worked-solution.js';

type Node = MathNode & { fn?: string | { name: string }; args?: MathNode[]; content?: MathNode; name?: string };

/** Top-level terms of a sum, with their signs. */
function termsOf(node: Node, sign = 1): { node: MathNode; sign: number }[] {
  if (node.type === 'ParenthesisNode') return termsOf(node.content as Node, sign);
  if (node.type === 'OperatorNode' && node.fn === 'add') return node.args!.flatMap((a) => termsOf(a as Node, sign));
  if (node.type === 'OperatorNode' && node.fn === 'subtract')
    return [...termsOf(node.args![0] as Node, sign), ...termsOf(node.args![1] as Node, -sign)];
  return [{ node, sign }];
}

const dependsOn = (node: MathNode, v: string) => variablesOf(node).includes(v);

/** The differentiation rule a term needs, named the way textbooks do. */
function derivativeRule(node: Node, v: string): string {
  if (!dependsOn(node, v)) return 'constant';
  if (node.type === 'SymbolNode') return 'power';
  if (node.type === 'OperatorNode' && node.fn === 'multiply') {
    const varying = node.args!.filter((a) => dependsOn(a, v));
    return varying.length > 1
      ? 'product'
      : derivativeRule(varying[0] as Node, v) === 'power'
        ? 'constantMultiple'
        : derivativeRule(varying[0] as Node, v);
  }
  if (node.type === 'OperatorNode' && node.fn === 'divide') return dependsOn(node.args![1]!, v) ? 'quotient' : 'constantMultiple';
  if (node.type === 'OperatorNode' && node.fn === 'pow') {
    const [base, exponent] = node.args as [Node, Node];
    if (dependsOn(exponent, v))
      return base.type === 'SymbolNode' && base.name === 'e' && exponent.type === 'SymbolNode' ? 'exponential' : 'chain';
    return base.type === 'SymbolNode' ? 'power' : 'chain';
  }
  if (node.type === 'FunctionNode') {
    const arg = node.args![0] as Node;
    const name = typeof node.fn === 'string' ? node.fn : (node.fn as { name: string }).name;
    if (arg.type !== 'SymbolNode') return 'chain';
    return (
      ({ sin: 'trig', cos: 'trig', tan: 'trig', log: 'logarithm', exp: 'exponential', sqrt: 'power' } as Record<string, string>)[name] ??
      'chain'
    );
  }
  if (node.type === 'OperatorNode' && node.fn === 'unaryMinus') return derivativeRule(node.args![0] as Node, v);
  return 'chain';
}

const parseOrNull = (text: string): MathNode | null => {
  try {
    return numeric.parse(text);
  } catch {
    return null;
  }
};

function nerdamerNode(command: string): MathNode | null {
  try {
    return parseOrNull(nerdamer(command).toString());
  } catch {
    return null;
  }
}

/** The derivative with one step per term, by nerdamer, cross-checked by the Compute Engine. */
export function solveDerivative(expression: string, variable?: string): Solution | null {
  const f = parseOrNull(expression);
  if (!f) return null;
  const vars = variablesOf(f);
  const v = variable ?? (vars.includes('x') ? 'x' : vars[0]);
  if (!v) return null;
  const derivative = nerdamerNode(`diff(${nerdamerText(f)},${v})`);
  if (!derivative) return null;
  const simplified = parseOrNull(numeric.simplify(derivative).toString()) ?? derivative;
  const steps = [line('derivative.goal', { variable: v }, `\\frac{d}{d${v}}\\left(${latexOf(f)}\\right)`)];
  const terms = termsOf(f as Node);
  if (terms.length > 1) steps.push(line('derivative.sumRule'));
  for (const t of terms) {
    const d = nerdamerNode(`diff(${nerdamerText(t.node)},${v})`);
    if (!d) return null;
    steps.push(
      line(`derivative.rule.${derivativeRule(t.node as Node, v)}`, { term: latexOf(t.node), result: canonicalLatex(numeric.simplify(d)) }),
    );
  }
  steps.push(line('derivative.combine', {}, canonicalLatex(simplified)));
  let verified = false;
  try {
    const cas = computeEngine()
      .box(['D', toMathJson(f), v])
      .evaluate();
    const casValue = (x: number) => cas.subs({ [v]: x }).N().re;
    verified = sameFunction(casValue, numericFunction(simplified.toString(), v));
  } catch {
    verified = false;
  }
  return {
    topic: 'derivative',
    problemLatex: `\\frac{d}{d${v}}\\left(${latexOf(f)}\\right)`,
    steps,
    answer: { latex: canonicalLatex(simplified), value: simplified.toString() },
    verified,
  };
}

/** An antiderivative (+ C) with one step per term, or a definite integral's value. */
export function solveIntegral(expression: string, bounds: [string, string] | null, variable?: string): Solution | null {
  const f = parseOrNull(expression);
  if (!f) return null;
  const vars = variablesOf(f);
  const v = variable ?? (vars.includes('x') ? 'x' : (vars[0] ?? 'x'));
  const integral = nerdamerNode(`integrate(${nerdamerText(f)},${v})`);
  if (!integral || integral.toString().includes('integrate')) return null;
  const F = parseOrNull(numeric.simplify(integral).toString()) ?? integral;
  const problemLatex = bounds ? `\\int_{${bounds[0]}}^{${bounds[1]}} ${latexOf(f)}\\,d${v}` : `\\int ${latexOf(f)}\\,d${v}`;
  const steps = [line('integral.goal', { variable: v }, problemLatex)];
  const terms = termsOf(f as Node);
  if (terms.length > 1) steps.push(line('integral.sumRule'));
  for (const t of terms) {
    const part = nerdamerNode(`integrate(${nerdamerText(t.node)},${v})`);
    if (!part) return null;
    const rule = !dependsOn(t.node, v) ? 'constant' : derivativeRule(t.node as Node, v);
    steps.push(
      line(
        `integral.rule.${['constant', 'power', 'constantMultiple', 'trig', 'exponential', 'logarithm'].includes(rule) ? rule : 'other'}`,
        { term: latexOf(t.node), result: canonicalLatex(numeric.simplify(part)) },
      ),
    );
  }
  // Cross-check: the derivative of our answer must be the integrand (the Compute Engine differentiates).
  let verified = false;
  try {
    const back = computeEngine()
      .box(['D', toMathJson(F), v])
      .evaluate();
    verified = sameFunction((x) => back.subs({ [v]: x }).N().re, numericFunction(f.toString(), v));
  } catch {
    verified = false;
  }
  if (!bounds) {
    steps.push(line('integral.constant', {}, `${canonicalLatex(F)} + C`));
    return { topic: 'integral', problemLatex, steps, answer: { latex: `${canonicalLatex(F)} + C`, value: F.toString() }, verified };
  }
  const at = numericFunction(F.toString(), v);
  const [a, b] = bounds.map((t) => Number(numeric.evaluate(t))) as [number, number];
  const value = at(b) - at(a);
  if (!Number.isFinite(value)) return null;
  const rounded = String(Number(value.toPrecision(12)));
  steps.push(
    line(
      'integral.evaluateBounds',
      { lower: bounds[0], upper: bounds[1] },
      `\\left[${latexOf(F)}\\right]_{${bounds[0]}}^{${bounds[1]}} = ${rounded}`,
    ),
  );
  return { topic: 'integral', problemLatex, steps, answer: { latex: rounded, value: rounded }, verified };
}

/** Expand, collect and simplify (or factor), cross-checked numerically by the Compute Engine. */
export function solveSimplify(expression: string, mode: 'simplify' | 'expand' | 'factor'): Solution | null {
  const f = parseOrNull(expression);
  if (!f) return null;
  const v = variablesOf(f)[0] ?? 'x';
  const steps = [line(`simplify.goal.${mode}`, {}, latexOf(f))];
  let result: MathNode | null;
  if (mode === 'factor') {
    result = nerdamerNode(`factor(${nerdamerText(f)})`);
    if (result) steps.push(line('simplify.factor', {}, latexOf(result)));
  } else {
    const expanded = nerdamerNode(`expand(${nerdamerText(f)})`);
    if (!expanded) return null;
    if (expanded.toString() !== f.toString()) steps.push(line('simplify.expand', {}, canonicalLatex(expanded)));
    result = mode === 'expand' ? expanded : parseOrNull(numeric.simplify(nerdamer(`simplify(${nerdamerText(f)})`).toString()).toString());
    if (result && mode === 'simplify') steps.push(line('simplify.collect', {}, canonicalLatex(result)));
  }
  if (!result) return null;
  let verified = false;
  try {
    const cas = computeEngine().box(toMathJson(f));
    verified = sameFunction((x) => cas.subs({ [v]: x }).N().re, numericFunction(result.toString(), v));
  } catch {
    verified = false;
  }
  return {
    topic: 'simplify',
    problemLatex: latexOf(f),
    steps,
    answer: { latex: mode === 'factor' ? latexOf(result) : canonicalLatex(result), value: result.toString() },
    verified,
  };
}
