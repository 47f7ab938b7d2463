import type { GeneratedMathsItem, MathsTemplate } from '../maths-template.js';

const topic = 'math-elementary-patterns-and-order-of-operations';
const key = (name: string) => `mathsElementary:patterns.${name}`;

export const patternsAndOrderOfOperationsTemplates: MathsTemplate[] = [
  {
    id: `${topic}.add-rule`,
    topic,
    skill: 'number-patterns',
    generate(random): GeneratedMathsItem {
      const [first, step] = [random.int(1, 30), random.int(2, 12)];
      const terms = Array.from({ length: 5 }, (_, i) => first + i * step);
      return {
        prompt: { key: key('next.prompt') },
        maths: `${terms.slice(0, 4).join(',\\ ')},\\ \\square`,
        answer: { kind: 'number', value: String(terms[4]) },
        steps: [
          { text: { key: key('next.addRule'), values: { step } }, maths: `${terms[1]} - ${terms[0]} = ${step}` },
          { text: { key: key('answerIs') }, maths: `${terms[3]} + ${step} = ${terms[4]}` },
        ],
        checks: [{ evaluate: `${first} + 4 * (${terms[1]} - ${terms[0]})` }],
      };
    },
  },
  {
    id: `${topic}.multiply-rule`,
    topic,
    skill: 'number-patterns',
    generate(random): GeneratedMathsItem {
      const [first, factor] = [random.int(1, 9), random.pick([2, 2, 3, 3, 4, 5, 10])];
      const terms = Array.from({ length: 5 }, (_, i) => first * factor ** i);
      return {
        prompt: { key: key('next.prompt') },
        maths: `${terms.slice(0, 4).join(',\\ ')},\\ \\square`,
        answer: { kind: 'number', value: String(terms[4]) },
        steps: [
          { text: { key: key('next.multiplyRule'), values: { factor } }, maths: `${terms[1]} \\div ${terms[0]} = ${factor}` },
          { text: { key: key('answerIs') }, maths: `${terms[3]} \\times ${factor} = ${terms[4]}` },
        ],
        checks: [{ evaluate: `${first} * (${terms[1]} / ${terms[0]})^4` }],
      };
    },
  },
  {
    id: `${topic}.no-brackets`,
    topic,
    skill: 'order-of-operations',
    generate(random): GeneratedMathsItem {
      const [b, c] = [random.int(2, 9), random.int(2, 9)];
      const product = b * c;
      // Both orders, so "left to right" gives a wrong answer half the time.
      const addFirst = random.int(0, 1) === 0;
      const a = addFirst ? random.int(2, 20) : random.int(1, product - 1);
      const [text, latex, result] = addFirst
        ? [`${a} + ${b} * ${c}`, `${a} + ${b} \\times ${c}`, a + product]
        : [`${b} * ${c} - ${a}`, `${b} \\times ${c} - ${a}`, product - a];
      return {
        prompt: { key: key('evaluate.prompt') },
        maths: latex,
        answer: { kind: 'number', value: String(result) },
        steps: [
          { text: { key: key('evaluate.multiplyFirst') }, maths: `${b} \\times ${c} = ${product}` },
          { text: { key: key('evaluate.thenAddSubtract') }, maths: `${latex} = ${result}` },
        ],
        checks: [{ evaluate: text }],
      };
    },
  },
  {
    id: `${topic}.brackets`,
    topic,
    skill: 'order-of-operations',
    generate(random): GeneratedMathsItem {
      // 5.OA.A.1: brackets first, then multiplication, then addition and subtraction.
      const [a, b, c, d] = [random.int(2, 12), random.int(2, 12), random.int(2, 6), random.int(1, 15)];
      const inside = a + b;
      const result = inside * c - d;
      return {
        prompt: { key: key('evaluate.prompt') },
        maths: `(${a} + ${b}) \\times ${c} - ${d}`,
        answer: { kind: 'number', value: String(result) },
        steps: [
          { text: { key: key('evaluate.bracketsFirst') }, maths: `${a} + ${b} = ${inside}` },
          { text: { key: key('evaluate.multiplyFirst') }, maths: `${inside} \\times ${c} = ${inside * c}` },
          { text: { key: key('evaluate.thenAddSubtract') }, maths: `${inside * c} - ${d} = ${result}` },
        ],
        checks: [{ evaluate: `(${a} + ${b}) * ${c} - ${d}` }],
      };
    },
  },
];
