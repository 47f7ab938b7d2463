import { bracketed, signedSum } from '../high/signed-sum.js';
import { gcd, lowestTerms, lowestTermsLatex } from '../high/whole-numbers.js';
import type { MathsTemplate } from '../maths-template.js';
import { simplifiedFractionLatex } from './fraction-steps.js';
import { middleText } from './middle-text.js';

const topic = 'math-middle-linear-functions';
const text = (key: string, values?: Parameters<typeof middleText>[1]) => middleText(`linear-functions.${key}`, values);

/** "3x - 2" from m and b (plain text and LaTeX alike). */
const line = (m: number, b: number) =>
  signedSum([
    { coefficient: m, body: 'x' },
    { coefficient: b, body: '' },
  ]);

const constantOfProportionality: MathsTemplate = {
  id: `${topic}.constant-of-proportionality`,
  topic,
  skill: 'proportional-relationships',
  generate(random) {
    const q = random.pick([1, 1, 2, 3, 4, 5]);
    let p = random.int(2, 12);
    while (gcd(p, q) !== 1) p = random.int(2, 12);
    const rows = random
      .shuffle([1, 2, 3, 4, 5, 6])
      .slice(0, 3)
      .sort((a, b) => a - b)
      .map((i) => [q * i, p * i] as const);
    const [[x, y]] = rows as unknown as [[number, number]];
    return {
      prompt: text('constantOfProportionality.prompt'),
      maths: `\\begin{array}{c|c} x & y \\\\ \\hline ${rows.map(([a, b]) => `${a} & ${b}`).join(' \\\\ ')} \\end{array}`,
      answer: { kind: 'number', value: lowestTerms(p, q) },
      steps: [
        { text: text('constantOfProportionality.ratio'), maths: `k = \\frac{y}{x} = ${simplifiedFractionLatex(y, x)}` },
        { text: text('constantOfProportionality.same'), maths: `y = ${lowestTermsLatex(p, q)}x` },
      ],
      checks: [{ evaluate: `${y}/${x}` }, { holds: rows.map(([a, b]) => `${b}/${a} == ${p}/${q}`).join(' and ') }],
    };
  },
};

const isProportional: MathsTemplate = {
  id: `${topic}.is-proportional`,
  topic,
  skill: 'proportional-relationships',
  generate(random) {
    const [m, b] = [random.nonZero(-9, 9), random.next() < 0.5 ? 0 : random.nonZero(-9, 9)];
    const proportional = b === 0;
    return {
      prompt: text('isProportional.prompt'),
      maths: `y = ${line(m, b)}`,
      answer: {
        kind: 'choice',
        choices: ['mathsMiddle:linear-functions.isProportional.yes', 'mathsMiddle:linear-functions.isProportional.no'],
        choicesAreKeys: true,
        answer: proportional ? 0 : 1,
      },
      steps: [
        proportional
          ? { text: text('isProportional.throughOrigin', { k: m }), maths: `x = 0 \\Rightarrow y = 0` }
          : { text: text('isProportional.missesOrigin', { b }), maths: `x = 0 \\Rightarrow y = ${b}` },
      ],
      checks: [{ holds: proportional ? `(${m})*0 + (${b}) == 0` : `not ((${m})*0 + (${b}) == 0)` }],
    };
  },
};

const slopeFromTwoPoints: MathsTemplate = {
  id: `${topic}.slope-two-points`,
  topic,
  skill: 'slope-from-two-points',
  generate(random) {
    const [x1, y1] = [random.int(-6, 6), random.int(-9, 9)];
    const [run, rise] = [random.nonZero(-6, 6), random.nonZero(-9, 9)];
    const [x2, y2] = [x1 + run, y1 + rise];
    return {
      prompt: text('slope.prompt'),
      maths: `(${x1}, ${y1}) \\text{ and } (${x2}, ${y2})`,
      answer: { kind: 'number', value: lowestTerms(rise, run), form: 'lowest-terms' },
      steps: [
        { text: text('slope.formula'), maths: `m = \\frac{y_2 - y_1}{x_2 - x_1}` },
        {
          text: text('slope.substitute'),
          maths: `m = \\frac{${y2} - ${bracketed(y1)}}{${x2} - ${bracketed(x1)}} = \\frac{${rise}}{${run}} = ${lowestTermsLatex(rise, run)}`,
        },
      ],
      checks: [{ evaluate: `((${y2}) - (${y1})) / ((${x2}) - (${x1}))` }],
    };
  },
};

const equationFromTwoPoints: MathsTemplate = {
  id: `${topic}.equation-two-points`,
  topic,
  skill: 'slope-intercept-form',
  generate(random) {
    const [m, b] = [random.nonZero(-5, 5), random.int(-9, 9)];
    const [x1, run] = [random.int(-5, 5), random.int(1, 5)];
    const x2 = x1 + run;
    const [y1, y2] = [m * x1 + b, m * x2 + b];
    return {
      prompt: text('equation.prompt'),
      maths: `(${x1}, ${y1}) \\text{ and } (${x2}, ${y2})`,
      answer: { kind: 'expression', value: line(m, b), variables: ['x'] },
      steps: [
        {
          text: text('slope.substitute'),
          maths: `m = \\frac{${y2} - ${bracketed(y1)}}{${x2} - ${bracketed(x1)}} = \\frac{${y2 - y1}}{${run}} = ${m}`,
        },
        { text: text('equation.intercept', { x: x1, y: y1 }), maths: `${y1} = ${m}(${x1}) + b \\Rightarrow b = ${b}` },
        { text: text('equation.write'), maths: `y = ${line(m, b)}` },
      ],
      checks: [{ equivalent: `(${y1}) + ((${y2}) - (${y1}))/((${x2}) - (${x1})) * (x - (${x1}))` }],
    };
  },
};

const xIntercept: MathsTemplate = {
  id: `${topic}.x-intercept`,
  topic,
  skill: 'slope-intercept-form',
  generate(random) {
    const [m, b] = [random.nonZero(-6, 6), random.nonZero(-12, 12)];
    return {
      prompt: text('xIntercept.prompt'),
      maths: `y = ${line(m, b)}`,
      answer: { kind: 'number', value: lowestTerms(-b, m) },
      steps: [
        { text: text('xIntercept.setZero'), maths: `0 = ${line(m, b)}` },
        {
          text: text('xIntercept.solve'),
          maths: `${signedSum([{ coefficient: m, body: 'x' }])} = ${-b} \\Rightarrow x = ${lowestTermsLatex(-b, m)}`,
        },
      ],
      checks: [{ solve: `${m}*x + (${b}) = 0`, variable: 'x' }],
    };
  },
};

export const linearFunctionsTemplates: readonly MathsTemplate[] = [
  constantOfProportionality,
  isProportional,
  slopeFromTwoPoints,
  equationFromTwoPoints,
  xIntercept,
];
