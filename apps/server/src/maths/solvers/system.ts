import type { GradeBand } from '@brainboost/domain/school/grade-band';
import type { MathJsonExpression } from '@cortex-js/compute-engine/math-json';
import type { MathNode } from 'mathjs';
import { computeEngine, exact, latexOf, numeric, toMathJson } from '../cas.js';
import { isFraction, valueLatex, valueText, type ExactValue } from '../exact-number.js';
import { variablesOf } from './equations.js';
import { line, type Solution } from './worked-solution.js';

type Fraction = Exclude<ExactValue, number>;
const F = (v: number) => exact.fraction(v as never) as unknown as Fraction;
const ev = (text: string, scope: Record<string, Fraction>) => exact.evaluate(text, scope) as unknown;

/** a·x + b·y = c from one equation, exactly, or null if it is not linear in x and y. */
function linearRow(lhs: MathNode, rhs: MathNode, [x, y]: [string, string]): [Fraction, Fraction, Fraction] | null {
  const text = `(${lhs.toString()}) - (${rhs.toString()})`;
  try {
    const at = (p: number, q: number) => ev(text, { [x]: F(p), [y]: F(q) });
    const [v00, v10, v01, v11, v21] = [at(0, 0), at(1, 0), at(0, 1), at(1, 1), at(2, 1)];
    if (![v00, v10, v01, v11, v21].every(isFraction)) return null;
    const n = (v: unknown) => Number(exact.number(v as never));
    const a = exact.subtract(v10 as never, v00 as never) as unknown as Fraction;
    const b = exact.subtract(v01 as never, v00 as never) as unknown as Fraction;
    // Linear functions are affine: f(1,1) = f(1,0) + f(0,1) - f(0,0), f(2,1) = 2f(1,0)+f(0,1)-2f(0,0).
    if (n(v11) !== n(v10) + n(v01) - n(v00) || n(v21) !== 2 * n(v10) + n(v01) - 2 * n(v00)) return null;
    return [a, b, exact.multiply(v00 as never, -1 as never) as unknown as Fraction];
  } catch {
    return null;
  }
}

const tex = (f: Fraction) => valueLatex(f);
const num = (f: Fraction) => Number(exact.number(f as never));
function rowLatex([a, b, c]: Fraction[], [x, y]: [string, string]): string {
  const t = (k: Fraction, v: string, first: boolean) => {
    if (num(k) === 0) return '';
    const sign = num(k) < 0 ? '-' : first ? '' : '+';
    const abs = Math.abs(num(k)) === 1 ? '' : tex(exact.abs(k as never) as unknown as Fraction);
    return `${sign}${first ? '' : ' '}${abs}${v}${first ? '' : ''}`;
  };
  const first = t(a!, x, true);
  const second = t(b!, y, first === '');
  return `${first}${first && second ? ' ' : ''}${second} = ${tex(c!)}`;
}

