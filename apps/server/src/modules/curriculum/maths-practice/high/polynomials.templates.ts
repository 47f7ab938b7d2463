import type { MathsTemplate } from '../maths-template.js';
import { highText } from './high-text.js';
import { gcd } from './whole-numbers.js';
import { polynomial, signedSum } from './signed-sum.js';

const topic = 'math-high-polynomials';

const addSubtract: MathsTemplate = {
  id: `${topic}.add-subtract`,
  topic,
  skill: 'add-subtract-polynomials',
  generate(random) {
    const first = [random.nonZero(-9, 9), random.nonZero(-9, 9), random.nonZero(-9, 9)];
    let second = [random.nonZero(-9, 9), random.nonZero(-9, 9), random.nonZero(-9, 9)];
    const subtract = random.next() < 0.5;
    const combine = (q: number[]) => first.map((p, i) => (subtract ? p - q[i]! : p + q[i]!));
    // The x^2 terms must not cancel, so the answer stays a quadratic.
    while (combine(second)[0] === 0) second = [random.nonZero(-9, 9), second[1]!, second[2]!];
    const sum = combine(second);
    const operator = subtract ? '-' : '+';
    const withoutBrackets = [...first, ...(subtract ? second.map((c) => -c) : second)];
    return {
      prompt: highText('shared.simplify'),
      maths: `(${polynomial(first, true)}) ${operator} (${polynomial(second, true)})`,
      answer: { kind: 'expression', value: polynomial(sum, false), variables: ['x'], form: 'expanded' },
      steps: [
        {
          text: highText(subtract ? 'polynomials.addSubtract.distributeMinus' : 'polynomials.addSubtract.removeBrackets'),
          maths: signedSum(withoutBrackets.map((coefficient, i) => ({ coefficient, body: ['x^{2}', 'x', ''][i % 3]! }))),
        },
        { text: highText('shared.combineLikeTerms'), maths: polynomial(sum, true) },
      ],
      checks: [{ equivalent: `(${polynomial(first, false)}) ${operator} (${polynomial(second, false)})` }],
    };
  },
};

const multiplyBinomials: MathsTemplate = {
  id: `${topic}.multiply-binomials`,
  topic,
  skill: 'multiply-polynomials',
  generate(random) {
    const [a, b, c, d] = [random.int(1, 5), random.nonZero(-9, 9), random.int(1, 5), random.nonZero(-9, 9)];
    const product = [a * c, a * d + b * c, b * d];
    const binomial = (p: number, q: number) => polynomial([p, q], true);
    return {
      prompt: highText('polynomials.multiply.prompt'),
      maths: `(${binomial(a, b)})(${binomial(c, d)})`,
      answer: { kind: 'expression', value: polynomial(product, false), variables: ['x'], form: 'expanded' },
      steps: [
        {
          text: highText('polynomials.multiply.foil'),
          maths: signedSum([
            { coefficient: a * c, body: 'x^{2}' },
            { coefficient: a * d, body: 'x' },
            { coefficient: b * c, body: 'x' },
            { coefficient: b * d, body: '' },
          ]),
        },
        { text: highText('shared.combineLikeTerms'), maths: polynomial(product, true) },
      ],
      checks: [{ equivalent: `(${polynomial([a, b], false)})*(${polynomial([c, d], false)})` }],
    };
  },
};

const multiplyTrinomial: MathsTemplate = {
  id: `${topic}.multiply-binomial-trinomial`,
  topic,
  skill: 'multiply-polynomials',
  generate(random) {
    const [a, b, c] = [random.nonZero(-6, 6), random.nonZero(-6, 6), random.nonZero(-9, 9)];
    const trinomial = [1, b, c];
    const product = [1, b + a, c + a * b, a * c];
    return {
      prompt: highText('polynomials.multiply.prompt'),
      maths: `(${polynomial([1, a], true)})(${polynomial(trinomial, true)})`,
      answer: { kind: 'expression', value: polynomial(product, false), variables: ['x'], form: 'expanded' },
      steps: [
        {
          text: highText('polynomials.multiply.distribute'),
          maths: `${signedSum([
            { coefficient: 1, body: 'x^{3}' },
            { coefficient: b, body: 'x^{2}' },
            { coefficient: c, body: 'x' },
          ])} ${signedSum([
            { coefficient: a, body: 'x^{2}' },
            { coefficient: a * b, body: 'x' },
            { coefficient: a * c, body: '' },
          ]).replace(/^(?!-)/, '+ ')}`,
        },
        { text: highText('shared.combineLikeTerms'), maths: polynomial(product, true) },
      ],
      checks: [{ equivalent: `(${polynomial([1, a], false)})*(${polynomial(trinomial, false)})` }],
    };
  },
};

const factorTrinomial: MathsTemplate = {
  id: `${topic}.factor-trinomial`,
  topic,
  skill: 'factor-polynomials',
  generate(random) {
    const p = random.nonZero(-9, 9);
    let q = random.nonZero(-9, 9);
    // p + q = 0 would be a difference of squares, the other template's problem.
    while (p + q === 0) q = random.nonZero(-9, 9);
    const factors = `(${polynomial([1, p], false)})(${polynomial([1, q], false)})`;
    return {
      prompt: highText('polynomials.factor.prompt'),
      maths: polynomial([1, p + q, p * q], true),
      answer: { kind: 'expression', value: factors, variables: ['x'], form: 'factored' },
      steps: [
        { text: highText('polynomials.factor.findPair', { product: p * q, sum: p + q, first: p, second: q }) },
        { text: highText('shared.writeFactors'), maths: factors },
      ],
      checks: [{ equivalent: polynomial([1, p + q, p * q], false) }],
    };
  },
};

const differenceOfSquares: MathsTemplate = {
  id: `${topic}.difference-of-squares`,
  topic,
  skill: 'factor-polynomials',
  generate(random) {
    const a = random.int(1, 6);
    let b = random.int(1, 11);
    // A common factor would have to come out first; keep the two-bracket answer complete.
    while (gcd(a, b) !== 1) b = random.int(1, 11);
    const term = a === 1 ? 'x' : `${a}x`;
    const factors = `(${term} - ${b})(${term} + ${b})`;
    return {
      prompt: highText('polynomials.factor.prompt'),
      maths: polynomial([a * a, 0, -b * b], true),
      answer: { kind: 'expression', value: factors, variables: ['x'], form: 'factored' },
      steps: [
        { text: highText('polynomials.differenceOfSquares.recognise'), maths: `${a === 1 ? 'x' : `(${term})`}^{2} - ${b}^{2}` },
        { text: highText('shared.writeFactors'), maths: factors },
      ],
      checks: [{ equivalent: polynomial([a * a, 0, -b * b], false) }],
    };
  },
};

export const polynomialsTemplates: readonly MathsTemplate[] = [
  addSubtract,
  multiplyBinomials,
  multiplyTrinomial,
  factorTrinomial,
  differenceOfSquares,
];
