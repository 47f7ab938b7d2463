import type { GeneratedMathsItem, MathsTemplate } from '../maths-template.js';

const topic = 'math-elementary-decimals';
const key = (name: string) => `mathsElementary:decimals.${name}`;
const placeKeys = ['hundredths', 'tenths', 'ones', 'tens'].map((place) => `mathsElementary:placeValue.places.${place}`);

/** Hundredths as a decimal without trailing zeros: 350 → "3.5", 307 → "3.07", 400 → "4". */
const decimal = (hundredths: number) => String(hundredths / 100);

export const decimalsTemplates: MathsTemplate[] = [
  {
    id: `${topic}.digit-value`,
    topic,
    skill: 'decimal-place-value',
    generate(random): GeneratedMathsItem {
      // Four distinct non-zero digits, e.g. 47.36: ask the value of one of them.
      const digits = random.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4);
      const text = `${digits[0]}${digits[1]}.${digits[2]}${digits[3]}`;
      const place = random.int(0, 2); // hundredths, tenths or ones (tens is too easy)
      const digit = digits[3 - place]!;
      const exponent = place - 2;
      const value = exponent < 0 ? `0.${'0'.repeat(-exponent - 1)}${digit}` : String(digit);
      return {
        prompt: { key: key('digitValue.prompt'), values: { digit, number: text } },
        maths: text,
        answer: { kind: 'number', value },
        steps: [
          { text: { key: key('digitValue.place'), values: { digit, place: { t: placeKeys[place]! } } } },
          { text: { key: key('digitValue.value') }, maths: exponent < 0 ? `\\frac{${digit}}{${10 ** -exponent}} = ${value}` : value },
        ],
        checks: [{ evaluate: `mod(floor(${text} * 10^${-exponent}), 10) / 10^${-exponent}` }],
      };
    },
  },
  {
    id: `${topic}.from-fractions`,
    topic,
    skill: 'decimal-place-value',
    generate(random): GeneratedMathsItem {
      const [ones, tenths, hundredths] = [random.int(0, 12), random.int(0, 9), random.int(1, 9)];
      const parts = [...(ones ? [String(ones)] : []), ...(tenths ? [`\\frac{${tenths}}{10}`] : []), `\\frac{${hundredths}}{100}`];
      const value = `${ones}.${tenths}${hundredths}`;
      return {
        prompt: { key: key('fromFractions.prompt') },
        maths: parts.join(' + '),
        answer: { kind: 'number', value },
        steps: [
          { text: { key: key('fromFractions.places'), values: { ones, tenths, hundredths } } },
          { text: { key: key('answerIs') }, maths: value },
        ],
        checks: [{ evaluate: `${ones} + ${tenths}/10 + ${hundredths}/100` }],
      };
    },
  },
  {
    id: `${topic}.compare`,
    topic,
    skill: 'compare-decimals',
    generate(random): GeneratedMathsItem {
      // Tenths against hundredths, where "0.4 < 0.38 because 38 > 4" is the usual mistake (4.NF.C.7).
      const ones = random.int(0, 3);
      const a = ones * 100 + random.int(1, 9) * 10;
      const b = random.int(0, 4) === 0 ? a : ones * 100 + random.int(1, 9) * 10 + random.int(1, 9);
      const [left, right] = random.int(0, 1) === 0 ? [a, b] : [b, a];
      const answer = left < right ? 0 : left === right ? 1 : 2;
      const sign = ['<', '=', '>'][answer]!;
      const [l, r] = [decimal(left), left === right ? `${decimal(right)}0` : decimal(right)];
      return {
        prompt: { key: key('compare.prompt') },
        maths: `${l} \\;\\square\\; ${r}`,
        answer: { kind: 'choice', choices: ['<', '=', '>'], answer },
        steps: [
          { text: { key: key('compare.hundredths') }, maths: `${(left / 100).toFixed(2)} \\;\\text{and}\\; ${(right / 100).toFixed(2)}` },
          { text: { key: key('compare.result') }, maths: `${l} ${sign} ${r}` },
        ],
        checks: [{ holds: `${l} ${sign === '=' ? '==' : sign} ${r}` }],
      };
    },
  },
  {
    id: `${topic}.add`,
    topic,
    skill: 'add-subtract-decimals',
    generate(random): GeneratedMathsItem {
      const [a, b] = [random.int(105, 2999), random.int(12, 999)];
      return {
        prompt: { key: key('add.prompt') },
        maths: `${decimal(a)} + ${decimal(b)}`,
        answer: { kind: 'number', value: decimal(a + b) },
        steps: [
          { text: { key: key('lineUp') }, maths: `${(a / 100).toFixed(2)} + ${(b / 100).toFixed(2)}` },
          { text: { key: key('answerIs') }, maths: `${decimal(a)} + ${decimal(b)} = ${decimal(a + b)}` },
        ],
        checks: [{ evaluate: `${decimal(a)} + ${decimal(b)}` }],
      };
    },
  },
  {
    id: `${topic}.subtract`,
    topic,
    skill: 'add-subtract-decimals',
    generate(random): GeneratedMathsItem {
      const a = random.int(205, 2999);
      const b = random.int(12, a - 11);
      return {
        prompt: { key: key('subtract.prompt') },
        maths: `${decimal(a)} - ${decimal(b)}`,
        answer: { kind: 'number', value: decimal(a - b) },
        steps: [
          { text: { key: key('lineUp') }, maths: `${(a / 100).toFixed(2)} - ${(b / 100).toFixed(2)}` },
          { text: { key: key('subtract.check') }, maths: `${decimal(a - b)} + ${decimal(b)} = ${decimal(a)}` },
        ],
        checks: [{ evaluate: `${decimal(a)} - ${decimal(b)}` }],
      };
    },
  },
];
