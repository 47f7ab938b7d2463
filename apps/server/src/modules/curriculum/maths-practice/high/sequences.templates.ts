import type { MathsTemplate } from '../maths-template.js';
import { highText } from './high-text.js';
import { bracketed, polynomial } from './signed-sum.js';

const topic = 'math-high-sequences';

const firstTerms = (terms: number[]) => `${terms.join(', ')}, \\ldots`;

const arithmeticTerm: MathsTemplate = {
  id: `${topic}.arithmetic-term`,
  topic,
  skill: 'arithmetic-sequences',
  generate(random) {
    const [first, difference, n] = [random.int(-20, 20), random.nonZero(-9, 9), random.int(10, 40)];
    const term = first + (n - 1) * difference;
    return {
      prompt: highText('sequences.arithmetic.termPrompt', { n }),
      maths: firstTerms([0, 1, 2, 3].map((i) => first + i * difference)),
      answer: { kind: 'number', value: String(term) },
      steps: [
        { text: highText('sequences.arithmetic.difference'), maths: `d = ${first + difference} - ${bracketed(first)} = ${difference}` },
        {
          text: highText('sequences.arithmetic.formula'),
          maths: `a_{${n}} = ${first} + (${n} - 1) \\cdot ${bracketed(difference)} = ${term}`,
        },
      ],
      checks: [{ evaluate: `${first} + (${n} - 1)*(${difference})` }],
    };
  },
};

const arithmeticRule: MathsTemplate = {
  id: `${topic}.arithmetic-rule`,
  topic,
  skill: 'arithmetic-sequences',
  generate(random) {
    const [first, difference] = [random.int(-15, 15), random.nonZero(-9, 9)];
    const rule = [difference, first - difference];
    return {
      prompt: highText('sequences.arithmetic.rulePrompt'),
      maths: firstTerms([0, 1, 2, 3].map((i) => first + i * difference)),
      answer: { kind: 'expression', value: polynomial(rule, false, 'n'), variables: ['n'] },
      steps: [
        { text: highText('sequences.arithmetic.difference'), maths: `d = ${difference}` },
        {
          text: highText('sequences.arithmetic.formula'),
          maths: `a_n = ${first} + (n - 1) \\cdot ${bracketed(difference)} = ${polynomial(rule, true, 'n')}`,
        },
      ],
      checks: [{ equivalent: `${first} + (n - 1)*(${difference})` }],
    };
  },
};

const ratios = [2, 3, -2, -3] as const;

const geometricTerm: MathsTemplate = {
  id: `${topic}.geometric-term`,
  topic,
  skill: 'geometric-sequences',
  generate(random) {
    const [first, ratio, n] = [random.nonZero(-6, 6), random.pick(ratios), random.int(5, 8)];
    const term = first * ratio ** (n - 1);
    return {
      prompt: highText('sequences.geometric.termPrompt', { n }),
      maths: firstTerms([0, 1, 2, 3].map((i) => first * ratio ** i)),
      answer: { kind: 'number', value: String(term) },
      steps: [
        { text: highText('sequences.geometric.ratio'), maths: `r = \\frac{${first * ratio}}{${first}} = ${ratio}` },
        { text: highText('sequences.geometric.formula'), maths: `a_{${n}} = ${first} \\cdot ${bracketed(ratio)}^{${n - 1}} = ${term}` },
      ],
      checks: [{ evaluate: `${first}*(${ratio})^(${n} - 1)` }],
    };
  },
};

const geometricSum: MathsTemplate = {
  id: `${topic}.geometric-sum`,
  topic,
  skill: 'geometric-series',
  generate(random) {
    const [first, ratio, n] = [random.int(1, 5), random.pick(ratios), random.int(4, 7)];
    const terms = Array.from({ length: n }, (_, i) => first * ratio ** i);
    const sum = terms.reduce((s, t) => s + t, 0);
    return {
      prompt: highText('sequences.series.prompt', { n }),
      maths: firstTerms(terms.slice(0, 3)),
      answer: { kind: 'number', value: String(sum) },
      steps: [
        { text: highText('sequences.geometric.ratio'), maths: `a_1 = ${first}, \\quad r = ${ratio}` },
        {
          text: highText('sequences.series.formula'),
          maths: `S_{${n}} = \\frac{${first}(1 - ${bracketed(ratio)}^{${n}})}{1 - ${bracketed(ratio)}} = ${sum}`,
        },
      ],
      // Term by term, not by the formula the steps use.
      checks: [{ evaluate: terms.map((_, i) => `${first}*(${ratio})^${i}`).join(' + ') }],
    };
  },
};

export const sequencesTemplates: readonly MathsTemplate[] = [arithmeticTerm, arithmeticRule, geometricTerm, geometricSum];
