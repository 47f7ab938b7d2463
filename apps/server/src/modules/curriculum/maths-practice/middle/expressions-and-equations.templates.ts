import type { MathsTemplate } from '../maths-template.js';
import { linear, signedTerms } from './linear-text.js';
import { middleText } from './middle-text.js';

const topic = 'math-middle-expressions-and-equations';
const text = (key: string, values?: Parameters<typeof middleText>[1]) => middleText(`expressions-and-equations.${key}`, values);

type Random = Parameters<MathsTemplate['generate']>[0];

/** A coefficient that is neither 0 nor ±1 (so the variable's coefficient matters). */
function coefficient(random: Random, size: number): number {
  for (;;) {
    const n = random.nonZero(-size, size);
    if (Math.abs(n) !== 1) return n;
  }
}

const distribute: MathsTemplate = {
  id: `${topic}.distribute`,
  topic,
  skill: 'simplify-expressions',
  generate(random) {
    const [a, b, c] = [coefficient(random, 9), random.int(1, 6), random.nonZero(-9, 9)];
    const expanded = linear(a * b, a * c);
    return {
      prompt: text('distribute.prompt'),
      maths: `${a}(${linear(b, c)})`,
      answer: { kind: 'expression', value: expanded, variables: ['x'], form: 'expanded' },
      steps: [
        {
          text: text('distribute.each', { factor: a }),
          maths: `(${a}) \\cdot ${b === 1 ? '' : b}x + (${a}) \\cdot ${c < 0 ? `(${c})` : c}`,
        },
        { text: text('shared.result'), maths: expanded },
      ],
      checks: [{ equivalent: `${a} * (${b} * x + (${c}))` }],
    };
  },
};

const likeTerms: MathsTemplate = {
  id: `${topic}.like-terms`,
  topic,
  skill: 'simplify-expressions',
  generate(random) {
    const a = random.nonZero(-9, 9);
    let c = random.nonZero(-9, 9);
    while (a + c === 0) c = random.nonZero(-9, 9);
    const [b, d] = [random.nonZero(-12, 12), random.nonZero(-12, 12)];
    const terms = [{ coefficient: a, variable: 'x' }, { coefficient: b }, { coefficient: c, variable: 'x' }, { coefficient: d }];
    const shown = signedTerms(random.int(0, 1) === 1 ? terms : [terms[1]!, terms[0]!, terms[3]!, terms[2]!]);
    const simplified = linear(a + c, b + d);
    // A typed answer would accept the question itself (it is the same function), so the learner
    // picks the simplified form among the usual slips: a sign lost on a term.
    const choices = random.shuffle([simplified, linear(a - c, b + d), linear(a + c, b - d), linear(-(a + c), b + d)]);
    const original = (x: string) => `${a} * ${x} + (${b}) + (${c}) * ${x} + (${d})`;
    // The right choice as shown, with a value put in for x ("-17x + 17" reads as -17(13/10) + 17).
    const at = (x: string) => simplified.replaceAll('x', x);
    return {
      prompt: text('likeTerms.prompt'),
      maths: shown,
      answer: { kind: 'choice', choices, answer: choices.indexOf(simplified) },
      steps: [
        {
          text: text('likeTerms.group'),
          maths: `(${signedTerms([terms[0]!, terms[2]!])}) + (${signedTerms([terms[1]!, terms[3]!])})`,
        },
        { text: text('likeTerms.combine'), maths: simplified },
      ],
      // Two linear expressions equal at two points are the same expression.
      checks: [{ holds: `${original('(13/10)')} == ${at('(13/10)')}` }, { holds: `${original('(-7/3)')} == ${at('(-7/3)')}` }],
    };
  },
};

