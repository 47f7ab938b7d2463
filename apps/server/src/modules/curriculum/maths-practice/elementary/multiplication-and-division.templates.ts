import type { GeneratedMathsItem, MathsTemplate } from '../maths-template.js';

const topic = 'math-elementary-multiplication-and-division';
const key = (name: string) => `mathsElementary:multiplyDivide.${name}`;
const things = ['marbles', 'stickers', 'pencils', 'buttons', 'shells', 'beads'].map((thing) => `mathsElementary:things.${thing}`);

export const multiplicationAndDivisionTemplates: MathsTemplate[] = [
  {
    id: `${topic}.multiply`,
    topic,
    skill: 'multiplication-facts',
    generate(random): GeneratedMathsItem {
      const [a, b] = [random.int(2, 10), random.int(2, 10)];
      return {
        prompt: { key: key('multiply.prompt') },
        maths: `${a} \\times ${b}`,
        answer: { kind: 'number', value: String(a * b) },
        steps: [
          { text: { key: key('multiply.groups'), values: { a, b } }, maths: Array.from({ length: a }, () => b).join(' + ') },
          { text: { key: key('answerIs') }, maths: `${a} \\times ${b} = ${a * b}` },
        ],
        checks: [{ evaluate: `${a} * ${b}` }],
      };
    },
  },
  {
    id: `${topic}.equal-groups`,
    topic,
    skill: 'multiplication-facts',
    generate(random): GeneratedMathsItem {
      const [groups, each] = [random.int(3, 9), random.int(2, 10)];
      const thing = { t: random.pick(things) };
      return {
        prompt: { key: key('equalGroups.prompt'), values: { groups, each, thing } },
        answer: { kind: 'number', value: String(groups * each) },
        steps: [
          { text: { key: key('equalGroups.operation') }, maths: `${groups} \\times ${each}` },
          { text: { key: key('answerIs') }, maths: `${groups} \\times ${each} = ${groups * each}` },
        ],
        checks: [{ solve: `n / ${each} = ${groups}`, variable: 'n' }],
      };
    },
  },
  {
    id: `${topic}.divide`,
    topic,
    skill: 'division-facts',
    generate(random): GeneratedMathsItem {
      const [divisor, quotient] = [random.int(2, 10), random.int(2, 10)];
      const dividend = divisor * quotient;
      return {
        prompt: { key: key('divide.prompt') },
        maths: `${dividend} \\div ${divisor}`,
        answer: { kind: 'number', value: String(quotient) },
        steps: [
          { text: { key: key('divide.related'), values: { divisor, dividend } }, maths: `${divisor} \\times ${quotient} = ${dividend}` },
          { text: { key: key('answerIs') }, maths: `${dividend} \\div ${divisor} = ${quotient}` },
        ],
        checks: [{ evaluate: `${dividend} / ${divisor}` }],
      };
    },
  },
  {
    id: `${topic}.share-equally`,
    topic,
    skill: 'division-facts',
    generate(random): GeneratedMathsItem {
      const [people, each] = [random.int(2, 9), random.int(2, 10)];
      const total = people * each;
      const thing = { t: random.pick(things) };
      return {
        prompt: { key: key('shareEqually.prompt'), values: { total, people, thing } },
        answer: { kind: 'number', value: String(each) },
        steps: [
          { text: { key: key('shareEqually.operation') }, maths: `${total} \\div ${people}` },
          { text: { key: key('answerIs') }, maths: `${total} \\div ${people} = ${each}` },
        ],
        checks: [{ solve: `${people} * n = ${total}`, variable: 'n' }],
      };
    },
  },
  {
    id: `${topic}.missing-factor`,
    topic,
    skill: 'unknown-factor',
    generate(random): GeneratedMathsItem {
      const [a, b] = [random.int(2, 10), random.int(2, 10)];
      const product = a * b;
      const first = random.int(0, 1) === 0;
      return {
        prompt: { key: key('missingFactor.prompt') },
        maths: first ? `\\square \\times ${b} = ${product}` : `${a} \\times \\square = ${product}`,
        answer: { kind: 'number', value: String(first ? a : b) },
        steps: [
          { text: { key: key('missingFactor.divide') }, maths: `${product} \\div ${first ? b : a} = ${first ? a : b}` },
          { text: { key: key('missingFactor.check') }, maths: `${a} \\times ${b} = ${product}` },
        ],
        checks: [{ solve: first ? `n * ${b} = ${product}` : `${a} * n = ${product}`, variable: 'n' }],
      };
    },
  },
  {
    id: `${topic}.missing-divisor`,
    topic,
    skill: 'unknown-factor',
    generate(random): GeneratedMathsItem {
      const [divisor, quotient] = [random.int(2, 10), random.int(2, 10)];
      const dividend = divisor * quotient;
      return {
        prompt: { key: key('missingFactor.prompt') },
        maths: `${dividend} \\div \\square = ${quotient}`,
        answer: { kind: 'number', value: String(divisor) },
        steps: [
          { text: { key: key('missingDivisor.think') }, maths: `${quotient} \\times \\square = ${dividend}` },
          { text: { key: key('answerIs') }, maths: `${dividend} \\div ${divisor} = ${quotient}` },
        ],
        checks: [{ solve: `${dividend} / n = ${quotient}`, variable: 'n' }],
      };
    },
  },
];
