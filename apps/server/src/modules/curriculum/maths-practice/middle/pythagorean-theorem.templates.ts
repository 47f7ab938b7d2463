import type { SeededRandom } from '@brainboost/domain/random/seeded-random';
import { bracketed } from '../high/signed-sum.js';
import type { MathsTemplate } from '../maths-template.js';
import { middleText } from './middle-text.js';

const topic = 'math-middle-pythagorean-theorem';
const text = (key: string, values?: Parameters<typeof middleText>[1]) => middleText(`pythagorean-theorem.${key}`, values);

const triples = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
] as const;

/** A Pythagorean triple, scaled so the hypotenuse stays at most 60. */
function triple(random: SeededRandom): [number, number, number] {
  const [a, b, c] = random.pick(triples);
  const k = random.int(1, Math.floor(60 / c));
  return random.next() < 0.5 ? [k * a, k * b, k * c] : [k * b, k * a, k * c];
}

/** √n as the answer key writes it: "13" when n is a perfect square, else "sqrt(52)". */
function squareRoot(n: number): { value: string; latex: string } {
  const root = Math.round(Math.sqrt(n));
  return root * root === n ? { value: String(root), latex: String(root) } : { value: `sqrt(${n})`, latex: `\\sqrt{${n}}` };
}

const hypotenuse: MathsTemplate = {
  id: `${topic}.hypotenuse`,
  topic,
  skill: 'missing-side',
  generate(random) {
    // Usually a triple (a whole answer); sometimes any legs, whose hypotenuse is a root.
    const [a, b] = random.next() < 0.6 ? triple(random) : [random.int(1, 9), random.int(2, 9)];
    const c = squareRoot(a * a + b * b);
    return {
      prompt: text('hypotenuse.prompt'),
      maths: `a = ${a}, \\quad b = ${b}`,
      answer: { kind: 'number', value: c.value },
      steps: [
        { text: text('shared.theorem'), maths: `c^{2} = ${a}^{2} + ${b}^{2} = ${a * a} + ${b * b} = ${a * a + b * b}` },
        { text: text('shared.root'), maths: c.value.startsWith('sqrt') ? `c = ${c.latex}` : `c = \\sqrt{${a * a + b * b}} = ${c.latex}` },
      ],
      checks: [{ evaluate: `sqrt(${a}^2 + ${b}^2)` }],
    };
  },
};

const leg: MathsTemplate = {
  id: `${topic}.leg`,
  topic,
  skill: 'missing-side',
  generate(random) {
    const [a, b, c] = triple(random);
    return {
      prompt: text('leg.prompt'),
      maths: `a = ${a}, \\quad c = ${c}`,
      answer: { kind: 'number', value: String(b) },
      steps: [
        { text: text('leg.subtract'), maths: `b^{2} = ${c}^{2} - ${a}^{2} = ${c * c} - ${a * a} = ${b * b}` },
        { text: text('shared.root'), maths: `b = \\sqrt{${b * b}} = ${b}` },
      ],
      checks: [{ evaluate: `sqrt(${c}^2 - ${a}^2)` }],
    };
  },
};

const ladder: MathsTemplate = {
  id: `${topic}.ladder`,
  topic,
  skill: 'missing-side',
  generate(random) {
    const [[foot, height, length], unit] = [triple(random), random.pick(['m', 'ft'])];
    return {
      prompt: text('ladder.prompt', { length, foot, unit }),
      answer: { kind: 'number', value: String(height), unit },
      steps: [
        { text: text('ladder.triangle') },
        { text: text('leg.subtract'), maths: `h^{2} = ${length}^{2} - ${foot}^{2} = ${length * length - foot * foot}` },
        { text: text('shared.root'), maths: `h = ${height}\\text{ ${unit}}` },
      ],
      checks: [{ evaluate: `sqrt(${length}^2 - ${foot}^2)` }],
    };
  },
};

const isRightTriangle: MathsTemplate = {
  id: `${topic}.is-right-triangle`,
  topic,
  skill: 'is-it-a-right-triangle',
  generate(random) {
    const [a, b, right] = triple(random);
    const c = random.next() < 0.5 ? right : right + random.pick([-1, 1, 2]);
    const isRight = c === right;
    const [sumOfSquares, longest] = [a * a + b * b, c * c];
    const sides = random.shuffle([a, b, c]);
    return {
      prompt: text('isRightTriangle.prompt'),
      maths: sides.join(', \\quad '),
      answer: {
        kind: 'choice',
        choices: ['mathsMiddle:pythagorean-theorem.isRightTriangle.yes', 'mathsMiddle:pythagorean-theorem.isRightTriangle.no'],
        choicesAreKeys: true,
        answer: isRight ? 0 : 1,
      },
      steps: [
        { text: text('isRightTriangle.longest', { c }) },
        {
          text: text(isRight ? 'isRightTriangle.equal' : 'isRightTriangle.notEqual'),
          maths: `${a}^{2} + ${b}^{2} = ${a * a} + ${b * b} = ${sumOfSquares}${isRight ? '' : ` \\neq ${longest}`} = ${c}^{2}`,
        },
      ],
      checks: [{ holds: isRight ? `${a}^2 + ${b}^2 == ${c}^2` : `not (${a}^2 + ${b}^2 == ${c}^2)` }],
    };
  },
};

/** Legs of small triples, so the points stay on a grid a learner can picture. */
const smallLegs: readonly (readonly [number, number])[] = [
  [3, 4],
  [4, 3],
  [6, 8],
  [8, 6],
  [5, 12],
  [12, 5],
  [9, 12],
  [8, 15],
];

const distance: MathsTemplate = {
  id: `${topic}.distance`,
  topic,
  skill: 'distance-between-points',
  generate(random) {
    const [dx, dy] = random.next() < 0.6 ? random.pick(smallLegs) : [random.int(1, 9), random.int(1, 9)];
    const [x1, y1] = [random.int(-8, 8), random.int(-8, 8)];
    const [x2, y2] = [x1 + (random.next() < 0.5 ? dx : -dx), y1 + (random.next() < 0.5 ? dy : -dy)];
    const d = squareRoot(dx * dx + dy * dy);
    return {
      prompt: text('distance.prompt'),
      maths: `(${x1}, ${y1}) \\text{ and } (${x2}, ${y2})`,
      answer: { kind: 'number', value: d.value },
      steps: [
        { text: text('distance.legs'), maths: `${x2} - ${bracketed(x1)} = ${x2 - x1}, \\quad ${y2} - ${bracketed(y1)} = ${y2 - y1}` },
        {
          text: text('shared.theorem'),
          maths: `d = \\sqrt{${dx}^{2} + ${dy}^{2}} = ${d.value.startsWith('sqrt') ? d.latex : `\\sqrt{${dx * dx + dy * dy}} = ${d.latex}`}`,
        },
      ],
      checks: [{ evaluate: `sqrt((${x2} - (${x1}))^2 + (${y2} - (${y1}))^2)` }],
    };
  },
};

export const pythagoreanTemplates: readonly MathsTemplate[] = [hypotenuse, leg, ladder, isRightTriangle, distance];
