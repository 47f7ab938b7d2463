import type { GeneratedMathsItem, MathsTemplate } from '../maths-template.js';

const topic = 'math-elementary-multi-digit-operations';
const key = (name: string) => `mathsElementary:multiDigit.${name}`;

export const multiDigitOperationsTemplates: MathsTemplate[] = [
  {
    id: `${topic}.multiply-by-one-digit`,
    topic,
    skill: 'multiply-multi-digit',
    generate(random): GeneratedMathsItem {
      const [a, b] = [random.int(1021, 4987), random.int(3, 9)];
      // Partial products by place value (4.NBT.B.5): 3000 × 6 + 200 × 6 + …
      const parts = String(a)
        .split('')
        .map((d, i, all) => Number(d) * 10 ** (all.length - 1 - i))
        .filter((p) => p > 0);
      return {
        prompt: { key: key('multiply.prompt') },
        maths: `${a} \\times ${b}`,
        answer: { kind: 'number', value: String(a * b) },
        steps: [
          { text: { key: key('multiply.split') }, maths: parts.map((p) => `${p} \\times ${b}`).join(' + ') },
          { text: { key: key('multiply.addParts') }, maths: `${parts.map((p) => p * b).join(' + ')} = ${a * b}` },
        ],
        checks: [{ evaluate: `${a} * ${b}` }],
      };
    },
  },
  {
    id: `${topic}.multiply-two-digit`,
    topic,
    skill: 'multiply-multi-digit',
    generate(random): GeneratedMathsItem {
      const a = random.int(12, 98);
      const b = random.int(1, 9) * 10 + random.int(1, 9);
      const [tens, ones] = [Math.floor(b / 10) * 10, b % 10];
      return {
        prompt: { key: key('multiply.prompt') },
        maths: `${a} \\times ${b}`,
        answer: { kind: 'number', value: String(a * b) },
        steps: [
          { text: { key: key('multiply.split') }, maths: `${a} \\times ${tens} + ${a} \\times ${ones}` },
          { text: { key: key('multiply.addParts') }, maths: `${a * tens} + ${a * ones} = ${a * b}` },
        ],
        checks: [{ evaluate: `${a} * ${b}` }],
      };
    },
  },
  {
    id: `${topic}.divide-exactly`,
    topic,
    skill: 'divide-multi-digit',
    generate(random): GeneratedMathsItem {
      // A one-digit divisor (4.NBT.B.6) or a two-digit one (5.NBT.B.6), always dividing exactly.
      const twoDigits = random.int(0, 1) === 1;
      const divisor = twoDigits ? random.int(11, 39) : random.int(3, 9);
      const quotient = twoDigits ? random.int(12, 99) : random.int(104, 999);
      const dividend = divisor * quotient;
      // Take away groups of the divisor place by place, from the quotient's largest place down.
      let left = dividend;
      const groups = [100, 10, 1].map((place) => (Math.floor(quotient / place) % 10) * place).filter((g) => g > 0);
      const takeAway = groups.map((g) => {
        const step = {
          text: { key: key('divide.takeAway'), values: { groups: g, divisor } },
          maths: `${g} \\times ${divisor} = ${g * divisor}, \\quad ${left} - ${g * divisor} = ${left - g * divisor}`,
        };
        left -= g * divisor;
        return step;
      });
      return {
        prompt: { key: key('divide.prompt') },
        maths: `${dividend} \\div ${divisor}`,
        answer: { kind: 'number', value: String(quotient) },
        steps: [
          { text: { key: key('divide.placeByPlace'), values: { divisor } } },
          ...takeAway,
          // One group is already the quotient: no sum to show.
          ...(groups.length > 1
            ? [{ text: { key: key('divide.addGroups'), values: { divisor } }, maths: `${groups.join(' + ')} = ${quotient}` }]
            : []),
          { text: { key: key('divide.check') }, maths: `${quotient} \\times ${divisor} = ${dividend}` },
        ],
        checks: [{ evaluate: `${dividend} / ${divisor}` }],
      };
    },
  },
  {
    id: `${topic}.remainder`,
    topic,
    skill: 'divide-multi-digit',
    generate(random): GeneratedMathsItem {
      const divisor = random.int(3, 9);
      const quotient = random.int(21, 199);
      const remainder = random.int(1, divisor - 1);
      const dividend = divisor * quotient + remainder;
      return {
        prompt: { key: key('remainder.prompt'), values: { dividend, divisor } },
        maths: `${dividend} \\div ${divisor}`,
        answer: { kind: 'number', value: String(remainder) },
        steps: [
          {
            text: { key: key('remainder.fit'), values: { divisor, quotient } },
            maths: `${quotient} \\times ${divisor} = ${quotient * divisor}`,
          },
          { text: { key: key('remainder.left') }, maths: `${dividend} - ${quotient * divisor} = ${remainder}` },
        ],
        checks: [{ evaluate: `mod(${dividend}, ${divisor})` }],
      };
    },
  },
];
