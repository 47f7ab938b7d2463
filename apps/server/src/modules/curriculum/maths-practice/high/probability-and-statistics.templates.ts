import type { MathsTemplate } from '../maths-template.js';
import { highText } from './high-text.js';
import { bracketed } from './signed-sum.js';
import { gcd, lowestTerms, lowestTermsLatex } from './whole-numbers.js';

const topic = 'math-high-probability-and-statistics';

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
const factorialFall = (n: number, k: number) => Array.from({ length: k }, (_, i) => n - i);

const combinations: MathsTemplate = {
  id: `${topic}.combinations`,
  topic,
  skill: 'counting',
  generate(random) {
    const n = random.int(6, 15);
    const k = random.int(2, Math.min(5, n - 2));
    const count = choose(n, k);
    return {
      prompt: highText('statistics.combinations.prompt', { people: n, size: k }),
      answer: { kind: 'number', value: String(count) },
      steps: [
        { text: highText('statistics.combinations.orderDoesNotMatter') },
        {
          text: highText('shared.calculate'),
          maths: `\\binom{${n}}{${k}} = \\frac{${factorialFall(n, k).join(' \\cdot ')}}{${k}!} = ${count}`,
        },
      ],
      checks: [{ evaluate: `combinations(${n}, ${k})` }],
    };
  },
};

const permutations: MathsTemplate = {
  id: `${topic}.permutations`,
  topic,
  skill: 'counting',
  generate(random) {
    const [n, k] = [random.int(5, 12), random.int(2, 4)];
    const factors = factorialFall(n, k);
    const count = factors.reduce((p, f) => p * f, 1);
    return {
      prompt: highText('statistics.permutations.prompt', { runners: n, places: k }),
      answer: { kind: 'number', value: String(count) },
      steps: [
        { text: highText('statistics.permutations.orderMatters') },
        { text: highText('shared.calculate'), maths: `P(${n}, ${k}) = ${factors.join(' \\cdot ')} = ${count}` },
      ],
      checks: [{ evaluate: `permutations(${n}, ${k})` }],
    };
  },
};

const probability: MathsTemplate = {
  id: `${topic}.probability-all-red`,
  topic,
  skill: 'probability',
  generate(random) {
    const [red, blue, drawn] = [random.int(3, 8), random.int(2, 8), random.int(2, 3)];
    const [favourable, total] = [choose(red, drawn), choose(red + blue, drawn)];
    return {
      prompt: highText('statistics.probability.prompt', { red, blue, drawn }),
      answer: { kind: 'number', value: lowestTerms(favourable, total), form: 'lowest-terms' },
      steps: [
        { text: highText('statistics.probability.favourable'), maths: `\\binom{${red}}{${drawn}} = ${favourable}` },
        { text: highText('statistics.probability.total'), maths: `\\binom{${red + blue}}{${drawn}} = ${total}` },
        { text: highText('statistics.probability.divide'), maths: `P = \\frac{${favourable}}{${total}}` },
        ...(gcd(favourable, total) === 1
          ? []
          : [{ text: highText('shared.lowestTerms'), maths: `P = ${lowestTermsLatex(favourable, total)}` }]),
      ],
      checks: [{ evaluate: `combinations(${red}, ${drawn}) / combinations(${red + blue}, ${drawn})` }],
    };
  },
};

/** Deviations from the mean whose population standard deviation is a whole number. */
const spreads = [
  { deviations: [-3, -1, 0, 1, 3], deviation: 2 },
  { deviations: [-6, -2, 0, 2, 6], deviation: 4 },
  { deviations: [-7, -1, 1, 7], deviation: 5 },
  { deviations: [-5, -1, -1, 1, 1, 5], deviation: 3 },
  { deviations: [-3, -1, -1, -1, 0, 0, 2, 4], deviation: 2 },
] as const;

const standardDeviation: MathsTemplate = {
  id: `${topic}.standard-deviation`,
  topic,
  skill: 'standard-deviation',
  generate(random) {
    const spread = random.pick(spreads);
    const [scale, mean] = [random.int(1, 3), random.int(30, 90)];
    const data = random.shuffle(spread.deviations.map((d) => mean + scale * d));
    const n = data.length;
    const squares = spread.deviations.reduce<number>((s, d) => s + (scale * d) ** 2, 0);
    const deviation = spread.deviation * scale;
    // Each value's distance from the mean, squared, in the order the data are shown.
    const distances = data.map((value) => `${bracketed(value - mean)}^{2}`).join(' + ');
    return {
      prompt: highText('statistics.standardDeviation.prompt'),
      maths: data.join(',\\ '),
      answer: { kind: 'number', value: String(deviation) },
      steps: [
        { text: highText('statistics.standardDeviation.mean'), maths: `\\mu = \\frac{${mean * n}}{${n}} = ${mean}` },
        {
          text: highText('statistics.standardDeviation.variance'),
          maths: `\\sigma^{2} = \\frac{${distances}}{${n}} = \\frac{${squares}}{${n}} = ${squares / n}`,
        },
        { text: highText('statistics.standardDeviation.root'), maths: `\\sigma = \\sqrt{${squares / n}} = ${deviation}` },
      ],
      checks: [{ evaluate: `std([${data.join(', ')}], "uncorrected")` }],
    };
  },
};

export const statisticsTemplates: readonly MathsTemplate[] = [combinations, permutations, probability, standardDeviation];
