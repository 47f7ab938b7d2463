import type { MathsTemplate } from '../maths-template.js';
import { highText } from './high-text.js';
import { bracketed, polynomial, polynomialAt } from './signed-sum.js';

const topic = 'math-high-introduction-to-derivatives';

/**
 * The five-point difference (-F(x+2h) + 8F(x+h) - 8F(x-h) + F(x-2h)) / 12h: with h = 1 it is the
 * exact derivative of any polynomial of degree 4 or less, and for other smooth functions it is
 * within about h⁴. It lets the CAS confirm a derivative without the power rule the item teaches.
 */
function fivePoint(at: (argument: string) => string, x: string, h: number): string {
  return `(-(${at(`${x} + ${2 * h}`)}) + 8*(${at(`${x} + ${h}`)}) - 8*(${at(`${x} - ${h}`)}) + (${at(`${x} - ${2 * h}`)}))/(12*${h})`;
}

/** The derivative's coefficients, highest power first. */
const derivative = (coefficients: number[]) => coefficients.slice(0, -1).map((c, i) => c * (coefficients.length - 1 - i));

const averageRate: MathsTemplate = {
  id: `${topic}.average-rate-of-change`,
  topic,
  skill: 'average-rate-of-change',
  generate(random) {
    const f = [random.nonZero(-3, 3), random.int(-6, 6), random.int(-9, 9)];
    const from = random.int(-4, 3);
    const to = from + random.int(1, 4);
    const at = (x: number) => f[0]! * x * x + f[1]! * x + f[2]!;
    const rate = (at(to) - at(from)) / (to - from);
    return {
      prompt: highText('derivatives.averageRate.prompt', { from, to }),
      maths: `f(x) = ${polynomial(f, true)}`,
      answer: { kind: 'number', value: String(rate) },
      steps: [
        { text: highText('derivatives.averageRate.values'), maths: `f(${from}) = ${at(from)}, \\quad f(${to}) = ${at(to)}` },
        {
          text: highText('derivatives.averageRate.slope'),
          maths: `\\frac{${at(to)} - ${bracketed(at(from))}}{${to} - ${bracketed(from)}} = ${rate}`,
        },
      ],
      checks: [{ evaluate: `((${polynomialAt(f, String(to))}) - (${polynomialAt(f, String(from))}))/((${to}) - (${from}))` }],
    };
  },
};

const powerRule: MathsTemplate = {
  id: `${topic}.power-rule`,
  topic,
  skill: 'power-rule',
  generate(random) {
    const degree = random.int(3, 4);
    const f = [random.nonZero(-6, 6), ...Array.from({ length: degree }, () => random.int(-9, 9))];
    const df = derivative(f);
    return {
      prompt: highText('derivatives.powerRule.prompt'),
      maths: `f(x) = ${polynomial(f, true)}`,
      answer: { kind: 'expression', value: polynomial(df, false), variables: ['x'], form: 'expanded' },
      steps: [
        { text: highText('derivatives.powerRule.rule'), maths: `\\frac{d}{dx}\\,x^{n} = n x^{n-1}` },
        { text: highText('derivatives.powerRule.termByTerm'), maths: `f'(x) = ${polynomial(df, true)}` },
      ],
      checks: [{ equivalent: fivePoint((t) => polynomialAt(f, t), 'x', 1) }],
    };
  },
};

const reciprocalPower: MathsTemplate = {
  id: `${topic}.negative-exponent`,
  topic,
  skill: 'power-rule',
  generate(random) {
    const [a, n] = [random.nonZero(-9, 9), random.int(1, 4)];
    const k = -a * n;
    // -\frac{9}{x}, not \frac{-9}{x}; x^{-2}, not 1x^{-2}.
    const fraction = (top: number, exponent: number) =>
      `${top < 0 ? '-' : ''}\\frac{${Math.abs(top)}}{${exponent === 1 ? 'x' : `x^{${exponent}}`}}`;
    const coefficient = a === 1 ? '' : a === -1 ? '-' : String(a);
    return {
      prompt: highText('derivatives.powerRule.prompt'),
      maths: `f(x) = ${fraction(a, n)}`,
      answer: { kind: 'expression', value: `${k}/x^${n + 1}`, variables: ['x'] },
      steps: [
        { text: highText('derivatives.powerRule.rewrite'), maths: `f(x) = ${coefficient}x^{-${n}}` },
        { text: highText('derivatives.powerRule.rule'), maths: `f'(x) = ${a} \\cdot (-${n}) x^{-${n + 1}} = ${fraction(k, n + 1)}` },
      ],
      // A small step: the five-point difference is then within about 1e-12 of the derivative.
      checks: [{ equivalent: fivePoint((t) => `${a}/(${t})^${n}`, 'x', 0.001) }],
    };
  },
};

const tangentSlope: MathsTemplate = {
  id: `${topic}.tangent-slope`,
  topic,
  skill: 'tangent-slope',
  generate(random) {
    const f = [random.nonZero(-3, 3), random.int(-5, 5), random.int(-9, 9), random.int(-9, 9)];
    const k = random.int(-3, 3);
    const df = derivative(f);
    const slope = df[0]! * k * k + df[1]! * k + df[2]!;
    return {
      prompt: highText('derivatives.tangent.prompt', { point: k }),
      maths: `f(x) = ${polynomial(f, true)}`,
      answer: { kind: 'number', value: String(slope) },
      steps: [
        { text: highText('derivatives.powerRule.termByTerm'), maths: `f'(x) = ${polynomial(df, true)}` },
        { text: highText('derivatives.tangent.substitute', { point: k }), maths: `f'(${k}) = ${slope}` },
      ],
      checks: [{ evaluate: fivePoint((t) => polynomialAt(f, t), String(k), 1) }],
    };
  },
};

export const derivativesTemplates: readonly MathsTemplate[] = [averageRate, powerRule, reciprocalPower, tangentSlope];
