import type { MathsTemplate } from '../maths-template.js';
import { highText } from './high-text.js';
import { gcd } from './whole-numbers.js';

const topic = 'math-high-exponents-and-exponential-functions';

/** k·x^e as the answer key writes it ("x^5", "12x^7"). */
const monomial = (k: number, e: number) => `${k === 1 ? '' : k}x^${e}`;
const monomialLatex = (k: number, e: number) => `${k === 1 ? '' : k}x^{${e}}`;

const productQuotient: MathsTemplate = {
  id: `${topic}.product-and-quotient`,
  topic,
  skill: 'exponent-rules',
  generate(random) {
    const [a, b, m, n] = [random.int(2, 6), random.int(2, 6), random.int(2, 7), random.int(2, 7)];
    const p = random.int(1, m + n - 2);
    const c = random.pick([1, ...[2, 3, 4, 6].filter((d) => (a * b) % d === 0)]);
    const [k, e] = [(a * b) / c, m + n - p];
    const denominator = c === 1 ? `x^{${p}}` : `${c}x^{${p}}`;
    return {
      prompt: highText('shared.simplify'),
      maths: `\\frac{${a}x^{${m}} \\cdot ${b}x^{${n}}}{${denominator.replace('x^{1}', 'x')}}`,
      answer: { kind: 'expression', value: monomial(k, e), variables: ['x'] },
      steps: [
        { text: highText('exponents.rules.product'), maths: `\\frac{${a * b}x^{${m + n}}}{${denominator.replace('x^{1}', 'x')}}` },
        { text: highText('exponents.rules.quotient'), maths: monomialLatex(k, e) },
      ],
      checks: [{ equivalent: `(${a}*x^${m} * ${b}*x^${n}) / (${c}*x^${p})` }],
    };
  },
};

const powerOfPower: MathsTemplate = {
  id: `${topic}.power-of-a-power`,
  topic,
  skill: 'exponent-rules',
  generate(random) {
    const [a, m, n] = [random.int(2, 5), random.int(2, 6), random.int(2, 3)];
    const k = a ** n;
    return {
      prompt: highText('shared.simplify'),
      maths: `(${a}x^{${m}})^{${n}}`,
      answer: { kind: 'expression', value: monomial(k, m * n), variables: ['x'] },
      steps: [
        { text: highText('exponents.rules.powerOfProduct'), maths: `${a}^{${n}} \\cdot (x^{${m}})^{${n}}` },
        { text: highText('exponents.rules.powerOfPower'), maths: monomialLatex(k, m * n) },
      ],
      checks: [{ equivalent: `(${a}*x^${m})^${n}` }],
    };
  },
};

/** Perfect powers r^q small enough to work out by hand, by root index q. */
const roots: Record<number, number[]> = { 2: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 3: [2, 3, 4, 5, 6, 10], 4: [2, 3, 5], 5: [2, 3] };

const rationalExponent: MathsTemplate = {
  id: `${topic}.rational-exponent`,
  topic,
  skill: 'rational-exponents-and-radicals',
  generate(random) {
    const q = random.pick([2, 3, 4, 5]);
    const r = random.pick(roots[q]!);
    let p = random.int(1, 3);
    while (gcd(p, q) !== 1) p = random.int(1, 3);
    const negative = random.next() < 0.3;
    const base = r ** q;
    const value = r ** p;
    const exponent = `${negative ? '-' : ''}\\frac{${p}}{${q}}`;
    const rootLatex = q === 2 ? `\\sqrt{${base}}` : `\\sqrt[${q}]{${base}}`;
    return {
      prompt: highText('exponents.rational.prompt'),
      maths: `${base}^{${exponent}}`,
      answer: { kind: 'number', value: negative ? `1/${value}` : String(value), form: 'lowest-terms' },
      steps: [
        { text: highText('exponents.rational.root', { index: q }), maths: `${rootLatex} = ${r}` },
        { text: highText('exponents.rational.power', { power: p }), maths: `${r}^{${p}} = ${value}` },
        ...(negative ? [{ text: highText('exponents.rational.reciprocal'), maths: `${base}^{${exponent}} = \\frac{1}{${value}}` }] : []),
      ],
      checks: [{ evaluate: `${base}^(${negative ? '-' : ''}${p}/${q})` }],
    };
  },
};

const simplifyRadical: MathsTemplate = {
  id: `${topic}.simplify-radical`,
  topic,
  skill: 'rational-exponents-and-radicals',
  generate(random) {
    const [k, m] = [random.int(2, 9), random.pick([2, 3, 5, 6, 7, 10, 11])];
    const n = k * k * m;
    return {
      prompt: highText('exponents.radical.prompt'),
      maths: `\\sqrt{${n}}`,
      answer: { kind: 'number', value: `${k}*sqrt(${m})` },
      steps: [
        { text: highText('exponents.radical.split', { square: k * k }), maths: `\\sqrt{${n}} = \\sqrt{${k * k}} \\cdot \\sqrt{${m}}` },
        { text: highText('exponents.radical.takeRoot'), maths: `${k}\\sqrt{${m}}` },
      ],
      checks: [{ evaluate: `sqrt(${n})` }],
    };
  },
};