const oneStep: MathsTemplate = {
  id: `${topic}.one-step-equation`,
  topic,
  skill: 'solve-equations',
  generate(random) {
    const x = random.nonZero(-15, 15);
    const kind = random.pick(['add', 'subtract', 'multiply', 'divide'] as const);
    const n = kind === 'multiply' || kind === 'divide' ? coefficient(random, 9) : random.int(2, 20);
    const equation = {
      add: { latex: `x + ${n} = ${x + n}`, cas: `x + ${n} = ${x + n}`, undo: `x = ${x + n} - ${n}`, step: 'oneStep.subtract' },
      subtract: { latex: `x - ${n} = ${x - n}`, cas: `x - ${n} = ${x - n}`, undo: `x = ${x - n} + ${n}`, step: 'oneStep.add' },
      multiply: { latex: `${n}x = ${n * x}`, cas: `${n} * x = ${n * x}`, undo: `x = \\frac{${n * x}}{${n}}`, step: 'oneStep.divide' },
      divide: { latex: `\\frac{x}{${n}} = ${x}`, cas: `x / (${n}) = ${x}`, undo: `x = ${x} \\cdot (${n})`, step: 'oneStep.multiply' },
    }[kind];
    // For x / n = x, the equation shows the quotient, so the solution is the product.
    const solution = kind === 'divide' ? x * n : x;
    return {
      prompt: text('shared.solve'),
      maths: equation.latex,
      answer: { kind: 'solutions', value: `x=${solution}`, variable: 'x' },
      steps: [
        { text: text(equation.step, { number: n }), maths: equation.undo },
        { text: text('shared.result'), maths: `x = ${solution}` },
      ],
      checks: [{ solve: equation.cas, variable: 'x' }],
    };
  },
};

const twoStep: MathsTemplate = {
  id: `${topic}.two-step-equation`,
  topic,
  skill: 'solve-equations',
  generate(random) {
    const [a, x, b] = [coefficient(random, 9), random.nonZero(-10, 10), random.nonZero(-20, 20)];
    const c = a * x + b;
    return {
      prompt: text('shared.solve'),
      maths: `${linear(a, b)} = ${c}`,
      answer: { kind: 'solutions', value: `x=${x}`, variable: 'x' },
      steps: [
        { text: text('twoStep.constant'), maths: `${a}x = ${c} ${b < 0 ? '+' : '-'} ${Math.abs(b)} = ${c - b}` },
        { text: text('twoStep.coefficient', { number: a }), maths: `x = \\frac{${c - b}}{${a}} = ${x}` },
      ],
      checks: [{ solve: `${a} * x + (${b}) = ${c}`, variable: 'x' }],
    };
  },
};

const inequality: MathsTemplate = {
  id: `${topic}.two-step-inequality`,
  topic,
  skill: 'solve-inequalities',
  generate(random) {
    const [a, boundary, b] = [coefficient(random, 6), random.nonZero(-9, 9), random.nonZero(-15, 15)];
    const greater = random.int(0, 1) === 1;
    const c = a * boundary + b;
    const sign = greater ? '>' : '<';
    // Dividing by a negative coefficient turns the inequality round.
    const solutionGreater = greater === a > 0;
    const solution = `x ${solutionGreater ? '>' : '<'} ${boundary}`;
    const choices = random.shuffle([`x > ${boundary}`, `x < ${boundary}`, `x > ${-boundary}`, `x < ${-boundary}`]);
    const inside = solutionGreater ? boundary + 1 : boundary - 1;
    const outside = solutionGreater ? boundary - 1 : boundary + 1;
    return {
      prompt: text('inequality.prompt'),
      maths: `${linear(a, b)} ${sign} ${c}`,
      answer: { kind: 'choice', choices, answer: choices.indexOf(solution) },
      steps: [
        { text: text('twoStep.constant'), maths: `${a}x ${sign} ${c - b}` },
        {
          text: text(a < 0 ? 'inequality.divideNegative' : 'inequality.dividePositive', { number: a }),
          maths: solution,
        },
      ],
      checks: [
        { holds: `${a} * ${boundary} + (${b}) == ${c}` },
        { holds: `${a} * ${inside} + (${b}) ${sign} ${c}` },
        { holds: `not (${a} * ${outside} + (${b}) ${sign} ${c})` },
      ],
    };
  },
};

export const expressionsAndEquationsTemplates: readonly MathsTemplate[] = [distribute, likeTerms, oneStep, twoStep, inequality];
