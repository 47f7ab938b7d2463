import { gcd } from '../high/whole-numbers.js';
import type { MathsTemplate } from '../maths-template.js';
import { simplifiedFractionLatex } from './fraction-steps.js';
import { dollars, middleText, thing } from './middle-text.js';

const topic = 'math-middle-ratios-and-unit-rates';
const text = (key: string, values?: Parameters<typeof middleText>[1]) => middleText(`ratios-and-unit-rates.${key}`, values);

/** Two whole numbers with no common factor, so a:b is already in simplest form. */
function simpleRatio(random: Parameters<MathsTemplate['generate']>[0]): [number, number] {
  for (;;) {
    const [a, b] = [random.int(1, 9), random.int(2, 9)];
    if (a !== b && gcd(a, b) === 1) return [a, b];
  }
}

/** y ÷ x as a fraction and its simplest form, so every column of a table can be compared: "\\frac{14}{2} = 7". */
function quotientLatex(y: number, x: number): string {
  const divisor = gcd(y, x);
  const [top, bottom] = [y / divisor, x / divisor];
  const simplest = bottom === 1 ? `${top}` : `\\frac{${top}}{${bottom}}`;
  return divisor === 1 && bottom !== 1 ? `\\frac{${y}}{${x}}` : `\\frac{${y}}{${x}} = ${simplest}`;
}

const missingValue: MathsTemplate = {
  id: `${topic}.missing-value`,
  topic,
  skill: 'equivalent-ratios',
  generate(random) {
    const [a, b] = simpleRatio(random);
    const scale = random.int(2, 12);
    const [c, x] = [a * scale, b * scale];
    return {
      prompt: text('missingValue.prompt'),
      maths: `${a} : ${b} = ${c} : x`,
      answer: { kind: 'number', value: String(x) },
      steps: [
        { text: text('missingValue.scale', { from: a, to: c, factor: scale }), maths: `${a} \\times ${scale} = ${c}` },
        { text: text('missingValue.same'), maths: `x = ${b} \\times ${scale} = ${x}` },
      ],
      checks: [{ solve: `${a} * x = ${b} * ${c}`, variable: 'x' }],
    };
  },
};

const shareInRatio: MathsTemplate = {
  id: `${topic}.share-in-ratio`,
  topic,
  skill: 'equivalent-ratios',
  generate(random) {
    const [a, b] = simpleRatio(random);
    const part = random.int(2, 15);
    const total = (a + b) * part;
    const larger = Math.max(a, b) * part;
    return {
      prompt: text('share.prompt', { total, a, b, things: thing('ratios-and-unit-rates', random.pick(['marbles', 'stickers', 'cards'])) }),
      answer: { kind: 'number', value: String(larger) },
      steps: [
        { text: text('share.parts', { parts: a + b }), maths: `${a} + ${b} = ${a + b}` },
        { text: text('share.onePart'), maths: `${total} \\div ${a + b} = ${part}` },
        { text: text('share.larger'), maths: `${Math.max(a, b)} \\times ${part} = ${larger}` },
      ],
      checks: [{ evaluate: `${total} * ${Math.max(a, b)} / (${a} + ${b})` }],
    };
  },
};

const unitPrice: MathsTemplate = {
  id: `${topic}.unit-price`,
  topic,
  skill: 'unit-rates',
  generate(random) {
    const count = random.int(2, 8);
    const cents = random.int(5, 60) * 5;
    const total = count * cents;
    return {
      prompt: text('unitPrice.prompt', {
        count,
        price: dollars(total),
        things: thing('ratios-and-unit-rates', random.pick(['notebooks', 'pens', 'apples', 'tickets'])),
      }),
      answer: { kind: 'number', value: dollars(cents) },
      steps: [
        { text: text('unitPrice.divide'), maths: `${dollars(total)} \\div ${count} = ${dollars(cents)}` },
        { text: text('unitPrice.check'), maths: `${count} \\times ${dollars(cents)} = ${dollars(total)}` },
      ],
      checks: [{ evaluate: `${total} / (100 * ${count})` }],
    };
  },
};