/** numerator / 10^places as an exact decimal ("1157.625"). */
function decimal(numerator: number, places: number): string {
  const scale = 10 ** places;
  const [whole, rest] = [Math.floor(numerator / scale), numerator % scale];
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(places, '0').replace(/0+$/, '')}`;
}

const compoundChange: MathsTemplate = {
  id: `${topic}.compound-change`,
  topic,
  skill: 'exponential-models',
  generate(random) {
    for (;;) {
      const growth = random.next() < 0.5;
      const start = random.pick([200, 400, 500, 800, 1000, 1500, 2000, 2500, 4000, 5000, 8000, 10000]);
      const rate = growth ? random.pick([2, 4, 5, 10, 20, 25]) : random.pick([5, 10, 20, 25, 50]);
      const years = random.int(2, 4);
      const factor = growth ? 100 + rate : 100 - rate;
      const numerator = start * factor ** years;
      // Money: an answer to the cent, not a long decimal to round.
      if (numerator % 100 ** (years - 1) !== 0) continue;
      const value = decimal(numerator / 100 ** (years - 1), 2);
      const multiplier = decimal(factor, 2);
      return {
        prompt: highText(growth ? 'exponents.compound.growthPrompt' : 'exponents.compound.decayPrompt', { start, rate, years }),
        answer: { kind: 'number', value },
        steps: [
          {
            text: highText(growth ? 'exponents.compound.growthFactor' : 'exponents.compound.decayFactor', { rate, factor: multiplier }),
            maths: `A = ${start}(${multiplier})^{${years}}`,
          },
          { text: highText('shared.calculate'), maths: `A = ${value}` },
        ],
        checks: [{ evaluate: `${start}*(1 ${growth ? '+' : '-'} ${rate}/100)^${years}` }],
      };
    }
  },
};

const halfLife: MathsTemplate = {
  id: `${topic}.half-life`,
  topic,
  skill: 'exponential-models',
  generate(random) {
    const [left, halvings, period] = [random.int(3, 25), random.int(2, 4), random.pick([3, 5, 6, 8, 10, 12, 15, 20, 30])];
    const start = left * 2 ** halvings;
    const time = halvings * period;
    return {
      prompt: highText('exponents.halfLife.prompt', { start, period, time }),
      answer: { kind: 'number', value: String(left), unit: 'g' },
      steps: [
        { text: highText('exponents.halfLife.halvings', { halvings }), maths: `\\frac{${time}}{${period}} = ${halvings}` },
        { text: highText('exponents.halfLife.halve'), maths: `${start} \\cdot \\left(\\frac{1}{2}\\right)^{${halvings}} = ${left}` },
      ],
      checks: [{ evaluate: `${start}*(1/2)^(${time}/${period})` }],
    };
  },
};

/** Bases b of a·b^x: the plain text the CAS reads and its LaTeX. */
const bases = [
  ['1.05', '1.05'],
  ['1.2', '1.2'],
  ['0.8', '0.8'],
  ['0.95', '0.95'],
  ['3/2', '\\frac{3}{2}'],
  ['2/3', '\\frac{2}{3}'],
  ['2', '2'],
  ['1/4', '\\frac{1}{4}'],
  ['0.5', '0.5'],
  ['1.1', '1.1'],
  ['0.99', '0.99'],
  ['4/3', '\\frac{4}{3}'],
  ['3/4', '\\frac{3}{4}'],
  ['3', '3'],
] as const;

const growthOrDecay: MathsTemplate = {
  id: `${topic}.growth-or-decay`,
  topic,
  skill: 'growth-or-decay',
  generate(random) {
    const [[base, baseLatex], a] = [random.pick(bases), random.int(2, 500)];
    const growth = Number(baseValue(base)) > 1;
    return {
      prompt: highText('exponents.growthOrDecay.prompt'),
      maths: `f(x) = ${a}\\left(${baseLatex}\\right)^{x}`,
      answer: {
        kind: 'choice',
        choices: ['mathsHigh:exponents.growthOrDecay.growth', 'mathsHigh:exponents.growthOrDecay.decay'],
        choicesAreKeys: true,
        answer: growth ? 0 : 1,
      },
      steps: [
        {
          text: highText(growth ? 'exponents.growthOrDecay.because.growth' : 'exponents.growthOrDecay.because.decay', {
            base: baseLatex.includes('frac') ? base : baseLatex,
          }),
        },
      ],
      checks: [{ holds: `${base} ${growth ? '>' : '<'} 1` }],
    };
  },
};

/** The value of a base written "3/2" or "1.05". */
function baseValue(text: string): number {
  const [n, d] = text.split('/');
  return Number(n) / Number(d ?? 1);
}

export const exponentsTemplates: readonly MathsTemplate[] = [
  productQuotient,
  powerOfPower,
  rationalExponent,
  simplifyRadical,
  compoundChange,
  halfLife,
  growthOrDecay,
];
