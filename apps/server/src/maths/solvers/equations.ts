import type { GradeBand } from '@brainboost/domain/school/grade-band';
import type { MathNode } from 'mathjs';
import { computeEngine, exact, latexOf, nerdamer, nerdamerText, numeric, toMathJson } from '../cas.js';
import { isFraction, valueLatex, valueText, type ExactValue } from '../exact-number.js';
import { line, type Solution } from './worked-solution.js';

type Fraction = Exclude<ExactValue, number>;
const F = (v: number | string) => exact.fraction(v as never) as unknown as Fraction;
const add = (a: Fraction, b: Fraction) => exact.add(a as never, b as never) as unknown as Fraction;
const sub = (a: Fraction, b: Fraction) => exact.subtract(a as never, b as never) as unknown as Fraction;
const mul = (a: Fraction, b: Fraction) => exact.multiply(a as never, b as never) as unknown as Fraction;
const div = (a: Fraction, b: Fraction) => exact.divide(a as never, b as never) as unknown as Fraction;
const isZero = (a: Fraction) => Number(a.n) === 0;
const num = (a: Fraction) => Number(exact.number(a as never));
const tex = (a: Fraction) => valueLatex(a);

/** Coefficients [c0, c1, c2] of a polynomial of degree at most 2 in `v`, exactly, or null if it is not one. */
export function quadraticCoefficients(node: MathNode, v: string): [Fraction, Fraction, Fraction] | null {
  const code = exact.compile(node.toString());
  const at = (x: number): Fraction | null => {
    try {
      const value: unknown = code.evaluate({ [v]: F(x) });
      return isFraction(value) ? (value as Fraction) : null;
    } catch {
      return null;
    }
  };
  const values = [0, 1, -1, 2, 3].map(at);
  if (values.some((x) => x === null)) return null;
  const [p0, p1, pm1, p2, p3] = values as Fraction[];
  const c0 = p0!;
  const c2 = div(sub(add(p1!, pm1!), mul(F(2), c0)), F(2));
  const c1 = div(sub(p1!, pm1!), F(2));
  const poly = (x: number) => add(add(c0, mul(c1, F(x))), mul(c2, F(x * x)));
  // A higher degree or a non-polynomial would not pass through the two extra points.
  if (num(sub(poly(2), p2!)) !== 0 || num(sub(poly(3), p3!)) !== 0) return null;
  return [c0, c1, c2];
}

/** "3x", "-x", "\frac{1}{2}x" */
function term(c: Fraction, v: string): string {
  if (num(c) === 1) return v;
  if (num(c) === -1) return `-${v}`;
  return `${tex(c)}${v}`;
}
function linearLatex(a: Fraction, b: Fraction, v: string): string {
  if (isZero(a)) return tex(b);
  if (isZero(b)) return term(a, v);
  return `${term(a, v)} ${num(b) < 0 ? '-' : '+'} ${tex(absF(b))}`;
}
const absF = (a: Fraction) => (num(a) < 0 ? mul(a, F(-1)) : a);

/** Solutions of a polynomial equation by the Compute Engine, as numbers, to cross-check ours. */
function casRoots(lhs: MathNode, rhs: MathNode, v: string): number[] | null {
  try {
    const eq = computeEngine().box(['Equal', toMathJson(lhs), toMathJson(rhs)]);
    const roots = eq.solve(v);
    if (!roots) return null;
    return (Array.isArray(roots) ? (roots as unknown as { N(): { re: number } }[]) : [])
      .map((r) => r.N().re)
      .filter((x) => Number.isFinite(x));
  } catch {
    return null;
  }
}

/** The same solutions by nerdamer, the second CAS. */
function nerdamerRoots(lhs: MathNode, rhs: MathNode, v: string): number[] | null {
  try {
    const solved = nerdamer.solve(`${nerdamerText(lhs)}=${nerdamerText(rhs)}`, v).toString();
    const parts = solved
      .replace(/^\[|\]$/g, '')
      .split(',')
      .filter(Boolean);
    return parts.map((p) => Number(nerdamer(p).evaluate().text('decimals'))).filter((x) => Number.isFinite(x));
  } catch {
    return null;
  }
}

