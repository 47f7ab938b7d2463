import type { GeneratedMathsItem, MathsTemplate } from '../maths-template.js';

const topic = 'math-elementary-measurement-time-and-money';
const key = (name: string) => `mathsElementary:measurement.${name}`;

/** Larger unit to smaller (4.MD.A.1): the unit's i18n name, the symbol typed after an answer, and mathjs's name for the check. */
const conversions = [
  { from: 'metres', to: 'centimetres', symbol: 'cm', factor: 100, check: ['m', 'cm'] },
  { from: 'kilometres', to: 'metres', symbol: 'm', factor: 1000, check: ['km', 'm'] },
  { from: 'centimetres', to: 'millimetres', symbol: 'mm', factor: 10, check: ['cm', 'mm'] },
  { from: 'feet', to: 'inches', symbol: 'in', factor: 12, check: ['ft', 'inch'] },
  { from: 'yards', to: 'feet', symbol: 'ft', factor: 3, check: ['yd', 'ft'] },
  { from: 'hours', to: 'minutes', symbol: 'min', factor: 60, check: ['hour', 'minute'] },
  { from: 'minutes', to: 'seconds', symbol: 's', factor: 60, check: ['minute', 's'] },
  { from: 'kilograms', to: 'grams', symbol: 'g', factor: 1000, check: ['kg', 'g'] },
  { from: 'litres', to: 'millilitres', symbol: 'mL', factor: 1000, check: ['L', 'mL'] },
] as const;
const unitKey = (unit: string) => ({ t: `mathsElementary:units.${unit}` });
const events = ['film', 'swim', 'trip', 'party'].map((event) => `mathsElementary:events.${event}`);

export const measurementTimeAndMoneyTemplates: MathsTemplate[] = [
  {
    id: `${topic}.convert-units`,
    topic,
    skill: 'convert-units',
    generate(random): GeneratedMathsItem {
      const unit = random.pick(conversions);
      const amount = random.int(2, 12);
      const result = amount * unit.factor;
      return {
        prompt: { key: key('convert.prompt'), values: { amount, from: unitKey(unit.from), to: unitKey(unit.to) } },
        answer: { kind: 'number', value: String(result), unit: unit.symbol },
        steps: [
          { text: { key: key('convert.factor'), values: { from: unitKey(unit.from), to: unitKey(unit.to), factor: unit.factor } } },
          { text: { key: key('convert.multiply') }, maths: `${amount} \\times ${unit.factor} = ${result}` },
        ],
        checks: [{ evaluate: `number(${amount} ${unit.check[0]}, ${unit.check[1]})` }],
      };
    },
  },
  {
    id: `${topic}.elapsed-time`,
    topic,
    skill: 'elapsed-time',
    generate(random): GeneratedMathsItem {
      // Within one morning or afternoon on a 12-hour clock, to the nearest 5 minutes (3.MD.A.1).
      const start = random.int(1, 9) * 60 + random.int(0, 11) * 5;
      const minutes = random.int(2, 34) * 5;
      const end = start + minutes;
      const clock = (t: number) => `${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`;
      // Jump to the next full hour; from a start on the hour, jump to the last full hour before the end.
      const split = start % 60 ? Math.ceil(start / 60) * 60 : Math.floor(end / 60) * 60;
      const toSplit = split - start;
      return {
        prompt: { key: key('elapsed.prompt'), values: { event: { t: random.pick(events) }, start: clock(start), end: clock(end) } },
        answer: { kind: 'number', value: String(minutes), unit: 'min' },
        steps:
          toSplit > 0 && end > split
            ? [
                { text: { key: key('elapsed.toHour'), values: { start: clock(start), hour: clock(split), minutes: toSplit } } },
                { text: { key: key('elapsed.rest'), values: { hour: clock(split), end: clock(end), minutes: end - split } } },
                { text: { key: key('elapsed.total') }, maths: `${toSplit} + ${end - split} = ${minutes}` },
              ]
            : [{ text: { key: key('elapsed.count'), values: { start: clock(start), end: clock(end), minutes } } }],
        checks: [{ evaluate: `(${Math.floor(end / 60)} * 60 + ${end % 60}) - (${Math.floor(start / 60)} * 60 + ${start % 60})` }],
      };
    },
  },
  {
    id: `${topic}.count-coins`,
    topic,
    skill: 'money',
    generate(random): GeneratedMathsItem {
      const [quarters, dimes, nickels, pennies] = [random.int(0, 3), random.int(1, 4), random.int(0, 3), random.int(1, 4)];
      const total = 25 * quarters + 10 * dimes + 5 * nickels + pennies;
      return {
        prompt: { key: key('coins.prompt'), values: { quarters, dimes, nickels, pennies } },
        answer: { kind: 'number', value: String(total), unit: '¢' },
        steps: [
          {
            text: { key: key('coins.largestFirst') },
            maths: `${quarters} \\times 25 + ${dimes} \\times 10 + ${nickels} \\times 5 + ${pennies} \\times 1`,
          },
          {
            text: { key: key('coins.total') },
            maths: `${25 * quarters} + ${10 * dimes} + ${5 * nickels} + ${pennies} = ${total}\\text{¢}`,
          },
        ],
        checks: [{ solve: `n - ${pennies} = 25 * ${quarters} + 10 * ${dimes} + 5 * ${nickels}`, variable: 'n' }],
      };
    },
  },
  {
    id: `${topic}.change`,
    topic,
    skill: 'money',
    generate(random): GeneratedMathsItem {
      // Change from a note, in dollars and cents (4.MD.A.2).
      const paid = random.pick([5, 10, 20]);
      const cost = random.int(105, paid * 100 - 15);
      const change = paid * 100 - cost;
      const dollars = (cents: number) => (cents / 100).toFixed(2);
      return {
        prompt: { key: key('change.prompt'), values: { cost: dollars(cost), paid } },
        answer: { kind: 'number', value: String(change / 100) },
        steps: [
          { text: { key: key('change.subtract') }, maths: `\\$${paid}.00 - \\$${dollars(cost)} = \\$${dollars(change)}` },
          { text: { key: key('change.check') }, maths: `\\$${dollars(change)} + \\$${dollars(cost)} = \\$${paid}.00` },
        ],
        checks: [{ evaluate: `${paid} - ${dollars(cost)}` }],
      };
    },
  },
];
