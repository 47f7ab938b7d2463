import type { SeededRandom } from '@brainboost/domain/random/seeded-random';
import type { MathsTemplate } from '../maths-template.js';
import { highText } from './high-text.js';
import { signedSum } from './signed-sum.js';

const topic = 'math-high-linear-equations-and-inequalities';

/** A coefficient that reads as a real step: 2 to 9 or -9 to -2 (never 0, 1 or -1). */
const coefficient = (random: SeededRandom) => random.pick([-9, -8, -7, -6, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8, 9]);

/** "Subtract 5 from both sides" or "Add 5 to both sides": undoing the constant b. */
const undoConstant = (b: number) => highText(b > 0 ? 'shared.subtractBothSides' : 'shared.addBothSides', { value: Math.abs(b) });

const twoStep: MathsTemplate = {
  id: `${topic}.two-step`,
  topic,
  skill: 'solve-linear-equations',
  generate(random) {
    const [x, a, b] = [random.nonZero(-12, 12), coefficient(random), random.nonZero(-20, 20)];
    const c = a * x + b;
    return {
      prompt: highText('shared.solveFor', { variable: 'x' }),
      maths: `${signedSum([
        { coefficient: a, body: 'x' },
        { coefficient: b, body: '' },
      ])} = ${c}`,
      answer: { kind: 'solutions', value: `x=${x}`, variable: 'x' },
      steps: [
        { text: undoConstant(b), maths: `${a}x = ${c - b}` },
        { text: highText('shared.divideBothSides', { value: a }), maths: `x = ${x}` },
      ],
      checks: [{ solve: `${a}*x + ${b} = ${c}`, variable: 'x' }],
    };
  },
};

const bothSides: MathsTemplate = {
  id: `${topic}.variables-on-both-sides`,
  topic,
  skill: 'solve-linear-equations',
  generate(random) {
    const a = coefficient(random);
    let c = coefficient(random);
    // a - c must be a real step too: neither 0 (no unique solution) nor ±1 (nothing to divide).
    while (Math.abs(a - c) < 2) c = coefficient(random);
    const [x, b] = [random.nonZero(-10, 10), random.nonZero(-15, 15)];
    const d = (a - c) * x + b;
    const side = (k: number, constant: number) =>
      signedSum([
        { coefficient: k, body: 'x' },
        { coefficient: constant, body: '' },
      ]);
    return {
      prompt: highText('shared.solveFor', { variable: 'x' }),
      maths: `${side(a, b)} = ${side(c, d)}`,
      answer: { kind: 'solutions', value: `x=${x}`, variable: 'x' },
      steps: [
        { text: highText('linear.bothSides.collect'), maths: `${a - c}x = ${d - b}` },
        { text: highText('shared.divideBothSides', { value: a - c }), maths: `x = ${x}` },
      ],
      checks: [{ solve: `${a}*x + ${b} = ${c}*x + ${d}`, variable: 'x' }],
    };
  },
};

type Sign = '<' | '>' | '<=' | '>=';
const latexSign: Record<Sign, string> = { '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge' };
const shownSign: Record<Sign, string> = { '<': '<', '>': '>', '<=': '≤', '>=': '≥' };
const reversed: Record<Sign, Sign> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };

const inequality: MathsTemplate = {
  id: `${topic}.inequality`,
  topic,
  skill: 'solve-linear-inequalities',
  generate(random) {
    const [a, k, b] = [coefficient(random), random.nonZero(-10, 10), random.nonZero(-15, 15)];
    const sign = random.pick<Sign>(['<', '>', '<=', '>=']);
    const c = a * k + b;
    // Dividing by a negative number reverses the inequality.
    const result = a < 0 ? reversed[sign] : sign;
    const choice = (s: Sign, boundary: number) => `x ${shownSign[s]} ${boundary}`;
    const right = choice(result, k);
    const choices = random.shuffle([right, choice(reversed[result], k), choice(result, -k), choice(reversed[result], -k)]);
    const left = (x: number) => `${a}*(${x}) + ${b}`;
    // A point on the answer's side solves the inequality and one on the other side does not.
    const [inside, outside] = result === '>' || result === '>=' ? [k + 1, k - 1] : [k - 1, k + 1];
    const boundaryIncluded = sign === '<=' || sign === '>=';
    return {
      prompt: highText('linear.inequality.prompt'),
      maths: `${signedSum([
        { coefficient: a, body: 'x' },
        { coefficient: b, body: '' },
      ])} ${latexSign[sign]} ${c}`,
      answer: { kind: 'choice', choices, answer: choices.indexOf(right) },
      steps: [
        { text: undoConstant(b), maths: `${a}x ${latexSign[sign]} ${c - b}` },
        {
          text: highText(a < 0 ? 'linear.inequality.divideNegative' : 'shared.divideBothSides', { value: a }),
          maths: `x ${latexSign[result]} ${k}`,
        },
      ],
      checks: [
        { holds: `${left(k)} == ${c}` },
        { holds: `${left(inside)} ${sign} ${c} and not (${left(outside)} ${sign} ${c})` },
        { holds: boundaryIncluded ? `${left(k)} ${sign} ${c}` : `not (${left(k)} ${sign} ${c})` },
      ],
    };
  },
};

export const linearEquationsTemplates: readonly MathsTemplate[] = [twoStep, bothSides, inequality];
