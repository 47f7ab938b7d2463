import type { GeneratedMathsItem, MathsTemplate } from '../maths-template.js';
import { frac, gcd } from './fraction-arithmetic.js';

const topic = 'math-elementary-fractions';
const key = (name: string) => `mathsElementary:fractions.${name}`;
const wholes = ['pizza', 'cake', 'chocolateBar', 'garden'].map((whole) => `mathsElementary:wholes.${whole}`);
const signs = ['<', '=', '>'] as const;
const holdsSign = (sign: (typeof signs)[number]) => (sign === '=' ? '==' : sign);

export const fractionsTemplates: MathsTemplate[] = [
  {
    id: `${topic}.fraction-of-a-whole`,
    topic,
    skill: 'fraction-meaning',
    generate(random): GeneratedMathsItem {
      const parts = random.pick([2, 3, 4, 5, 6, 8, 10, 12]);
      const taken = random.int(1, parts - 1);
      return {
        prompt: { key: key('fractionOfWhole.prompt'), values: { parts, taken, whole: { t: random.pick(wholes) } } },
        answer: { kind: 'number', value: `${taken}/${parts}` },
        steps: [
          { text: { key: key('fractionOfWhole.denominator'), values: { parts } } },
          { text: { key: key('fractionOfWhole.numerator'), values: { taken } }, maths: frac(taken, parts) },
        ],
        checks: [{ solve: `${parts} * n = ${taken}`, variable: 'n' }],
      };
    },
  },
  {
    id: `${topic}.equivalent-missing-numerator`,
    topic,
    skill: 'equivalent-fractions',
    generate(random): GeneratedMathsItem {
      const denominator = random.int(2, 6);
      let numerator = random.int(1, denominator - 1);
      while (gcd(numerator, denominator) !== 1) numerator = random.int(1, denominator - 1);
      const factor = random.int(2, 5);
      return {
        prompt: { key: key('equivalent.prompt') },
        maths: `${frac(numerator, denominator)} = \\frac{\\square}{${denominator * factor}}`,
        answer: { kind: 'number', value: String(numerator * factor) },
        steps: [
          {
            text: { key: key('equivalent.factor'), values: { factor } },
            maths: `${denominator} \\times ${factor} = ${denominator * factor}`,
          },
          {
            text: { key: key('equivalent.same') },
            maths: `${frac(numerator, denominator)} = ${frac(numerator * factor, denominator * factor)}`,
          },
        ],
        checks: [{ solve: `${numerator} / ${denominator} = n / ${denominator * factor}`, variable: 'n' }],
      };
    },
  },
  {
    id: `${topic}.simplify`,
    topic,
    skill: 'equivalent-fractions',
    generate(random): GeneratedMathsItem {
      const denominator = random.int(2, 9);
      let numerator = random.int(1, denominator - 1);
      while (gcd(numerator, denominator) !== 1) numerator = random.int(1, denominator - 1);
      const factor = random.int(2, 6);
      const [n, d] = [numerator * factor, denominator * factor];
      return {
        prompt: { key: key('simplify.prompt') },
        maths: frac(n, d),
        answer: { kind: 'number', value: `${numerator}/${denominator}`, form: 'lowest-terms' },
        steps: [
          { text: { key: key('simplify.common'), values: { factor } } },
          {
            text: { key: key('simplify.divide') },
            maths: `\\frac{${n} \\div ${factor}}{${d} \\div ${factor}} = ${frac(numerator, denominator)}`,
          },
        ],
        checks: [{ evaluate: `${n}/${d}` }],
      };
    },
  },
  {
    id: `${topic}.compare-same-part`,
    topic,
    skill: 'compare-fractions',
    generate(random): GeneratedMathsItem {
      // Same denominator or same numerator (3.NF.A.3.d): reason about the size of the parts.
      const sameDenominator = random.int(0, 1) === 0;
      let left: number[], right: number[];
      if (sameDenominator) {
        // Two different numerators: the same fraction twice would be no comparison at all.
        const denominator = random.int(3, 12);
        const [a, b] = random.shuffle(Array.from({ length: denominator - 1 }, (_, i) => i + 1)).slice(0, 2) as [number, number];
        [left, right] = [
          [a, denominator],
          [b, denominator],
        ];
      } else {
        const [p, q] = random.shuffle([2, 3, 4, 5, 6, 8, 10, 12]).slice(0, 2) as [number, number];
        const numerator = random.int(1, Math.min(p, q) - 1);
        [left, right] = [
          [numerator, p],
          [numerator, q],
        ];
      }
      const value = (f: number[]) => f[0]! / f[1]!;
      const answer = value(left) < value(right) ? 0 : value(left) === value(right) ? 1 : 2;
      const sign = signs[answer]!;
      return {
        prompt: { key: key('compare.prompt') },
        maths: `${frac(left[0]!, left[1]!)} \\;\\square\\; ${frac(right[0]!, right[1]!)}`,
        answer: { kind: 'choice', choices: [...signs], answer },
        steps: [
          { text: { key: key(sameDenominator ? 'compare.sameDenominator' : 'compare.sameNumerator') } },
          { text: { key: key('compare.result') }, maths: `${frac(left[0]!, left[1]!)} ${sign} ${frac(right[0]!, right[1]!)}` },
        ],
        checks: [{ holds: `${left[0]}/${left[1]} ${holdsSign(sign)} ${right[0]}/${right[1]}` }],
      };
    },
  },
  {
    id: `${topic}.compare-unlike`,
    topic,
    skill: 'compare-fractions',
    generate(random): GeneratedMathsItem {
      // Different numerators and denominators (4.NF.A.2): rename over a common denominator.
      const [b, d] = random.shuffle([2, 3, 4, 5, 6, 8, 10, 12]).slice(0, 2) as [number, number];
      const a = random.int(1, b - 1);
      const c = random.int(1, d - 1);
      const common = (b * d) / gcd(b, d);
      const [left, right] = [(a * common) / b, (c * common) / d];
      const answer = left < right ? 0 : left === right ? 1 : 2;
      const sign = signs[answer]!;
      return {
        prompt: { key: key('compare.prompt') },
        maths: `${frac(a, b)} \\;\\square\\; ${frac(c, d)}`,
        answer: { kind: 'choice', choices: [...signs], answer },
        steps: [
          {
            text: { key: key('compare.commonDenominator'), values: { common } },
            maths: `${frac(a, b)} = ${frac(left, common)}, \\quad ${frac(c, d)} = ${frac(right, common)}`,
          },
          { text: { key: key('compare.result') }, maths: `${frac(a, b)} ${sign} ${frac(c, d)}` },
        ],
        checks: [{ holds: `${a}/${b} ${holdsSign(sign)} ${c}/${d}` }],
      };
    },
  },
];
