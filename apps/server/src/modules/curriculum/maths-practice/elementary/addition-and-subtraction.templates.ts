import type { SeededRandom } from '@brainboost/domain/random/seeded-random';
import type { GeneratedMathsItem, MathsTemplate } from '../maths-template.js';

const topic = 'math-elementary-addition-and-subtraction';
const key = (name: string) => `mathsElementary:addSubtract.${name}`;
const placeKeys = ['ones', 'tens', 'hundreds'].map((place) => `mathsElementary:placeValue.places.${place}`);
const things = ['marbles', 'stickers', 'pencils', 'buttons', 'shells', 'beads'].map((thing) => `mathsElementary:things.${thing}`);

const digitsOf = (n: number) => [n % 10, Math.floor(n / 10) % 10, Math.floor(n / 100)];

/** Two numbers whose sum stays within 1000 and needs at least one regrouping (2.NBT.B.7). */
function addends(random: SeededRandom): [number, number] {
  for (;;) {
    const a = random.int(105, 789);
    const b = random.int(105, 999 - a);
    const [a0, a1] = digitsOf(a);
    const [b0, b1] = digitsOf(b);
    if (a0! + b0! >= 10 || a1! + b1! >= 10) return [a, b];
  }
}

export const additionAndSubtractionTemplates: MathsTemplate[] = [
  {
    id: `${topic}.add-regroup`,
    topic,
    skill: 'add-with-regrouping',
    generate(random): GeneratedMathsItem {
      const [a, b] = addends(random);
      const [x, y] = [digitsOf(a), digitsOf(b)];
      let carry = 0;
      const steps = [0, 1, 2].map((place) => {
        const total = x[place]! + y[place]! + carry;
        const shown = `${carry ? `${carry} + ` : ''}${x[place]} + ${y[place]} = ${total}`;
        carry = total >= 10 ? 1 : 0;
        const values = { place: { t: placeKeys[place]! }, digit: total % 10 };
        return { text: { key: key(carry ? 'addRegroup.carry' : 'addRegroup.write'), values }, maths: shown };
      });
      return {
        prompt: { key: key('addRegroup.prompt') },
        maths: `${a} + ${b}`,
        answer: { kind: 'number', value: String(a + b) },
        steps: [...steps, { text: { key: key('answerIs') }, maths: `${a} + ${b} = ${a + b}` }],
        checks: [{ evaluate: `${a} + ${b}` }],
      };
    },
  },
  {
    id: `${topic}.subtract-regroup`,
    topic,
    skill: 'subtract-with-regrouping',
    generate(random): GeneratedMathsItem {
      let [a, b] = [0, 0];
      do {
        a = random.int(201, 999);
        b = random.int(101, a - 11);
      } while (!(a % 10 < b % 10 || Math.floor(a / 10) % 10 < Math.floor(b / 10) % 10));
      const [x, y] = [digitsOf(a), digitsOf(b)];
      // Column by column from the ones, as on paper: a place that lent 1 to its right has 1 less on top.
      let lent = 0;
      const columns = [0, 1, 2].map((place) => {
        const top = x[place]! - lent;
        const regroup = top < y[place]!;
        const name = lent ? (regroup ? 'lentTake' : 'lent') : regroup ? 'take' : 'plain';
        const shownTop = regroup ? top + 10 : top;
        lent = regroup ? 1 : 0;
        return {
          text: { key: key(`subtractRegroup.${name}`), values: { place: { t: placeKeys[place]! } } },
          maths: `${shownTop} - ${y[place]} = ${shownTop - y[place]!}`,
        };
      });
      return {
        prompt: { key: key('subtractRegroup.prompt') },
        maths: `${a} - ${b}`,
        answer: { kind: 'number', value: String(a - b) },
        steps: [
          { text: { key: key('subtractRegroup.regroup') } },
          ...columns,
          { text: { key: key('answerIs') }, maths: `${a} - ${b} = ${a - b}` },
          { text: { key: key('subtractRegroup.check') }, maths: `${a - b} + ${b} = ${a}` },
        ],
        checks: [{ evaluate: `${a} - ${b}` }],
      };
    },
  },
  {
    id: `${topic}.add-word`,
    topic,
    skill: 'word-problems',
    generate(random): GeneratedMathsItem {
      const [a, b] = [random.int(12, 68), random.int(11, 31)];
      const thing = { t: random.pick(things) };
      return {
        prompt: { key: key('addWord.prompt'), values: { a, b, thing } },
        answer: { kind: 'number', value: String(a + b) },
        steps: [
          { text: { key: key('addWord.operation') }, maths: `${a} + ${b}` },
          { text: { key: key('answerIs') }, maths: `${a} + ${b} = ${a + b}` },
        ],
        checks: [{ solve: `n - ${b} = ${a}`, variable: 'n' }],
      };
    },
  },
  {
    id: `${topic}.take-away-word`,
    topic,
    skill: 'word-problems',
    generate(random): GeneratedMathsItem {
      const a = random.int(31, 99);
      const b = random.int(12, a - 5);
      const thing = { t: random.pick(things) };
      return {
        prompt: { key: key('takeAwayWord.prompt'), values: { a, b, thing } },
        answer: { kind: 'number', value: String(a - b) },
        steps: [
          { text: { key: key('takeAwayWord.operation') }, maths: `${a} - ${b}` },
          { text: { key: key('answerIs') }, maths: `${a} - ${b} = ${a - b}` },
        ],
        checks: [{ solve: `n + ${b} = ${a}`, variable: 'n' }],
      };
    },
  },
];
