import type { MathsTemplate } from '../maths-template.js';
import { highText } from './high-text.js';
import { polynomial, signedSum } from './signed-sum.js';

const topic = 'math-high-functions';

/** 2 to 6 or -6 to -2: a slope that is a real step. */
const slope = (random: { pick<T>(items: readonly T[]): T }) => random.pick([-6, -5, -4, -3, -2, 2, 3, 4, 5, 6]);

const evaluate: MathsTemplate = {
  id: `${topic}.evaluate`,
  topic,
  skill: 'evaluate-functions',
  generate(random) {
    const [a, b, c, k] = [random.nonZero(-4, 4), random.nonZero(-9, 9), random.int(-9, 9), random.nonZero(-5, 5)];
    const value = a * k * k + b * k + c;
    const substituted = signedSum([
      { coefficient: a, body: `(${k})^{2}` },
      { coefficient: b, body: `(${k})` },
      { coefficient: c, body: '' },
    ]);
    return {
      prompt: highText('functions.evaluate.prompt', { input: k }),
      maths: `f(x) = ${polynomial([a, b, c], true)}`,
      answer: { kind: 'number', value: String(value) },
      steps: [
        {
          text: highText('functions.evaluate.substitute', { input: k }),
          maths: `f(${k}) = ${substituted.replace(/(\d)\(/g, '$1 \\cdot (')}`,
        },
        { text: highText('shared.calculate'), maths: `f(${k}) = ${value}` },
      ],
      checks: [{ evaluate: `${a}*(${k})^2 + ${b}*(${k}) + ${c}` }],
    };
  },
};

const composeValue: MathsTemplate = {
  id: `${topic}.compose-at-a-point`,
  topic,
  skill: 'compose-functions',
  generate(random) {
    const [a, b, c, k] = [slope(random), random.nonZero(-9, 9), random.int(-6, 6), random.int(-4, 4)];
    const f = (x: number) => a * x + b;
    const g = (x: number) => x * x + c;
    const fFirst = random.next() < 0.5;
    const inner = fFirst ? f(k) : g(k);
    const value = fFirst ? g(inner) : f(inner);
    return {
      prompt: highText('functions.compose.prompt', { expression: fFirst ? `g(f(${k}))` : `f(g(${k}))` }),
      maths: `f(x) = ${polynomial([a, b], true)}, \\quad g(x) = ${polynomial([1, 0, c], true)}`,
      answer: { kind: 'number', value: String(value) },
      steps: [
        { text: highText('functions.compose.inner'), maths: `${fFirst ? 'f' : 'g'}(${k}) = ${inner}` },
        { text: highText('functions.compose.outer'), maths: `${fFirst ? 'g' : 'f'}(${inner}) = ${value}` },
      ],
      checks: [{ evaluate: fFirst ? `(${a}*(${k}) + ${b})^2 + ${c}` : `${a}*((${k})^2 + ${c}) + ${b}` }],
    };
  },
};

const composeExpression: MathsTemplate = {
  id: `${topic}.compose-expressions`,
  topic,
  skill: 'compose-functions',
  generate(random) {
    const [a, b, c, d] = [slope(random), random.nonZero(-9, 9), slope(random), random.nonZero(-9, 9)];
    const composed = [a * c, a * d + b];
    return {
      prompt: highText('functions.composeExpression.prompt'),
      maths: `f(x) = ${polynomial([a, b], true)}, \\quad g(x) = ${polynomial([c, d], true)}`,
      answer: { kind: 'expression', value: polynomial(composed, false), variables: ['x'], form: 'expanded' },
      steps: [
        {
          text: highText('functions.composeExpression.replace'),
          maths: `f(g(x)) = ${a}(${polynomial([c, d], true)}) ${b < 0 ? '-' : '+'} ${Math.abs(b)}`,
        },
        { text: highText('shared.simplify'), maths: `f(g(x)) = ${polynomial(composed, true)}` },
      ],
      checks: [{ equivalent: `${a}*(${c}*x + ${d}) + ${b}` }],
    };
  },
};

const inverse: MathsTemplate = {
  id: `${topic}.inverse`,
  topic,
  skill: 'inverse-functions',
  generate(random) {
    const [a, b] = [random.pick([-9, -8, -7, -6, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8, 9]), random.nonZero(-12, 12)];
    // (x - b)/a, written with a positive denominator.
    const top = a > 0 ? polynomial([1, -b], false) : `${b} - x`;
    const topLatex = a > 0 ? polynomial([1, -b], true) : `${b} - x`;
    return {
      prompt: highText('functions.inverse.prompt'),
      maths: `f(x) = ${polynomial([a, b], true)}`,
      answer: { kind: 'expression', value: `(${top})/${Math.abs(a)}`, variables: ['x'] },
      steps: [
        { text: highText('functions.inverse.swap'), maths: `x = ${polynomial([a, b], true).replace('x', 'y')}` },
        { text: highText('functions.inverse.solve'), maths: `f^{-1}(x) = \\frac{${topLatex}}{${Math.abs(a)}}` },
      ],
      checks: [
        { equivalent: `(x - (${b}))/(${a})` },
        // Undoing: f(f⁻¹(7)) is 7.
        { holds: `${a}*((7 - (${b}))/(${a})) + (${b}) == 7` },
      ],
    };
  },
};

export const functionsTemplates: readonly MathsTemplate[] = [evaluate, composeValue, composeExpression, inverse];
