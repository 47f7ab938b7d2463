import { gcd, lowestTerms, lowestTermsLatex } from '../high/whole-numbers.js';
import type { MathsTemplate } from '../maths-template.js';
import { simplifiedFractionLatex } from './fraction-steps.js';
import { middleText } from './middle-text.js';

const topic = 'math-middle-rational-number-operations';
const text = (key: string, values?: Parameters<typeof middleText>[1]) => middleText(`rational-number-operations.${key}`, values);

type Random = Parameters<MathsTemplate['generate']>[0];

/** A proper or improper fraction n/d in lowest terms that is not a whole number. */
function fraction(random: Random, maxDenominator: number): [number, number] {
  for (;;) {
    const [n, d] = [random.int(1, maxDenominator + 3), random.int(2, maxDenominator)];
    if (gcd(n, d) === 1) return [n, d];
  }
}

/** A number as a later operand: negatives in brackets, as written by hand. */
const operand = (latex: string, negative: boolean) => (negative ? `\\left(${latex}\\right)` : latex);
const fractionLatex = (n: number, d: number) => `${n < 0 ? '-' : ''}\\frac{${Math.abs(n)}}{${d}}`;

const divideFractions: MathsTemplate = {
  id: `${topic}.divide-fractions`,
  topic,
  skill: 'divide-fractions',
  generate(random) {
    const [[a, b], [c, d]] = [fraction(random, 9), fraction(random, 9)];
    const [n, m] = [a * d, b * c];
    return {
      prompt: text('calculate.lowestTerms'),
      maths: `\\frac{${a}}{${b}} \\div \\frac{${c}}{${d}}`,
      answer: { kind: 'number', value: lowestTerms(n, m), form: 'lowest-terms' },
      steps: [
        { text: text('divide.reciprocal'), maths: `\\frac{${a}}{${b}} \\times \\frac{${d}}{${c}}` },
        { text: text('divide.multiply'), maths: `\\frac{${a} \\times ${d}}{${b} \\times ${c}} = \\frac{${n}}{${m}}` },
        { text: text('shared.simplify'), maths: simplifiedFractionLatex(n, m) },
      ],
      checks: [{ evaluate: `(${a}/${b}) / (${c}/${d})` }],
    };
  },
};

const addSubtractIntegers: MathsTemplate = {
  id: `${topic}.add-subtract-integers`,
  topic,
  skill: 'integer-operations',
  generate(random) {
    const [a, b] = [random.nonZero(-20, 20), random.nonZero(-20, 20)];
    const subtract = random.int(0, 1) === 1;
    const added = subtract ? -b : b;
    const result = a + added;
    const shown = `${a} ${subtract ? '-' : '+'} ${operand(String(b), b < 0)}`;
    const rewrite = subtract
      ? [{ text: text('integers.addOpposite'), maths: `${shown} = ${a} + ${operand(String(added), added < 0)}` }]
      : [];
    return {
      prompt: text('calculate.plain'),
      maths: shown,
      answer: { kind: 'number', value: String(result) },
      steps: [
        ...rewrite,
        {
          text: text(Math.sign(a) === Math.sign(added) ? 'integers.sameSigns' : 'integers.differentSigns'),
          maths: `${a} + ${operand(String(added), added < 0)} = ${result}`,
        },
      ],
      checks: [{ evaluate: `${a} ${subtract ? '-' : '+'} (${b})` }],
    };
  },
};

const multiplyDivideIntegers: MathsTemplate = {
  id: `${topic}.multiply-divide-integers`,
  topic,
  skill: 'integer-operations',
  generate(random) {
    const [a, b] = [random.nonZero(-12, 12), random.nonZero(-12, 12)];
    const divide = random.int(0, 1) === 1;
    // A division is built from its answer, so it always comes out whole.
    const [left, right, result] = divide ? [a * b, b, a] : [a, b, a * b];
    const shown = `${left} ${divide ? '\\div' : '\\times'} ${operand(String(right), right < 0)}`;
    return {
      prompt: text('calculate.plain'),
      maths: shown,
      answer: { kind: 'number', value: String(result) },
      steps: [
        { text: text(Math.sign(left) === Math.sign(right) ? 'integers.productPositive' : 'integers.productNegative') },
        { text: text('shared.calculateSizes'), maths: `${shown} = ${result}` },
      ],
      checks: [{ evaluate: `${left} ${divide ? '/' : '*'} (${right})` }],
    };
  },
};

const addSignedFractions: MathsTemplate = {
  id: `${topic}.add-signed-fractions`,
  topic,
  skill: 'rational-operations',
  generate(random) {
    const [size, b] = fraction(random, 8);
    let [otherSize, d] = fraction(random, 8);
    while (d === b) [otherSize, d] = fraction(random, 8);
    const [a, c] = [size * random.pick([-1, 1]), otherSize * random.pick([-1, 1])];
    const common = (b * d) / gcd(b, d);
    const [p, q] = [a * (common / b), c * (common / d)];
    const sum = p + q;
    return {
      prompt: text('calculate.lowestTerms'),
      maths: `${fractionLatex(a, b)} + ${operand(fractionLatex(c, d), c < 0)}`,
      answer: { kind: 'number', value: lowestTerms(sum, common), form: 'lowest-terms' },
      steps: [
        {
          text: text('fractions.commonDenominator', { denominator: common }),
          maths: `${fractionLatex(p, common)} + ${operand(fractionLatex(q, common), q < 0)}`,
        },
        {
          text: text('fractions.addNumerators'),
          maths: `\\frac{${p} + ${operand(String(q), q < 0)}}{${common}} = \\frac{${sum}}{${common}}`,
        },
        { text: text('shared.simplify'), maths: `${lowestTermsLatex(sum, common)}` },
      ],
      checks: [{ evaluate: `${a}/${b} + (${c}/${d})` }],
    };
  },
};

/** A number of tenths as a decimal: -25 → "-2.5". */
const tenths = (n: number) => (n / 10).toFixed(1).replace(/\.0$/, '');
/** A number of hundredths as a decimal without trailing zeros: -150 → "-1.5". */
const hundredths = (n: number) => (n / 100).toFixed(2).replace(/\.?0+$/, '');

const multiplyDecimals: MathsTemplate = {
  id: `${topic}.multiply-decimals`,
  topic,
  skill: 'rational-operations',
  generate(random) {
    // Whole numbers of tenths, at least one not a whole number, so the decimals matter.
    const [p, q] = [random.nonZero(-50, 50), random.nonZero(-9, 9)];
    const [x, y] = [p % 10 === 0 ? p + Math.sign(p) * 5 : p, q];
    const product = x * y;
    return {
      prompt: text('calculate.plain'),
      maths: `${tenths(x)} \\times ${operand(tenths(y), y < 0)}`,
      answer: { kind: 'number', value: hundredths(product) },
      steps: [
        { text: text(Math.sign(x) === Math.sign(y) ? 'integers.productPositive' : 'integers.productNegative') },
        { text: text('decimals.wholeNumbers'), maths: `${Math.abs(x)} \\times ${Math.abs(y)} = ${Math.abs(product)}` },
        { text: text('decimals.placeValue'), maths: `${tenths(x)} \\times ${operand(tenths(y), y < 0)} = ${hundredths(product)}` },
      ],
      checks: [{ evaluate: `(${x}/10) * (${y}/10)` }],
    };
  },
};

export const rationalNumberOperationsTemplates: readonly MathsTemplate[] = [
  divideFractions,
  addSubtractIntegers,
  multiplyDivideIntegers,
  addSignedFractions,
  multiplyDecimals,
];
