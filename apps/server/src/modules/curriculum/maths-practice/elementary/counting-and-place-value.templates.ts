import type { GeneratedMathsItem, MathsTemplate } from '../maths-template.js';

const topic = 'math-elementary-counting-and-place-value';
const key = (name: string) => `mathsElementary:placeValue.${name}`;
const placeKeys = ['ones', 'tens', 'hundreds', 'thousands'].map((place) => key(`places.${place}`));

export const countingAndPlaceValueTemplates: MathsTemplate[] = [
  {
    id: `${topic}.digit-value`,
    topic,
    skill: 'place-value',
    generate(random): GeneratedMathsItem {
      // Distinct digits, so "the digit 4" names one place only.
      const length = random.int(3, 4);
      const digits = random.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, length);
      if (random.int(0, 2) === 0) digits[random.int(1, length - 1)] = 0;
      const number = Number(digits.join(''));
      const place = random.pick(digits.map((d, i) => (d === 0 ? -1 : length - 1 - i)).filter((p) => p >= 0));
      const digit = digits[length - 1 - place]!;
      const value = digit * 10 ** place;
      return {
        prompt: { key: key('digitValue.prompt'), values: { digit, number } },
        maths: String(number),
        answer: { kind: 'number', value: String(value) },
        steps: [
          { text: { key: key('digitValue.place'), values: { digit, place: { t: placeKeys[place]! } } } },
          { text: { key: key('digitValue.value') }, maths: `${digit} \\times ${10 ** place} = ${value}` },
        ],
        checks: [{ evaluate: `mod(floor(${number} / 10^${place}), 10) * 10^${place}` }],
      };
    },
  },
  {
    id: `${topic}.expanded-form`,
    topic,
    skill: 'place-value',
    generate(random): GeneratedMathsItem {
      const length = random.int(3, 4);
      const digits = [random.int(1, 9), ...Array.from({ length: length - 1 }, () => (random.int(0, 3) === 0 ? 0 : random.int(1, 9)))];
      const parts = digits.map((d, i) => d * 10 ** (length - 1 - i)).filter((p) => p > 0);
      const number = Number(digits.join(''));
      return {
        prompt: { key: key('expandedForm.prompt') },
        maths: parts.join(' + '),
        answer: { kind: 'number', value: String(number) },
        steps: [
          { text: { key: key('expandedForm.places') } },
          { text: { key: key('expandedForm.zeros') }, maths: `${parts.join(' + ')} = ${number}` },
        ],
        checks: [{ evaluate: parts.join(' + ') }],
      };
    },
  },
  {
    id: `${topic}.compare`,
    topic,
    skill: 'compare-numbers',
    generate(random): GeneratedMathsItem {
      const a = random.int(100, 9999);
      const digits = String(a).split('');
      // Close numbers test place value: swap two digits, change one, or keep the same.
      const how = random.int(0, 7);
      if (how < 4 && digits.length > 1) {
        const i = random.int(1, digits.length - 1);
        const j = random.int(0, i - 1);
        if (j > 0 || digits[i] !== '0') [digits[i], digits[j]] = [digits[j]!, digits[i]!];
      } else if (how < 7) {
        const i = random.int(0, digits.length - 1);
        digits[i] = String(random.int(i === 0 ? 1 : 0, 9));
      }
      const b = how === 7 ? random.int(10, 999) : Number(digits.join(''));
      const [left, right] = random.int(0, 1) === 0 ? [a, b] : [b, a];
      const answer = left < right ? 0 : left === right ? 1 : 2;
      const sign = ['<', '=', '>'][answer]!;
      const sameLength = String(left).length === String(right).length;
      return {
        prompt: { key: key('compare.prompt') },
        maths: `${left} \\;\\square\\; ${right}`,
        answer: { kind: 'choice', choices: ['<', '=', '>'], answer },
        steps: [{ text: { key: key(sameLength ? 'compare.sameLength' : 'compare.moreDigits') }, maths: `${left} ${sign} ${right}` }],
        checks: [{ holds: `${left} ${sign === '=' ? '==' : sign} ${right}` }],
      };
    },
  },
];
