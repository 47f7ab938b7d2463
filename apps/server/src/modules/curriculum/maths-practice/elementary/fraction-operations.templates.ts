import type { GeneratedMathsItem, MathsTemplate } from '../maths-template.js';
import { frac, gcd, reduced } from './fraction-arithmetic.js';

const topic = 'math-elementary-fraction-operations';
const key = (name: string) => `mathsElementary:fractionOperations.${name}`;

/** "3/4" → \frac{3}{4}, "2" → 2: a reduced answer in LaTeX. */
const fractionLatex = (value: string) => value.replace(/^(\d+)\/(\d+)$/, '\\frac{$1}{$2}');

/** The last step of an unlike-denominator sum: reduce it, or say why it is already in simplest form (not "13/12 = 13/12"). */
function simplestStep(numerator: number, denominator: number): GeneratedMathsItem['steps'][number] {
  if (gcd(numerator, denominator) === 1) {
    return { text: { key: key('unlike.alreadySimplest'), values: { n: numerator, d: denominator } }, maths: frac(numerator, denominator) };
  }
  return {
    text: { key: key('unlike.simplify') },
    maths: `${frac(numerator, denominator)} = ${fractionLatex(reduced(numerator, denominator))}`,
  };
}

export const fractionOperationsTemplates: MathsTemplate[] = [
  {
    id: `${topic}.add-like`,
    topic,
    skill: 'like-denominators',
    generate(random): GeneratedMathsItem {
      const d = random.int(3, 12);
      const [a, b] = [random.int(1, d - 1), random.int(1, d - 1)];
      return {
        prompt: { key: key('addLike.prompt') },
        maths: `${frac(a, d)} + ${frac(b, d)}`,
        answer: { kind: 'number', value: `${a + b}/${d}` },
        steps: [
          { text: { key: key('like.numerators'), values: { d } }, maths: `\\frac{${a} + ${b}}{${d}} = ${frac(a + b, d)}` },
          ...(a + b >= d ? [{ text: { key: key('like.whole') }, maths: `${frac(a + b, d)} = ${reduced(a + b, d)}` }] : []),
        ],
        checks: [{ evaluate: `${a}/${d} + ${b}/${d}` }],
      };
    },
  },
  {
    id: `${topic}.subtract-like`,
    topic,
    skill: 'like-denominators',
    generate(random): GeneratedMathsItem {
      const d = random.int(3, 12);
      const a = random.int(2, d);
      const b = random.int(1, a - 1);
      return {
        prompt: { key: key('subtractLike.prompt') },
        maths: `${frac(a, d)} - ${frac(b, d)}`,
        answer: { kind: 'number', value: `${a - b}/${d}` },
        steps: [{ text: { key: key('like.numeratorsSubtract'), values: { d } }, maths: `\\frac{${a} - ${b}}{${d}} = ${frac(a - b, d)}` }],
        checks: [{ evaluate: `${a}/${d} - ${b}/${d}` }],
      };
    },
  },
  {
    id: `${topic}.add-unlike`,
    topic,
    skill: 'unlike-denominators',
    generate(random): GeneratedMathsItem {
      const [b, d] = random.shuffle([2, 3, 4, 5, 6, 8, 10, 12]).slice(0, 2) as [number, number];
      let [a, c] = [random.int(1, b - 1), random.int(1, d - 1)];
      while (gcd(a, b) !== 1) a = random.int(1, b - 1);
      while (gcd(c, d) !== 1) c = random.int(1, d - 1);
      const common = (b * d) / gcd(b, d);
      const [x, y] = [(a * common) / b, (c * common) / d];
      const sum = reduced(x + y, common);
      return {
        prompt: { key: key('addUnlike.prompt') },
        maths: `${frac(a, b)} + ${frac(c, d)}`,
        answer: { kind: 'number', value: sum, form: 'lowest-terms' },
        steps: [
          {
            text: { key: key('unlike.common'), values: { common } },
            maths: `${frac(a, b)} + ${frac(c, d)} = ${frac(x, common)} + ${frac(y, common)}`,
          },
          { text: { key: key('unlike.add') }, maths: `${frac(x + y, common)}` },
          simplestStep(x + y, common),
        ],
        checks: [{ evaluate: `${a}/${b} + ${c}/${d}` }],
      };
    },
  },
  {
    id: `${topic}.subtract-unlike`,
    topic,
    skill: 'unlike-denominators',
    generate(random): GeneratedMathsItem {
      const [b, d] = random.shuffle([2, 3, 4, 5, 6, 8, 10, 12]).slice(0, 2) as [number, number];
      const common = (b * d) / gcd(b, d);
      let [a, c] = [1, 1];
      // Both fractions in lowest terms and the first the larger, so the difference is positive.
      do {
        [a, c] = [random.int(1, b - 1), random.int(1, d - 1)];
      } while (gcd(a, b) !== 1 || gcd(c, d) !== 1 || a * d <= c * b);
      const [x, y] = [(a * common) / b, (c * common) / d];
      const difference = reduced(x - y, common);
      return {
        prompt: { key: key('subtractUnlike.prompt') },
        maths: `${frac(a, b)} - ${frac(c, d)}`,
        answer: { kind: 'number', value: difference, form: 'lowest-terms' },
        steps: [
          {
            text: { key: key('unlike.common'), values: { common } },
            maths: `${frac(a, b)} - ${frac(c, d)} = ${frac(x, common)} - ${frac(y, common)}`,
          },
          { text: { key: key('unlike.subtract') }, maths: `${frac(x - y, common)}` },
          simplestStep(x - y, common),
        ],
        checks: [{ evaluate: `${a}/${b} - ${c}/${d}` }],
      };
    },
  },
  {
    id: `${topic}.times-whole`,
    topic,
    skill: 'fraction-times-whole',
    generate(random): GeneratedMathsItem {
      const d = random.int(2, 12);
      const [n, a] = [random.int(2, 9), random.int(1, d - 1)];
      return {
        prompt: { key: key('timesWhole.prompt') },
        maths: `${n} \\times ${frac(a, d)}`,
        answer: { kind: 'number', value: `${n * a}/${d}` },
        steps: [
          { text: { key: key('timesWhole.repeat'), values: { n } }, maths: `${n} \\times ${frac(a, d)} = \\frac{${n} \\times ${a}}{${d}}` },
          {
            text: { key: key('answerIs') },
            maths: gcd(n * a, d) === 1 ? frac(n * a, d) : `${frac(n * a, d)} = ${fractionLatex(reduced(n * a, d))}`,
          },
        ],
        checks: [{ evaluate: `${n} * ${a}/${d}` }],
      };
    },
  },
];
