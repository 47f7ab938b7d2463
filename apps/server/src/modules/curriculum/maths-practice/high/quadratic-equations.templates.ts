import type { MathsTemplate } from '../maths-template.js';
import { highText } from './high-text.js';
import { bracketed, polynomial } from './signed-sum.js';
import { gcd } from './whole-numbers.js';

const topic = 'math-high-quadratic-equations';

const byFactoring: MathsTemplate = {
  id: `${topic}.by-factoring`,
  topic,
  skill: 'solve-by-factoring',
  generate(random) {
    const p = random.int(-9, 9);
    let q = random.nonZero(-9, 9);
    while (q === p || q === -p) q = random.nonZero(-9, 9);
    const equation = `${polynomial([1, -(p + q), p * q], true)} = 0`;
    return {
      prompt: highText('shared.solveFor', { variable: 'x' }),
      maths: equation,
      answer: { kind: 'solutions', value: `x=${p};x=${q}`, variable: 'x' },
      steps: [
        {
          text: highText('quadratics.factoring.factor'),
          maths: `${p === 0 ? 'x' : `(${polynomial([1, -p], true)})`}(${polynomial([1, -q], true)}) = 0`,
        },
        { text: highText('quadratics.factoring.zeroProduct'), maths: `x = ${p}, \\quad x = ${q}` },
      ],
      checks: [{ solve: `${polynomial([1, -(p + q), p * q], false)} = 0`, variable: 'x' }],
    };
  },
};

/** k and m with n = k²m and m free of squares: √n = k√m. */
function splitSquare(n: number): [number, number] {
  let k = 1;
  for (let f = 2; f * f <= n; f += 1) while ((n / (k * k)) % (f * f) === 0) k *= f;
  return [k, n / (k * k)];
}

const formula: MathsTemplate = {
  id: `${topic}.quadratic-formula`,
  topic,
  skill: 'quadratic-formula',
  generate(random) {
    let [a, b, c, discriminant] = [1, 1, 1, 0];
    // Irrational roots: the formula is needed, factoring over the integers does not work.
    for (;;) {
      [a, b, c] = [random.int(1, 4), random.nonZero(-9, 9), random.nonZero(-9, 9)];
      discriminant = b * b - 4 * a * c;
      if (discriminant > 0 && !Number.isInteger(Math.sqrt(discriminant))) break;
    }
    const [k, m] = splitSquare(discriminant);
    const divisor = gcd(gcd(b, k), 2 * a);
    const [top, root, bottom] = [-b / divisor, k / divisor, (2 * a) / divisor];
    const rootText = `${root === 1 ? '' : `${root}*`}sqrt(${m})`;
    const solution = (sign: string) => (bottom === 1 ? `${top} ${sign} ${rootText}` : `(${top} ${sign} ${rootText})/${bottom}`);
    const rootLatex = `${root === 1 ? '' : root}\\sqrt{${m}}`;
    // A "Simplify" step only when there is something to simplify: a square factor under the root or a common factor.
    const simplifies = k !== 1 || divisor !== 1;
    // √45 = 3√5 shown first when a common factor then cancels too.
    const rootSplit = k !== 1 && divisor !== 1 ? `\\frac{${-b} \\pm ${k}\\sqrt{${m}}}{${2 * a}} = ` : '';
    return {
      prompt: highText('quadratics.formula.prompt'),
      maths: `${polynomial([a, b, c], true)} = 0`,
      answer: { kind: 'solutions', value: `x=${solution('+')};x=${solution('-')}`, variable: 'x' },
      steps: [
        { text: highText('quadratics.formula.coefficients'), maths: `a = ${a},\\ b = ${b},\\ c = ${c}` },
        {
          text: highText('quadratics.formula.discriminant'),
          maths: `b^{2} - 4ac = ${bracketed(b)}^{2} - 4(${a})(${c}) = ${discriminant}`,
        },
        { text: highText('quadratics.formula.substitute'), maths: `x = \\frac{${-b} \\pm \\sqrt{${discriminant}}}{${2 * a}}` },
        ...(simplifies
          ? [
              {
                text: highText('shared.simplify'),
                maths: `x = ${rootSplit}${bottom === 1 ? `${top} \\pm ${rootLatex}` : `\\frac{${top} \\pm ${rootLatex}}{${bottom}}`}`,
              },
            ]
          : []),
      ],
      checks: [{ solve: `${polynomial([a, b, c], false)} = 0`, variable: 'x' }],
    };
  },
};

const discriminantKinds = ['two', 'one', 'none'] as const;

const discriminant: MathsTemplate = {
  id: `${topic}.discriminant`,
  topic,
  skill: 'discriminant',
  generate(random) {
    const kind = random.pick(discriminantKinds);
    let [a, b, c] = [random.int(1, 4), random.nonZero(-9, 9), 0];
    if (kind === 'one') {
      // a(x - r)^2 has one repeated root.
      const r = random.nonZero(-5, 5);
      a = random.int(1, 3);
      [b, c] = [-2 * a * r, a * r * r];
    } else if (kind === 'none') {
      c = Math.floor((b * b) / (4 * a)) + random.int(1, 6);
    } else {
      c = random.nonZero(-9, 9);
      while (b * b - 4 * a * c <= 0) c -= 3;
    }
    const value = b * b - 4 * a * c;
    const comparison = { two: '>', one: '==', none: '<' }[kind];
    return {
      prompt: highText('quadratics.discriminant.prompt'),
      maths: `${polynomial([a, b, c], true)} = 0`,
      answer: {
        kind: 'choice',
        choices: discriminantKinds.map((k) => `mathsHigh:quadratics.discriminant.${k}`),
        choicesAreKeys: true,
        answer: discriminantKinds.indexOf(kind),
      },
      steps: [
        {
          text: highText('quadratics.formula.discriminant'),
          maths: `b^{2} - 4ac = ${bracketed(b)}^{2} - 4(${a})(${c}) = ${value}`,
        },
        { text: highText(`quadratics.discriminant.because.${kind}`) },
      ],
      checks: [{ holds: `(${b})^2 - 4*(${a})*(${c}) ${comparison} 0` }],
    };
  },
};

export const quadraticTemplates: readonly MathsTemplate[] = [byFactoring, formula, discriminant];