const sameRoots = (a: number[], b: number[] | null) =>
  b !== null && a.length === new Set(b.map((x) => x.toFixed(6))).size && a.every((x) => b.some((y) => Math.abs(x - y) < 1e-6));

/** Variables in an expression (single letters other than e). */
export function variablesOf(node: MathNode): string[] {
  const names = new Set<string>();
  node.traverse((n, _path, parent) => {
    const name = (n as MathNode & { name?: string }).name;
    const isFunctionName = parent?.type === 'FunctionNode' && (parent as MathNode & { fn: MathNode }).fn === n;
    if (n.type === 'SymbolNode' && !isFunctionName && name && /^[a-z]$/i.test(name) && name !== 'e') names.add(name);
  });
  return [...names].sort();
}

function solveLinear(lhs: MathNode, rhs: MathNode, v: string, left: Fraction[], right: Fraction[], band: GradeBand): Solution | null {
  const [b, a] = left as [Fraction, Fraction];
  const [d, c] = right as [Fraction, Fraction];
  const steps = [line('linear.goal', { variable: v }, `${latexOf(lhs)} = ${latexOf(rhs)}`)];
  const coefficient = sub(a, c);
  if (isZero(coefficient)) return null;
  if (!isZero(c))
    steps.push(
      line(
        num(c) > 0 ? 'linear.subtractVariable' : 'linear.addVariable',
        { term: term(absF(c), v) },
        `${linearLatex(coefficient, b, v)} = ${tex(d)}`,
      ),
    );
  const constant = sub(d, b);
  if (!isZero(b))
    steps.push(
      line(num(b) > 0 ? 'linear.subtractBoth' : 'linear.addBoth', { value: tex(absF(b)) }, `${term(coefficient, v)} = ${tex(constant)}`),
    );
  const x = div(constant, coefficient);
  if (num(coefficient) !== 1) steps.push(line('linear.divideBoth', { value: tex(coefficient) }, `${v} = ${tex(x)}`));
  steps.push(line('linear.check', { variable: v, value: tex(x) }));
  const verified = sameRoots([num(x)], casRoots(lhs, rhs, v)) || sameRoots([num(x)], nerdamerRoots(lhs, rhs, v));
  void band;
  return {
    topic: 'linear',
    problemLatex: `${latexOf(lhs)} = ${latexOf(rhs)}`,
    steps,
    answer: { latex: `${v} = ${tex(x)}`, value: `${v}=${valueText(x)}` },
    verified,
  };
}

function integerSqrt(n: bigint): bigint | null {
  if (n < 0n) return null;
  const r = BigInt(Math.round(Math.sqrt(Number(n))));
  for (const c of [r - 1n, r, r + 1n]) if (c >= 0n && c * c === n) return c;
  return null;
}
/** √(n/d) when it is rational, else null. */
function rationalSqrt(value: Fraction): Fraction | null {
  const n = integerSqrt(BigInt(value.n));
  const d = integerSqrt(BigInt(value.d));
  return n !== null && d !== null ? div(F(Number(n)), F(Number(d))) : null;
}

/** √D simplified by nerdamer, for irrational roots. */
function rootLatex(a: Fraction, b: Fraction, disc: Fraction, sign: 1 | -1): { latex: string; text: string } {
  const expr = `(-(${valueText(b)})${sign > 0 ? '+' : '-'}sqrt(${valueText(disc)}))/(2*(${valueText(a)}))`;
  const simplified = nerdamer(expr).expand();
  return { latex: simplified.toTeX(), text: simplified.toString() };
}

