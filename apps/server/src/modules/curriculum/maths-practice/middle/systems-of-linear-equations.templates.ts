import type { SeededRandom } from '@brainboost/domain/random/seeded-random';
import { signedSum } from '../high/signed-sum.js';
import type { MathsTemplate } from '../maths-template.js';
import { middleText } from './middle-text.js';

const topic = 'math-middle-systems-of-linear-equations';
const text = (key: string, values?: Parameters<typeof middleText>[1]) => middleText(`systems-of-linear-equations.${key}`, values);

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
    const [x, y, m] = [random.nonZero(-6, 6), random.nonZero(-6, 6), random.nonZero(-4, 4)];
    const p = y - m * x;
    let [a, b] = [random.nonZero(-5, 5), random.nonZero(-5, 5)];
    // a + bm = 0 would leave no x to solve for (parallel lines).
    while (a + b * m === 0) [a, b] = [random.nonZero(-5, 5), random.nonZero(-5, 5)];
    const c = a * x + b * y;
    const right = signedSum([
      { coefficient: m, body: 'x' },
      { coefficient: p, body: '' },
    ]);
    return {
      prompt: text('substitution.prompt'),
      maths: system(`y = ${right}`, `${linear(a, b)} = ${c}`),
      answer: { kind: 'number', value: String(x) },
      steps: [
        {
          text: text('substitution.substitute'),
          maths: `${signedSum([{ coefficient: a, body: 'x' }])} ${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}(${right}) = ${c}`,
        },
        {
          text: text('shared.simplifyAndSolve'),
          maths: `${signedSum([
            { coefficient: a + b * m, body: 'x' },
            { coefficient: b * p, body: '' },
          ])} = ${c} \\Rightarrow x = ${x}`,
        },
        { text: text('substitution.findY'), maths: `y = ${m}(${x}) ${p < 0 ? '-' : '+'} ${Math.abs(p)} = ${y}` },
      ],
      checks: [{ solve: `${a}*x + ${b}*(${m}*x + ${p}) = ${c}`, variable: 'x' }, { holds: `${a}*(${x}) + ${b}*(${y}) == ${c}` }],
    };
  },
};

const tickets: MathsTemplate = {
  id: `${topic}.tickets`,
  topic,
  skill: 'solve-by-substitution',
  generate(random) {
    const child = random.int(2, 8);
    const adult = child + random.int(1, 6);
    const [adults, children] = [random.int(5, 40), random.int(5, 40)];
    const total = adults + children;
    const money = adult * adults + child * children;
    return {
      prompt: text('tickets.prompt', { total, adult, child, money }),
      answer: { kind: 'number', value: String(adults) },
      steps: [
        {
          text: text('tickets.unknowns', { total }),
          maths: `\\begin{cases} a + c = ${total} \\\\ ${adult}a + ${child}c = ${money} \\end{cases}`,
        },
        { text: text('tickets.substitute', { total }), maths: `${adult}a + ${child}(${total} - a) = ${money}` },
        {
          text: text('shared.simplifyAndSolve'),
          maths: `${adult - child === 1 ? '' : adult - child}a + ${child * total} = ${money} \\Rightarrow a = ${adults}`,
        },
      ],
      checks: [{ solve: `${adult}*x + ${child}*(${total} - x) = ${money}`, variable: 'x' }],
    };
  },
};

const elimination: MathsTemplate = {
  id: `${topic}.elimination`,
  topic,
  skill: 'solve-by-elimination',
  generate(random) {
    const [b, k] = [random.int(1, 5), random.pick([1, 1, 2, 3])];
    let [a1, a2] = [random.nonZero(-6, 6), random.nonZero(-6, 6)];
    while (a1 + k * a2 === 0) [a1, a2] = [random.nonZero(-6, 6), random.nonZero(-6, 6)];
    const [x, y] = [random.nonZero(-6, 6), random.nonZero(-6, 6)];
    const [c1, c2] = [a1 * x + k * b * y, a2 * x - b * y];
    const added = [
      {
        text: text('elimination.add'),
        maths: `${signedSum([{ coefficient: a1 + k * a2, body: 'x' }])} = ${c1 + k * c2}`,
      },
      { text: text('elimination.divide', { value: a1 + k * a2 }), maths: `x = ${x}` },
    ];
    return {
      prompt: text('elimination.prompt'),
      maths: system(`${linear(a1, k * b)} = ${c1}`, `${linear(a2, -b)} = ${c2}`),
      answer: { kind: 'number', value: String(x) },
      steps:
        k === 1 ? added : [{ text: text('elimination.multiply', { factor: k }), maths: `${linear(k * a2, -k * b)} = ${k * c2}` }, ...added],
      checks: [{ solve: `${a2}*x - ${b}*((${c1} - ${a1}*x)/${k * b}) = ${c2}`, variable: 'x' }],
    };
  },
};

type Count = 'one' | 'none' | 'infinite';

/** Two equations ax + by = c with the asked number of solutions. */
function systemWith(count: Count, random: SeededRandom): [number, number, number, number, number, number] {
  const [a1, b1, c1] = [random.nonZero(-5, 5), random.nonZero(-5, 5), random.int(-10, 10)];
  const k = random.pick([-3, -2, 2, 3, 4]);
  if (count === 'infinite') return [a1, b1, c1, k * a1, k * b1, k * c1];
  if (count === 'none') return [a1, b1, c1, k * a1, k * b1, k * c1 + random.nonZero(-5, 5)];
  for (;;) {
    const [a2, b2] = [random.nonZero(-5, 5), random.nonZero(-5, 5)];
    if (a1 * b2 - a2 * b1 !== 0) return [a1, b1, c1, a2, b2, random.int(-10, 10)];
  }
}

const counts: readonly Count[] = ['one', 'none', 'infinite'];

const numberOfSolutions: MathsTemplate = {
  id: `${topic}.number-of-solutions`,
  topic,
  skill: 'number-of-solutions',
  generate(random) {
    const count = random.pick(counts);
    const [a1, b1, c1, a2, b2, c2] = systemWith(count, random);
    const det = `(${a1})*(${b2}) - (${a2})*(${b1})`;
    const consistent = `(${a1})*(${c2}) - (${a2})*(${c1}) == 0 and (${b1})*(${c2}) - (${b2})*(${c1}) == 0`;
    return {
      prompt: text('numberOfSolutions.prompt'),
      maths: system(`${linear(a1, b1)} = ${c1}`, `${linear(a2, b2)} = ${c2}`),
      answer: {
        kind: 'choice',
        choices: counts.map((c) => `mathsMiddle:systems-of-linear-equations.numberOfSolutions.${c}`),
        choicesAreKeys: true,
        answer: counts.indexOf(count),
      },
      steps: [
        count === 'one'
          ? { text: text('numberOfSolutions.because.one') }
          : { text: text(`numberOfSolutions.because.${count}`, { factor: a2 / a1 }) },
      ],
      checks: [
        {
          holds:
            count === 'one'
              ? `not (${det} == 0)`
              : count === 'none'
                ? `${det} == 0 and not (${consistent})`
                : `${det} == 0 and ${consistent}`,
        },
      ],
    };
  },
};

export const systemsTemplates: readonly MathsTemplate[] = [substitution, tickets, elimination, numberOfSolutions];