/** Two linear equations in two unknowns: elimination (high school) or substitution (middle school). */
export function solveSystem(text: string, band: GradeBand): Solution | null {
  const equations = text.split(/\s*(?:,|;|\band\b|\n)\s*/).filter((e) => e.includes('='));
  if (equations.length !== 2) return null;
  let sides: [MathNode, MathNode][];
  try {
    sides = equations.map((e) => {
      const [l, r, ...rest] = e.split('=');
      if (rest.length || !l || !r) throw new Error('not one equation');
      return [numeric.parse(l), numeric.parse(r)] as [MathNode, MathNode];
    });
  } catch {
    return null;
  }
  const vars = [...new Set(sides.flatMap(([l, r]) => [...variablesOf(l), ...variablesOf(r)]))].sort();
  if (vars.length !== 2) return null;
  const pair = vars as [string, string];
  const rows = sides.map(([l, r]) => linearRow(l, r, pair));
  if (rows.some((r) => r === null)) return null;
  const [[a1, b1, c1], [a2, b2, c2]] = rows as [[Fraction, Fraction, Fraction], [Fraction, Fraction, Fraction]];
  const det = num(exact.subtract(exact.multiply(a1 as never, b2 as never), exact.multiply(a2 as never, b1 as never)) as never);
  if (det === 0) return null;
  const x = exact.divide(
    exact.subtract(exact.multiply(c1 as never, b2 as never), exact.multiply(c2 as never, b1 as never)),
    det as never,
  ) as unknown as Fraction;
  const y = exact.divide(
    exact.subtract(exact.multiply(a1 as never, c2 as never), exact.multiply(a2 as never, c1 as never)),
    det as never,
  ) as unknown as Fraction;
  const [vx, vy] = pair;
  const steps = [
    line('system.write', {}, `\\begin{cases} ${rowLatex([a1, b1, c1], pair)} \\\\ ${rowLatex([a2, b2, c2], pair)} \\end{cases}`),
  ];
  if (
    band === 'high' ||
    (num(b1) * num(b2) * num(a1) * num(a2) !== 0 && num(b1) !== 1 && num(b2) !== 1 && num(a1) !== 1 && num(a2) !== 1)
  ) {
    // Elimination: scale so the y coefficients match, subtract, solve for x.
    const m1 = b2;
    const m2 = b1;
    const scaled1 = [a1, b1, c1].map((k) => exact.multiply(k as never, m1 as never) as unknown as Fraction);
    const scaled2 = [a2, b2, c2].map((k) => exact.multiply(k as never, m2 as never) as unknown as Fraction);
    steps.push(
      line('system.scale', { variable: vy }, `\\begin{cases} ${rowLatex(scaled1, pair)} \\\\ ${rowLatex(scaled2, pair)} \\end{cases}`),
    );
    const ax = exact.subtract(scaled1[0] as never, scaled2[0] as never) as unknown as Fraction;
    const cx = exact.subtract(scaled1[2] as never, scaled2[2] as never) as unknown as Fraction;
    steps.push(line('system.eliminate', { variable: vy }, rowLatex([ax, F(0), cx], pair)));
  } else {
    // Substitution: isolate whichever unknown has coefficient ±1 (else the first) in the first equation.
    const rest = rowLatex([F(-num(a1)), F(0), c1], pair).replace(/ = .*/, '');
    const numerator = `${tex(c1)} ${rest.startsWith('-') ? '- ' + rest.slice(1) : '+ ' + rest}`;
    steps.push(
      line('system.isolate', { variable: vy }, num(b1) === 1 ? `${vy} = ${numerator}` : `${vy} = \\frac{${numerator}}{${tex(b1)}}`),
    );
    steps.push(line('system.substitute', { variable: vy }));
  }
  steps.push(line('system.solveFirst', { variable: vx }, `${vx} = ${tex(x)}`));
  steps.push(line('system.backSubstitute', { variable: vy }, `${vy} = ${tex(y)}`));
  steps.push(line('system.check'));
  let verified = false;
  try {
    const list = computeEngine().box(['List', ...sides.map(([l, r]) => ['Equal', toMathJson(l), toMathJson(r)] as MathJsonExpression)]);
    const solved = list.solve(pair) as unknown as Record<string, { N(): { re: number } } | number>;
    const valueOf = (v: unknown) => (typeof v === 'number' ? v : (v as { N(): { re: number } }).N().re);
    verified = Math.abs(valueOf(solved[vx]) - num(x)) < 1e-9 && Math.abs(valueOf(solved[vy]) - num(y)) < 1e-9;
  } catch {
    verified = false;
  }
  return {
    topic: 'system',
    problemLatex: `\\begin{cases} ${sides.map(([l, r]) => `${latexOf(l)} = ${latexOf(r)}`).join(' \\\\ ')} \\end{cases}`,
    steps,
    answer: { latex: `${vx} = ${tex(x)},\\; ${vy} = ${tex(y)}`, value: `${vx}=${valueText(x)};${vy}=${valueText(y)}` },
    verified,
  };
}