function solveQuadratic(lhs: MathNode, rhs: MathNode, v: string, coefficients: [Fraction, Fraction, Fraction], band: GradeBand): Solution {
  const [c, b, a] = coefficients;
  const standard = `${term(a, `${v}^{2}`)}${isZero(b) ? '' : ` ${num(b) < 0 ? '-' : '+'} ${term(absF(b), v)}`}${isZero(c) ? '' : ` ${num(c) < 0 ? '-' : '+'} ${tex(absF(c))}`} = 0`;
  const steps = [line('quadratic.standardForm', {}, standard), line('quadratic.coefficients', { a: tex(a), b: tex(b), c: tex(c) })];
  const disc = sub(mul(b, b), mul(F(4), mul(a, c)));
  steps.push(line('quadratic.discriminant', { value: tex(disc) }, `\\Delta = b^{2} - 4ac = ${tex(disc)}`));
  let answerLatex: string;
  let value: string;
  let roots: number[];
  if (num(disc) < 0) {
    steps.push(line('quadratic.noRealRoots'));
    answerLatex = '\\text{—}';
    value = 'none';
    roots = [];
  } else {
    const s = rationalSqrt(disc);
    if (s) {
      const r1 = div(add(mul(b, F(-1)), s), mul(F(2), a));
      const r2 = div(sub(mul(b, F(-1)), s), mul(F(2), a));
      const distinct = num(sub(r1, r2)) !== 0 ? [r1, r2].sort((p, q) => num(p) - num(q)) : [r1];
      if (band !== 'high' || num(a) === 1) {
        const factor = (r: Fraction) => (isZero(r) ? v : `(${v} ${num(r) > 0 ? '-' : '+'} ${tex(absF(r))})`);
        steps.push(
          line(
            'quadratic.factor',
            {},
            `${num(a) === 1 ? '' : tex(a)}${distinct.length === 1 ? `${factor(distinct[0]!)}^{2}` : distinct.map(factor).join('')} = 0`,
          ),
        );
        steps.push(line('quadratic.zeroProduct', { variable: v }));
      } else {
        steps.push(
          line(
            'quadratic.formula',
            {},
            `${v} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a} = \\frac{${tex(mul(b, F(-1)))} \\pm ${tex(s)}}{${tex(mul(F(2), a))}}`,
          ),
        );
      }
      answerLatex = distinct.map((r) => `${v} = ${tex(r)}`).join(',\\; ');
      value = distinct.map((r) => `${v}=${valueText(r)}`).join(';');
      roots = distinct.map(num);
    } else {
      steps.push(
        line(
          'quadratic.formula',
          {},
          `${v} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a} = \\frac{${tex(mul(b, F(-1)))} \\pm \\sqrt{${tex(disc)}}}{${tex(mul(F(2), a))}}`,
        ),
      );
      const plus = rootLatex(a, b, disc, 1);
      const minus = rootLatex(a, b, disc, -1);
      answerLatex = `${v} = ${plus.latex},\\; ${v} = ${minus.latex}`;
      value = `${v}=${plus.text};${v}=${minus.text}`;
      roots = [Number(nerdamer(plus.text).evaluate().text('decimals')), Number(nerdamer(minus.text).evaluate().text('decimals'))];
    }
  }
  steps.push(line(roots.length ? 'quadratic.check' : 'quadratic.checkNone', { variable: v }));
  const cas = casRoots(lhs, rhs, v)?.filter((r) => Number.isFinite(r)) ?? null;
  const verified =
    roots.length === 0
      ? nerdamerRoots(lhs, rhs, v)?.length === 0 || cas?.length === 0
      : sameRoots(roots, cas) || sameRoots(roots, nerdamerRoots(lhs, rhs, v));
  return { topic: 'quadratic', problemLatex: `${latexOf(lhs)} = ${latexOf(rhs)}`, steps, answer: { latex: answerLatex, value }, verified };
}

/** One equation in one unknown, linear or quadratic. */
export function solveEquation(text: string, band: GradeBand): Solution | null {
  const sides = text.split('=');
  if (sides.length !== 2) return null;
  let lhs: MathNode;
  let rhs: MathNode;
  try {
    lhs = numeric.parse(sides[0]!);
    rhs = numeric.parse(sides[1]!);
  } catch {
    return null;
  }
  const vars = [...new Set([...variablesOf(lhs), ...variablesOf(rhs)])];
  if (vars.length !== 1) return null;
  const v = vars[0]!;
  const left = quadraticCoefficients(lhs, v);
  const right = quadraticCoefficients(rhs, v);
  if (!left || !right) return null;
  const a = sub(left[2], right[2]);
  if (isZero(a) && isZero(left[2])) return solveLinear(lhs, rhs, v, left, right, band);
  const difference = [sub(left[0], right[0]), sub(left[1], right[1]), a] as [Fraction, Fraction, Fraction];
  if (isZero(a)) return solveLinear(lhs, rhs, v, [sub(left[0], right[0]), sub(left[1], right[1])], [F(0), F(0)], band);
  return solveQuadratic(lhs, rhs, v, difference, band);
}