const speed: MathsTemplate = {
  id: `${topic}.speed`,
  topic,
  skill: 'unit-rates',
  generate(random) {
    const hours = random.int(2, 6);
    const perHour = random.int(4, 18) * 5;
    const distance = hours * perHour;
    return {
      prompt: text('speed.prompt', { distance, hours }),
      answer: { kind: 'number', value: String(perHour), unit: 'km/h' },
      steps: [{ text: text('speed.divide'), maths: `\\frac{${distance}\\text{ km}}{${hours}\\text{ h}} = ${perHour}\\text{ km/h}` }],
      checks: [{ evaluate: `${distance} / ${hours}` }],
    };
  },
};

const constantOfProportionality: MathsTemplate = {
  id: `${topic}.constant-of-proportionality`,
  topic,
  skill: 'proportional-relationships',
  generate(random) {
    // k is a whole number or a half, so every y in the table is whole when x is even.
    const doubled = random.int(3, 19);
    const xs = random
      .shuffle([2, 4, 6, 8, 10, 12])
      .slice(0, 3)
      .sort((p, q) => p - q);
    const ys = xs.map((x) => (x * doubled) / 2);
    const k = doubled % 2 === 0 ? String(doubled / 2) : `${doubled}/2`;
    return {
      prompt: text('constant.prompt'),
      maths: `\\begin{array}{c|ccc} x & ${xs.join(' & ')} \\\\ \\hline y & ${ys.join(' & ')} \\end{array}`,
      answer: { kind: 'number', value: k },
      steps: [
        {
          text: text('constant.divide'),
          maths: `k = \\frac{y}{x} = ${simplifiedFractionLatex(ys[0]!, xs[0]!)}`,
        },
        { text: text('constant.equation'), maths: `y = ${doubled % 2 === 0 ? k : `\\frac{${doubled}}{2}`}x` },
      ],
      checks: [{ evaluate: `${ys[2]} / ${xs[2]}` }, { holds: `${ys[0]} / ${xs[0]} == ${ys[1]} / ${xs[1]}` }],
    };
  },
};

const isProportional: MathsTemplate = {
  id: `${topic}.is-proportional`,
  topic,
  skill: 'proportional-relationships',
  generate(random) {
    const k = random.int(2, 9);
    const distinctXs = random
      .shuffle([1, 2, 3, 4, 5, 6])
      .slice(0, 3)
      .sort((p, q) => p - q);
    const proportional = random.int(0, 1) === 1;
    // Not proportional: y = kx + b, a constant added, so y/x changes along the table.
    const added = proportional ? 0 : random.int(1, 6);
    const ys = distinctXs.map((x) => k * x + added);
    const [x0, x1] = [distinctXs[0]!, distinctXs[1]!];
    const [y0, y1] = [ys[0]!, ys[1]!];
    return {
      prompt: text('isProportional.prompt'),
      maths: `\\begin{array}{c|${'c'.repeat(distinctXs.length)}} x & ${distinctXs.join(' & ')} \\\\ \\hline y & ${ys.join(' & ')} \\end{array}`,
      answer: {
        kind: 'choice',
        choices: ['mathsMiddle:ratios-and-unit-rates.isProportional.yes', 'mathsMiddle:ratios-and-unit-rates.isProportional.no'],
        answer: proportional ? 0 : 1,
        choicesAreKeys: true,
      },
      steps: [
        { text: text('isProportional.ratios'), maths: distinctXs.map((x, i) => quotientLatex(ys[i]!, x)).join(',\\quad ') },
        { text: text(proportional ? 'isProportional.same' : 'isProportional.different') },
      ],
      checks: [{ holds: proportional ? `${y0} / ${x0} == ${y1} / ${x1}` : `${y0} / ${x0} != ${y1} / ${x1}` }],
    };
  },
};

export const ratiosAndUnitRatesTemplates: readonly MathsTemplate[] = [
  missingValue,
  shareInRatio,
  unitPrice,
  speed,
  constantOfProportionality,
  isProportional,
];
