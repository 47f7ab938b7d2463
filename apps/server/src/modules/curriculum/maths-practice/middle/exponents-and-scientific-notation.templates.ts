import type { SeededRandom } from '@brainboost/domain/random/seeded-random';
import { bracketed } from '../high/signed-sum.js';
import { lowestTerms, lowestTermsLatex } from '../high/whole-numbers.js';
import type { MathsTemplate } from '../maths-template.js';
import { middleText } from './middle-text.js';

const topic = 'math-middle-exponents-and-scientific-notation';
const text = (key: string, values?: Parameters<typeof middleText>[1]) => middleText(`exponents-and-scientific-notation.${key}`, values);

/** b^e as an exact fraction [numerator, denominator] (e may be negative). */
const powerOf = (base: number, exponent: number): [number, number] => (exponent >= 0 ? [base ** exponent, 1] : [1, base ** -exponent]);

const productQuotient: MathsTemplate = {
  id: `${topic}.product-quotient`,
  topic,
  skill: 'exponent-laws',
  generate(random) {
    const base = random.pick([2, 3, 5, 10]);
    const result = random.int(-3, base === 2 ? 4 : 3);
    let [m, n, k] = [0, 0, 0];
    // Exponents of both signs, none zero, none larger than 9, that leave `result`.
    do [m, n] = [random.nonZero(-5, 7), random.nonZero(-5, 7)];
    while ((k = m + n - result) === 0 || Math.abs(k) > 9);
    const [numerator, denominator] = powerOf(base, result);
    return {
      prompt: text('productQuotient.prompt'),
      maths: `\\frac{${base}^{${m}} \\cdot ${base}^{${n}}}{${base}^{${k}}}`,
      answer: { kind: 'number', value: lowestTerms(numerator, denominator), form: 'lowest-terms' },
      steps: [
        { text: text('productQuotient.add'), maths: `\\frac{${base}^{${m + n}}}{${base}^{${k}}}` },
        { text: text('productQuotient.subtract'), maths: `${base}^{${m + n} - ${bracketed(k)}} = ${base}^{${result}}` },
        {
          text: text(result < 0 ? 'shared.reciprocal' : result === 0 ? 'shared.zeroPower' : 'shared.evaluate'),
          maths: `${base}^{${result}} = ${lowestTermsLatex(numerator, denominator)}`,
        },
      ],
      checks: [{ evaluate: `${base}^(${m}) * ${base}^(${n}) / ${base}^(${k})` }],
    };
  },
};

/** Coprime p and q, not equal, from 1 to 6. */
function coprimePair(random: SeededRandom): [number, number] {
  for (;;) {
    const [p, q] = [random.int(1, 6), random.int(1, 6)];
    let [a, b] = [p, q];
    while (b !== 0) [a, b] = [b, a % b];
    if (p !== q && a === 1) return [p, q];
  }
}

const negativeExponent: MathsTemplate = {
  id: `${topic}.negative-exponent`,
  topic,
  skill: 'exponent-laws',
  generate(random) {
    const [p, q] = coprimePair(random);
    const n = random.int(1, p <= 3 && q <= 3 ? 3 : 2);
    const base = q === 1 ? String(p) : `\\left(\\frac{${p}}{${q}}\\right)`;
    const flipped = p === 1 ? String(q) : `\\left(\\frac{${q}}{${p}}\\right)`;
    return {
      prompt: text('negativeExponent.prompt'),
      maths: `${base}^{-${n}}`,
      answer: { kind: 'number', value: lowestTerms(q ** n, p ** n), form: 'lowest-terms' },
      steps: [
        { text: text('shared.reciprocal'), maths: `${base}^{-${n}} = ${flipped}^{${n}}` },
        { text: text('shared.evaluate'), maths: `${flipped}^{${n}} = ${lowestTermsLatex(q ** n, p ** n)}` },
      ],
      checks: [{ evaluate: `(${p}/${q})^(-${n})` }],
    };
  },
};

/** The step "divide both sides by a", when there is an a other than 1 to divide by. */
const dividedBy = (a: number, result: string) => (a === 1 ? [] : [{ text: text('shared.divideBoth', { value: a }), maths: result }]);

const squareEquation: MathsTemplate = {
  id: `${topic}.square-equation`,
  topic,
  skill: 'square-and-cube-roots',
  generate(random) {
    const [root, a] = [random.int(2, 13), random.pick([1, 1, 2, 3, 4])];
    const square = root * root;
    return {
      prompt: text('squareEquation.prompt'),
      maths: `${a === 1 ? '' : a}x^{2} = ${a * square}`,
      answer: { kind: 'solutions', value: `x=${root};x=-${root}`, variable: 'x' },
      steps: [
        ...dividedBy(a, `x^{2} = ${square}`),
        { text: text('squareEquation.root'), maths: `\\sqrt{${square}} = ${root}` },
        { text: text('squareEquation.bothSigns', { root }), maths: `x = ${root} \\text{ or } x = -${root}` },
      ],
      checks: [{ solve: `${a}*x^2 = ${a * square}`, variable: 'x' }],
    };
  },
};

