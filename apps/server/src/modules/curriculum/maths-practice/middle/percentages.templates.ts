import type { MathsTemplate } from '../maths-template.js';
import { middleText } from './middle-text.js';

const topic = 'math-middle-percentages';
const text = (key: string, values?: Parameters<typeof middleText>[1]) => middleText(`percentages.${key}`, values);

/** A multiple of 5 percent, not 0 or 100 (those make the question trivial). */
const percentOfFive = (random: Parameters<MathsTemplate['generate']>[0], max: number) => random.int(1, max / 5) * 5;

const percentOf: MathsTemplate = {
  id: `${topic}.percent-of`,
  topic,
  skill: 'percent-of-a-quantity',
  generate(random) {
    // A whole that is a multiple of 20 makes every multiple of 5 percent of it a whole number.
    const [percent, whole] = [percentOfFive(random, 95), random.int(2, 30) * 20];
    const part = (whole * percent) / 100;
    return {
      prompt: text('percentOf.prompt', { percent, whole }),
      answer: { kind: 'number', value: String(part) },
      steps: [
        { text: text('percentOf.hundredths', { percent }), maths: `${percent}\\% = \\frac{${percent}}{100}` },
        { text: text('percentOf.multiply'), maths: `\\frac{${percent}}{100} \\times ${whole} = ${part}` },
      ],
      checks: [{ evaluate: `${percent} / 100 * ${whole}` }],
    };
  },
};

const findWhole: MathsTemplate = {
  id: `${topic}.find-whole`,
  topic,
  skill: 'percent-of-a-quantity',
  generate(random) {
    const [percent, whole] = [percentOfFive(random, 90), random.int(2, 30) * 20];
    const part = (whole * percent) / 100;
    return {
      prompt: text('findWhole.prompt', { percent, part }),
      answer: { kind: 'number', value: String(whole) },
      steps: [
        { text: text('findWhole.equation'), maths: `\\frac{${percent}}{100} \\times x = ${part}` },
        { text: text('findWhole.solve'), maths: `x = ${part} \\times \\frac{100}{${percent}} = ${whole}` },
      ],
      checks: [{ solve: `${percent} / 100 * x = ${part}`, variable: 'x' }],
    };
  },
};

const discount: MathsTemplate = {
  id: `${topic}.discount`,
  topic,
  skill: 'percent-change',
  generate(random) {
    const percent = random.pick([10, 15, 20, 25, 30, 35, 40, 50, 60, 75]);
    const price = random.int(1, 15) * 20;
    const off = (price * percent) / 100;
    return {
      prompt: text('discount.prompt', { price, percent }),
      answer: { kind: 'number', value: String(price - off) },
      steps: [
        { text: text('discount.amountOff'), maths: `\\frac{${percent}}{100} \\times ${price} = ${off}` },
        { text: text('discount.subtract'), maths: `${price} - ${off} = ${price - off}` },
      ],
      checks: [{ evaluate: `${price} * (1 - ${percent} / 100)` }],
    };
  },
};

const percentChange: MathsTemplate = {
  id: `${topic}.percent-change`,
  topic,
  skill: 'percent-change',
  generate(random) {
    const increase = random.int(0, 1) === 1;
    const percent = percentOfFive(random, increase ? 100 : 60);
    const from = random.int(1, 12) * 20;
    const to = increase ? from + (from * percent) / 100 : from - (from * percent) / 100;
    return {
      prompt: text(increase ? 'percentChange.increasePrompt' : 'percentChange.decreasePrompt', { from, to }),
      answer: { kind: 'number', value: String(percent), unit: '%' },
      steps: [
        { text: text('percentChange.difference'), maths: `${Math.max(to, from)} - ${Math.min(to, from)} = ${Math.abs(to - from)}` },
        {
          text: text('percentChange.divide'),
          maths: `\\frac{${Math.abs(to - from)}}{${from}} \\times 100\\% = ${percent}\\%`,
        },
      ],
      checks: [{ evaluate: `abs(${to} - ${from}) / ${from} * 100` }],
    };
  },
};

const simpleInterest: MathsTemplate = {
  id: `${topic}.simple-interest`,
  topic,
  skill: 'percent-applications',
  generate(random) {
    const [principal, rate, years] = [random.int(2, 30) * 100, random.int(2, 8), random.int(2, 6)];
    const interest = (principal * rate * years) / 100;
    return {
      prompt: text('interest.prompt', { principal, rate, years }),
      answer: { kind: 'number', value: String(interest) },
      steps: [
        { text: text('interest.formula'), maths: 'I = P \\times r \\times t' },
        { text: text('interest.substitute'), maths: `I = ${principal} \\times \\frac{${rate}}{100} \\times ${years} = ${interest}` },
      ],
      checks: [{ evaluate: `${principal} * ${rate} / 100 * ${years}` }],
    };
  },
};

/** An amount of money as written: whole dollars as they are, else with cents ("33.75", "1.50"). */
const money = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

const salesTax: MathsTemplate = {
  id: `${topic}.sales-tax`,
  topic,
  skill: 'percent-applications',
  generate(random) {
    const rate = random.pick([4, 5, 6, 8, 10]);
    const price = random.int(1, 30) * 25;
    const tax = (price * rate) / 100;
    const total = price + tax;
    return {
      prompt: text('tax.prompt', { price, rate }),
      answer: { kind: 'number', value: money(total) },
      steps: [
        { text: text('tax.amount'), maths: `\\frac{${rate}}{100} \\times ${price} = ${money(tax)}` },
        { text: text('tax.add'), maths: `${price} + ${money(tax)} = ${money(total)}` },
      ],
      checks: [{ evaluate: `${price} * (1 + ${rate} / 100)` }],
    };
  },
};

export const percentagesTemplates: readonly MathsTemplate[] = [percentOf, findWhole, discount, percentChange, simpleInterest, salesTax];
