import type { SeededRandom } from '@brainboost/domain/random/seeded-random';
import type { MathsTemplate } from '../maths-template.js';
import { highText } from './high-text.js';
import { signedSum } from './signed-sum.js';
import { gcd } from './whole-numbers.js';

const topic = 'math-high-systems-of-equations';

/** "3x - 2y" from coefficients of x and y. */
const linear = (a: number, b: number) =>
  signedSum([
    { coefficient: a, body: 'x' },
    { coefficient: b, body: 'y' },
  ]);
const system = (first: string, second: string) => `\\begin{cases} ${first} \\\\ ${second} \\end{cases}`;

const substitution: MathsTemplate = {
  id: `${topic}.substitution`,
  topic,
  skill: 'solve-by-substitution',
  generate(random) {
    const [x, y, m] = [random.nonZero(-8, 8), random.nonZero(-8, 8), random.nonZero(-5, 5)];
    const p = y - m * x;
    let [a, b] = [random.nonZero(-6, 6), random.nonZero(-6, 6)];
    // a + bm = 0 would leave no x to solve for (parallel lines).
    while (a + b * m === 0) [a, b] = [random.nonZero(-6, 6), random.nonZero(-6, 6)];
    const c = a * x + b * y;
    const line = signedSum([
      { coefficient: m, body: 'x' },
      { coefficient: p, body: '' },
    ]);
    return {
      prompt: highText('systems.substitution.prompt'),
      maths: system(`y = ${line}`, `${linear(a, b)} = ${c}`),
      answer: { kind: 'number', value: String(x) },
      steps: [
        {
          text: highText('systems.substitution.substitute'),
          maths: `${signedSum([{ coefficient: a, body: 'x' }])} ${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}(${line}) = ${c}`,
        },
        {
          text: highText('shared.simplifyAndSolve'),
          maths: `${signedSum([
            { coefficient: a + b * m, body: 'x' },
            { coefficient: b * p, body: '' },
          ])} = ${c} \\Rightarrow x = ${x}`,
        },
        {
          text: highText('systems.substitution.findY'),
          maths: `y = ${signedSum([
            { coefficient: m, body: `(${x})` },
            { coefficient: p, body: '' },
          ])} = ${y}`,
        },
      ],
      checks: [{ solve: `${a}*x + ${b}*(${m}*x + ${p}) = ${c}`, variable: 'x' }, { holds: `${m}*(${x}) + ${p} == ${y}` }],
    };
  },
};

/** Coefficients of two equations whose lines cross at one point. */
function crossingLines(random: SeededRandom): [number, number, number, number] {
  for (;;) {
    const [a1, b1, a2, b2] = [random.nonZero(-6, 6), random.nonZero(-6, 6), random.nonZero(-6, 6), random.nonZero(-6, 6)];
    if (a1 * b2 - a2 * b1 !== 0 && Math.abs(a1) !== 1 && Math.abs(a2) !== 1) return [a1, b1, a2, b2];
  }
}

const elimination: MathsTemplate = {
  id: `${topic}.elimination`,
  topic,
  skill: 'solve-by-elimination',
  generate(random) {
    const [a1, b1, a2, b2] = crossingLines(random);
    const [x, y] = [random.nonZero(-8, 8), random.nonZero(-8, 8)];
    const [c1, c2] = [a1 * x + b1 * y, a2 * x + b2 * y];
    // The smallest multipliers that make the x terms equal: the least common multiple of the x coefficients.
    const withSignOfFirst = (Math.sign(a1) * Math.abs(a1 * a2)) / gcd(a1, a2);
    // Rather than multiply the second equation by -1, leave it as it is (3x and -6x: multiply the first by -2).
    const common = withSignOfFirst / a2 === -1 ? -withSignOfFirst : withSignOfFirst;
    const [k1, k2] = [common / a1, common / a2];
    // Opposite x terms (3x and -3x) cancel by adding the equations as they are, as the lesson teaches.
    const opposite = a2 === -a1;
    const [yCoefficient, right] = opposite ? [b1 + b2, c1 + c2] : [b2 * k2 - b1 * k1, c2 * k2 - c1 * k1];
    const eliminate = { maths: `${signedSum([{ coefficient: yCoefficient, body: 'y' }])} = ${right}` };
    const multiply =
      k1 === 1 && k2 === 1
        ? { text: highText('systems.elimination.alreadyEqual') }
        : {
            text:
              k1 === 1
                ? highText('systems.elimination.multiplySecond', { factor: k2 })
                : k2 === 1
                  ? highText('systems.elimination.multiplyFirst', { factor: k1 })
                  : highText('systems.elimination.multiply', { first: k1, second: k2 }),
            maths: system(`${linear(common, b1 * k1)} = ${c1 * k1}`, `${linear(common, b2 * k2)} = ${c2 * k2}`),
          };
    return {
      prompt: highText('systems.elimination.prompt'),
      maths: system(`${linear(a1, b1)} = ${c1}`, `${linear(a2, b2)} = ${c2}`),
      answer: { kind: 'number', value: String(y) },
      steps: [
        ...(opposite
          ? [{ text: highText('systems.elimination.add'), ...eliminate }]
          : [multiply, { text: highText('systems.elimination.subtract'), ...eliminate }]),
        ...(yCoefficient === 1 ? [] : [{ text: highText('shared.divideBothSides', { value: yCoefficient }), maths: `y = ${y}` }]),
        {
          text: highText('systems.elimination.backSubstitute'),
          maths: `${linear(a1, 0)} ${b1 < 0 ? '-' : '+'} ${Math.abs(b1) === 1 ? '' : Math.abs(b1)}(${y}) = ${c1} \\Rightarrow x = ${x}`,
        },
      ],
      checks: [{ solve: `${a2}*(${c1} - ${b1}*y)/${a1} + ${b2}*y = ${c2}`, variable: 'y' }],
    };
  },
};

export const systemsTemplates: readonly MathsTemplate[] = [substitution, elimination];
