import type { GradeBand } from '../school/grade-band.js';
import { seededRandom as seeded, type SeededRandom } from '../random/seeded-random.js';
import type { MathTopic } from '../schemas/tutor.js';

/** Practice problems given per weak topic. */
export const problemsPerTopic = 3;

/**
 * A practice problem: the text the homework-help box is filled with (in the notation the built-in
 * tutor reads) and the answer the tutor should reach, in its answer format.
 */
export type PracticeProblem = { question: string; answer: string };

type Random = SeededRandom;

/** Size of the numbers per grade band. */
const scale: Record<GradeBand, number> = { elementary: 1, middle: 2, high: 3 };
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const fraction = (p: number, q: number) => {
  const g = gcd(p, q);
  return q / g === 1 ? String(p / g) : `${p / g}/${q / g}`;
};
const signed = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);
/** "3x", "x", "-x", "-3x" as a leading term. */
const term = (c: number, v: string) => (c === 1 ? v : c === -1 ? `-${v}` : `${c}${v}`);
/** "+ 3x", "- x" as a following term. */
const nextTerm = (c: number, v: string) => `${c < 0 ? '-' : '+'} ${Math.abs(c) === 1 ? v : `${Math.abs(c)}${v}`}`;
const nonZero = (r: Random, min: number, max: number) => {
  const n = r.int(min, max);
  return n === 0 ? max : n;
};

const names = ['Ana', 'Leo', 'Mia', 'Sam', 'Noor', 'Kai'] as const;
const things = ['stickers', 'marbles', 'apples', 'cards', 'pencils'] as const;

const generators: Record<MathTopic, (r: Random, band: GradeBand) => PracticeProblem> = {
  arithmetic(r, band) {
    const k = scale[band];
    const [a, b, c] = [r.int(2, 9 * k), r.int(2, 9), r.int(2, 5 + k)];
    return band === 'elementary'
      ? { question: `${a} + ${b} × ${c}`, answer: String(a + b * c) }
      : { question: `${a} × ${b} − ${c * k}`, answer: String(a * b - c * k) };
  },
  fraction(r, band) {
    const b = r.int(2, 3 + 2 * scale[band]);
    const d = band === 'elementary' ? b : r.int(2, 3 + 2 * scale[band]);
    const [a, c] = [r.int(1, b - 1), r.int(1, d - 1)];
    return { question: `${a}/${b} + ${c}/${d}`, answer: fraction(a * d + c * b, b * d) };
  },
  percentage(r, band) {
    const p = band === 'elementary' ? r.pick([10, 25, 50]) : r.int(1, 19) * 5;
    const whole = r.int(1, 10 * scale[band]) * 20;
    return { question: `${p}% of ${whole}`, answer: String((p * whole) / 100) };
  },
  linear(r, band) {
    const k = scale[band];
    const [a, x, b] = [r.int(2, 3 + 2 * k), nonZero(r, band === 'elementary' ? 1 : -5 * k, 6 * k), nonZero(r, -9 * k, 9 * k)];
    return { question: `${term(a, 'x')} ${signed(b)} = ${a * x + b}`, answer: `x=${x}` };
  },
  quadratic(r, band) {
    const k = band === 'high' ? 9 : 6;
    const p = nonZero(r, -k, k);
    let q = nonZero(r, -k, k);
    if (q === p) q = p === k ? -k : p + 1;
    const [r1, r2] = [Math.min(p, q), Math.max(p, q)];
    const [b, c] = [-(r1 + r2), r1 * r2];
    const linear = b === 0 ? '' : ` ${nextTerm(b, 'x')}`;
    return { question: `x^2${linear} ${signed(c)} = 0`, answer: `x=${r1};x=${r2}` };
  },
  system(r, band) {
    const k = scale[band];
    const [x, y] = [nonZero(r, -3 * k, 4 * k), nonZero(r, -3 * k, 4 * k)];
    const [a, b] = [r.int(1, 3), r.int(1, 3)];
    const c = r.int(1, 3);
    return {
      question: `${term(a, 'x')} ${nextTerm(b, 'y')} = ${a * x + b * y}, ${term(c, 'x')} - y = ${c * x - y}`,
      answer: `x=${x};y=${y}`,
    };
  },
  simplify(r, band) {
    const [a, b] = [nonZero(r, -4 * scale[band], 6 * scale[band]), nonZero(r, -4 * scale[band], 6 * scale[band])];
    const [sum, product] = [a + b, a * b];
    const middle = sum === 0 ? '' : `${sum === 1 ? '+' : sum === -1 ? '-' : sum < 0 ? `-${-sum}*` : `+${sum}*`}x`;
    return { question: `expand (x ${signed(a)})(x ${signed(b)})`, answer: `x^2${middle}${product < 0 ? product : `+${product}`}` };
  },
  derivative(r, band) {
    const [a, b, c] = [r.int(2, 3 + scale[band]), nonZero(r, -6, 9), r.int(1, 9)];
    return { question: `derivative of ${a}x^2 ${nextTerm(b, 'x')} + ${c}`, answer: `${2 * a}*x${b < 0 ? b : `+${b}`}` };
  },
  integral(r, band) {
    const [a, b, top] = [r.int(1, 3) * 2, r.int(1, 5), r.int(1, 2 + scale[band])];
    return { question: `integral of ${a}x + ${b} from 0 to ${top}`, answer: String((a * top * top) / 2 + b * top) };
  },
  word(r, band) {
    const [name, thing] = [r.pick(names), r.pick(things)];
    const k = scale[band];
    const kind = r.int(0, 2);
    if (kind === 0) {
      const [have, give] = [r.int(10, 20 * k), r.int(2, 9)];
      return { question: `${name} has ${have} ${thing} and gives away ${give}. How many are left?`, answer: String(have - give) };
    }
    if (kind === 1) {
      const [each, groups] = [r.int(2, 4 + 2 * k), r.int(2, 6)];
      return {
        question: `${name} shares ${each * groups} ${thing} equally among ${groups} friends. How many does each friend get?`,
        answer: String(each),
      };
    }
    const [speed, hours] = [r.int(3, 12) * 10, r.int(2, 5)];
    return { question: `A train travels ${speed * hours} km in ${hours} hours. What is its average speed?`, answer: String(speed) };
  },
};

/**
 * Three practice problems for a topic and grade band. The same seed always gives the same
 * problems (the server seeds with the learner and the day, so they change daily); every problem
 * has a whole-number solution set the built-in tutor can solve and check.
 */
export function practiceProblems(topic: MathTopic, band: GradeBand, seed: number): PracticeProblem[] {
  const random = seeded(seed);
  const problems: PracticeProblem[] = [];
  for (let tries = 0; problems.length < problemsPerTopic && tries < 20; tries++) {
    const problem = generators[topic](random, band);
    if (!problems.some((p) => p.question === problem.question)) problems.push(problem);
  }
  return problems;
}

/** A 32-bit seed from a text (FNV-1a), e.g. the learner's id and the day. */
export function seedFrom(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}
