import { lowestTerms } from '../high/whole-numbers.js';
import type { MathsTemplate } from '../maths-template.js';
import { simplifiedFractionLatex } from './fraction-steps.js';
import { middleText, thing } from './middle-text.js';

const topic = 'math-middle-statistics-and-probability';
const slug = 'statistics-and-probability';
const text = (key: string, values?: Parameters<typeof middleText>[1]) => middleText(`${slug}.${key}`, values);

type Random = Parameters<MathsTemplate['generate']>[0];
const list = (data: readonly number[]) => data.join(',\\ ');
const sorted = (data: readonly number[]) => [...data].sort((p, q) => p - q);

/** Deviations from a mean that add to 0 and stay small, so the mean is whole and the data look natural. */
function deviations(random: Random, count: number): number[] {
  for (;;) {
    const free = Array.from({ length: count - 1 }, () => random.int(-8, 8));
    const last = -free.reduce((s, d) => s + d, 0);
    if (Math.abs(last) <= 10 && free.some((d) => d !== 0)) return [...free, last];
  }
}

const mean: MathsTemplate = {
  id: `${topic}.mean`,
  topic,
  skill: 'measures-of-center',
  generate(random) {
    const [count, centre] = [random.int(4, 7), random.int(12, 60)];
    const data = deviations(random, count).map((d) => centre + d);
    const total = data.reduce((s, v) => s + v, 0);
    return {
      prompt: text('mean.prompt'),
      maths: list(data),
      answer: { kind: 'number', value: String(centre) },
      steps: [
        { text: text('mean.add'), maths: `${data.join(' + ')} = ${total}` },
        { text: text('mean.divide', { count }), maths: `${total} \\div ${count} = ${centre}` },
      ],
      checks: [{ evaluate: `mean([${data.join(', ')}])` }],
    };
  },
};

const median: MathsTemplate = {
  id: `${topic}.median`,
  topic,
  skill: 'measures-of-center',
  generate(random) {
    const count = random.pick([5, 6, 7, 8]);
    const data = Array.from({ length: count }, () => random.int(1, 40));
    const order = sorted(data);
    const middle = count / 2;
    const even = count % 2 === 0;
    const value = even ? (order[middle - 1]! + order[middle]!) / 2 : order[Math.floor(middle)]!;
    return {
      prompt: text('median.prompt'),
      maths: list(data),
      answer: { kind: 'number', value: String(value) },
      steps: [
        { text: text('median.order'), maths: list(order) },
        even
          ? { text: text('median.evenCount', { count }), maths: `\\frac{${order[middle - 1]} + ${order[middle]}}{2} = ${value}` }
          : { text: text('median.oddCount', { count, position: Math.ceil(middle) }), maths: String(value) },
      ],
      checks: [{ evaluate: `median([${data.join(', ')}])` }],
    };
  },
};

const mode: MathsTemplate = {
  id: `${topic}.mode`,
  topic,
  skill: 'mode-and-range',
  generate(random) {
    // The mode appears three times, one other value twice at most, so the mode is unique.
    const values = random.shuffle(Array.from({ length: 20 }, (_, i) => i + 1)).slice(0, 5);
    const [modeValue, twice, ...once] = values as [number, number, ...number[]];
    const data = random.shuffle([modeValue, modeValue, modeValue, twice, twice, ...once]);
    const joined = data.join(', ');
    return {
      prompt: text('mode.prompt'),
      maths: list(data),
      answer: { kind: 'number', value: String(modeValue) },
      steps: [{ text: text('mode.order'), maths: list(sorted(data)) }, { text: text('mode.most', { value: modeValue, times: 3 }) }],
      checks: [{ evaluate: `min(mode([${joined}]))` }, { evaluate: `max(mode([${joined}]))` }],
    };
  },
};

const range: MathsTemplate = {
  id: `${topic}.range`,
  topic,
  skill: 'mode-and-range',
  generate(random) {
    const count = random.int(5, 8);
    const data = Array.from({ length: count }, () => random.int(-10, 45));
    const [low, high] = [Math.min(...data), Math.max(...data)];
    if (low === high) data[0] = high + random.int(3, 9);
    const [least, greatest] = [Math.min(...data), Math.max(...data)];
    return {
      prompt: text('range.prompt'),
      maths: list(data),
      answer: { kind: 'number', value: String(greatest - least) },
      steps: [
        { text: text('range.extremes', { least, greatest }) },
        { text: text('range.subtract'), maths: `${greatest} - ${least < 0 ? `(${least})` : least} = ${greatest - least}` },
      ],
      checks: [{ evaluate: `max([${data.join(', ')}]) - min([${data.join(', ')}])` }],
    };
  },
};

const colours = ['red', 'blue', 'green'] as const;

/** A bag of marbles: how many of each colour. */
function bag(random: Random) {
  const counts = { red: random.int(1, 9), blue: random.int(1, 9), green: random.int(1, 9) };
  return { counts, total: counts.red + counts.blue + counts.green };
}

const simpleProbability: MathsTemplate = {
  id: `${topic}.simple-probability`,
  topic,
  skill: 'probability',
  generate(random) {
    const { counts, total } = bag(random);
    const colour = random.pick(colours);
    const favourable = counts[colour];
    return {
      prompt: text('simple.prompt', { ...counts, colour: thing(slug, colour) }),
      answer: { kind: 'number', value: lowestTerms(favourable, total), form: 'lowest-terms' },
      steps: [
        { text: text('simple.outcomes', { total }), maths: `${counts.red} + ${counts.blue} + ${counts.green} = ${total}` },
        {
          text: text('simple.favourable', { favourable }),
          maths: `P = ${simplifiedFractionLatex(favourable, total)}`,
        },
      ],
      checks: [{ evaluate: `${favourable} / (${counts.red} + ${counts.blue} + ${counts.green})` }],
    };
  },
};

const compoundProbability: MathsTemplate = {
  id: `${topic}.compound-probability`,
  topic,
  skill: 'probability',
  generate(random) {
    const { counts, total } = bag(random);
    const [first, second] = [random.pick(colours), random.pick(colours)];
    const [a, b] = [counts[first], counts[second]];
    return {
      prompt: text('compound.prompt', { ...counts, first: thing(slug, first), second: thing(slug, second) }),
      answer: { kind: 'number', value: lowestTerms(a * b, total * total), form: 'lowest-terms' },
      steps: [
        { text: text('compound.each'), maths: `P_1 = \\frac{${a}}{${total}},\\ P_2 = \\frac{${b}}{${total}}` },
        {
          text: text('compound.multiply'),
          maths: `\\frac{${a}}{${total}} \\times \\frac{${b}}{${total}} = ${simplifiedFractionLatex(a * b, total * total)}`,
        },
      ],
      checks: [{ evaluate: `(${a} / ${total}) * (${b} / ${total})` }],
    };
  },
};

export const statisticsAndProbabilityTemplates: readonly MathsTemplate[] = [
  mean,
  median,
  mode,
  range,
  simpleProbability,
  compoundProbability,
];