const cubeEquation: MathsTemplate = {
  id: `${topic}.cube-equation`,
  topic,
  skill: 'square-and-cube-roots',
  generate(random) {
    const [root, a] = [random.pick([-6, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8, 9, 10]), random.pick([1, 1, 2, 3])];
    const cube = root ** 3;
    return {
      prompt: text('cubeEquation.prompt'),
      maths: `${a === 1 ? '' : a}x^{3} = ${a * cube}`,
      answer: { kind: 'number', value: String(root) },
      steps: [
        ...dividedBy(a, `x^{3} = ${cube}`),
        { text: text('cubeEquation.root'), maths: `x = \\sqrt[3]{${cube}}` },
        { text: text('cubeEquation.check', { root }), maths: `(${root})^{3} = ${cube}` },
      ],
      checks: [{ solve: `${a}*x^3 = ${a * cube}`, variable: 'x' }],
    };
  },
};

/** d × 10^(power - 1) written out in full: 42 and 7 give "42\,000\,000", 42 and -4 give "0.00042". */
function standardForm(digits: number, power: number, latex: boolean): string {
  const shift = power - 1;
  if (shift >= 0) {
    const whole = `${digits}${'0'.repeat(shift)}`;
    return latex ? whole.replace(/\B(?=(\d{3})+$)/g, '\\,') : whole;
  }
  return `0.${'0'.repeat(-shift - 2)}${digits}`;
}

const toScientific: MathsTemplate = {
  id: `${topic}.to-scientific`,
  topic,
  skill: 'scientific-notation',
  generate(random) {
    let digits = random.int(11, 99);
    while (digits % 10 === 0) digits = random.int(11, 99);
    const power = random.pick([-6, -5, -4, -3, -2, 3, 4, 5, 6, 7, 8, 9]);
    const mantissa = `${Math.floor(digits / 10)}.${digits % 10}`;
    return {
      prompt: text('toScientific.prompt'),
      maths: standardForm(digits, power, true),
      answer: { kind: 'number', value: `${mantissa}*10^${power}` },
      steps: [
        { text: text('toScientific.mantissa', { mantissa }) },
        {
          text: text(power > 0 ? 'toScientific.left' : 'toScientific.right', { places: Math.abs(power) }),
          maths: `${mantissa} \\times 10^{${power}}`,
        },
      ],
      checks: [{ evaluate: standardForm(digits, power, false) }],
    };
  },
};

const timesAsLarge: MathsTemplate = {
  id: `${topic}.times-as-large`,
  topic,
  skill: 'scientific-notation',
  generate(random) {
    const small = random.int(1, 4);
    const times = random.int(1, Math.floor(9 / small));
    const large = small * times;
    const [n, gap] = [random.int(-4, 6), random.int(times === 1 ? 2 : 1, 6)];
    const m = n + gap;
    const value = times * 10 ** gap;
    return {
      prompt: text('timesAsLarge.prompt'),
      maths: `A = ${large} \\times 10^{${m}}, \\quad B = ${small} \\times 10^{${n}}`,
      answer: { kind: 'number', value: String(value) },
      steps: [
        { text: text('timesAsLarge.divide'), maths: `\\frac{${large} \\times 10^{${m}}}{${small} \\times 10^{${n}}}` },
        {
          text: text('timesAsLarge.parts'),
          maths: `\\frac{${large}}{${small}} \\times 10^{${m} - ${bracketed(n)}} = ${times} \\times 10^{${gap}} = ${value}`,
        },
      ],
      checks: [{ evaluate: `(${large}*10^(${m})) / (${small}*10^(${n}))` }],
    };
  },
};

const multiplyScientific: MathsTemplate = {
  id: `${topic}.multiply-scientific`,
  topic,
  skill: 'scientific-notation',
  generate(random) {
    const [a, b] = [random.int(2, 9), random.int(2, 9)];
    const [m, n] = [random.nonZero(-6, 9), random.nonZero(-6, 9)];
    const product = a * b;
    const carried = product >= 10;
    const mantissa = carried ? String(product / 10) : String(product);
    const power = m + n + (carried ? 1 : 0);
    return {
      prompt: text('multiplyScientific.prompt'),
      maths: `(${a} \\times 10^{${m}})(${b} \\times 10^{${n}})`,
      answer: { kind: 'number', value: `${mantissa}*10^${power}` },
      steps: [
        { text: text('multiplyScientific.multiply'), maths: `${product} \\times 10^{${m + n}}` },
        carried
          ? { text: text('multiplyScientific.adjust'), maths: `${product} \\times 10^{${m + n}} = ${mantissa} \\times 10^{${power}}` }
          : { text: text('multiplyScientific.alreadyScientific'), maths: `${mantissa} \\times 10^{${power}}` },
      ],
      checks: [{ evaluate: `(${a}*10^(${m})) * (${b}*10^(${n}))` }],
    };
  },
};

export const exponentsTemplates: readonly MathsTemplate[] = [
  productQuotient,
  negativeExponent,
  squareEquation,
  cubeEquation,
  toScientific,
  timesAsLarge,
  multiplyScientific,
];
