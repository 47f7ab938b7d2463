import { describe, expect, it } from 'vitest';
import { generateMathsItem } from '../maths-templates.js';
import { middleTemplates } from './middle-templates.js';

/** The item of a template for seed 7, whose numbers and key were worked out by hand below. */
function itemOf(id: string) {
  const template = middleTemplates.find((t) => t.id === id);
  if (!template) throw new Error(`no template ${id}`);
  return generateMathsItem(template, 7);
}

describe('middle maths templates, hand-checked at seed 7', () => {
  describe('ratios and unit rates', () => {
    it('1 : 2 = 12 : x gives x = 24', () => {
      const item = itemOf('math-middle-ratios-and-unit-rates.missing-value');
      expect(item.maths).toBe('1 : 2 = 12 : x');
      expect(item.answer).toEqual({ kind: 'number', value: '24' });
    });

    it('45 shared in the ratio 1 : 2 has a larger share of 30', () => {
      const item = itemOf('math-middle-ratios-and-unit-rates.share-in-ratio');
      expect(item.prompt.values).toMatchObject({ total: 45, a: 1, b: 2 });
      expect(item.answer).toEqual({ kind: 'number', value: '30' });
    });

    it('2 items for $0.80 cost $0.40 each', () => {
      const item = itemOf('math-middle-ratios-and-unit-rates.unit-price');
      expect(item.prompt.values).toMatchObject({ count: 2, price: '0.80' });
      expect(item.answer).toEqual({ kind: 'number', value: '0.40' });
    });

    it('40 km in 2 hours is 20 km/h', () => {
      const item = itemOf('math-middle-ratios-and-unit-rates.speed');
      expect(item.prompt.values).toEqual({ distance: 40, hours: 2 });
      expect(item.answer).toEqual({ kind: 'number', value: '20', unit: 'km/h' });
    });

    it('x 4, 8, 12 and y 6, 12, 18 have k = 3/2', () => {
      const item = itemOf('math-middle-ratios-and-unit-rates.constant-of-proportionality');
      expect(item.maths).toContain('x & 4 & 8 & 12');
      expect(item.maths).toContain('y & 6 & 12 & 18');
      expect(item.answer).toEqual({ kind: 'number', value: '3/2' });
    });

    it('x 2, 4, 6 and y 6, 10, 14 are not proportional (6/2 is 3, 10/4 is 2.5)', () => {
      const item = itemOf('math-middle-ratios-and-unit-rates.is-proportional');
      expect(item.maths).toContain('y & 6 & 10 & 14');
      expect(item.answer).toMatchObject({ kind: 'choice', answer: 1 });
    });
  });

  describe('percentages', () => {
    it('5% of 60 is 3', () => {
      const item = itemOf('math-middle-percentages.percent-of');
      expect(item.prompt.values).toEqual({ percent: 5, whole: 60 });
      expect(item.answer).toEqual({ kind: 'number', value: '3' });
    });

    it('5% of a number is 3: the number is 60', () => {
      const item = itemOf('math-middle-percentages.find-whole');
      expect(item.prompt.values).toEqual({ percent: 5, part: 3 });
      expect(item.answer).toEqual({ kind: 'number', value: '60' });
    });

    it('$20 with 10% off is $18', () => {
      const item = itemOf('math-middle-percentages.discount');
      expect(item.prompt.values).toEqual({ price: 20, percent: 10 });
      expect(item.answer).toEqual({ kind: 'number', value: '18' });
    });

    it('$240 down to $228 is a 5% decrease', () => {
      const item = itemOf('math-middle-percentages.percent-change');
      expect(item.prompt.key).toBe('mathsMiddle:percentages.percentChange.decreasePrompt');
      expect(item.prompt.values).toEqual({ from: 240, to: 228 });
      expect(item.answer).toEqual({ kind: 'number', value: '5', unit: '%' });
    });

    it('$200 at 2% for 6 years earns $24', () => {
      const item = itemOf('math-middle-percentages.simple-interest');
      expect(item.prompt.values).toEqual({ principal: 200, rate: 2, years: 6 });
      expect(item.answer).toEqual({ kind: 'number', value: '24' });
    });

    it('$50 with 4% tax is $52', () => {
      const item = itemOf('math-middle-percentages.sales-tax');
      expect(item.prompt.values).toEqual({ price: 50, rate: 4 });
      expect(item.answer).toEqual({ kind: 'number', value: '52' });
    });
  });

  describe('rational number operations', () => {
    const cases = [
      ['divide-fractions', '\\frac{1}{2} \\div \\frac{12}{7}', '7/24'],
      ['add-subtract-integers', '-20 - \\left(-18\\right)', '-2'],
      ['multiply-divide-integers', '132 \\div \\left(-11\\right)', '-12'],
      ['add-signed-fractions', '\\frac{1}{2} + \\left(-\\frac{11}{6}\\right)', '-4/3'],
      ['multiply-decimals', '-4.9 \\times \\left(-0.8\\right)', '3.92'],
    ] as const;
    it.each(cases)('%s: %s = %s', (slug, maths, key) => {
      const item = itemOf(`math-middle-rational-number-operations.${slug}`);
      expect(item.maths).toBe(maths);
      expect(item.answer).toMatchObject({ kind: 'number', value: key });
    });
  });

  describe('expressions and equations', () => {
    it('-9(x + 9) expands to -9x - 81', () => {
      const item = itemOf('math-middle-expressions-and-equations.distribute');
      expect(item.maths).toBe('-9(x + 9)');
      expect(item.answer).toMatchObject({ kind: 'expression', value: '-9x - 81', form: 'expanded' });
    });

    it('-9x + 12 - 8x + 5 simplifies to -17x + 17, among sign slips', () => {
      const item = itemOf('math-middle-expressions-and-equations.like-terms');
      expect(item.maths).toBe('-9x + 12 - 8x + 5');
      if (item.answer.kind !== 'choice') throw new Error('a choice item');
      expect(item.answer.choices[item.answer.answer]).toBe('-17x + 17');
      expect([...item.answer.choices].sort()).toEqual(['-17x + 17', '-x + 17', '-17x + 7', '17x + 17'].sort());
    });

    it('x + 20 = 5 has x = -15', () => {
      const item = itemOf('math-middle-expressions-and-equations.one-step-equation');
      expect(item.maths).toBe('x + 20 = 5');
      expect(item.answer).toEqual({ kind: 'solutions', value: 'x=-15', variable: 'x' });
    });

    it('-9x + 20 = 101 has x = -9', () => {
      const item = itemOf('math-middle-expressions-and-equations.two-step-equation');
      expect(item.maths).toBe('-9x + 20 = 101');
      expect(item.answer).toEqual({ kind: 'solutions', value: 'x=-9', variable: 'x' });
    });

    it('-6x + 15 > 63 gives x < -8 (dividing by -6 turns the sign round)', () => {
      const item = itemOf('math-middle-expressions-and-equations.two-step-inequality');
      expect(item.maths).toBe('-6x + 15 > 63');
      expect(item.answer.kind === 'choice' && item.answer.choices[item.answer.answer]).toBe('x < -8');
    });
  });

  describe('statistics and probability', () => {
    const data = [
      ['mean', '13,\\ 14,\\ 11,\\ 22', '15'],
      ['median', '3,\\ 40,\\ 28,\\ 21,\\ 17', '21'],
      ['mode', '5,\\ 10,\\ 20,\\ 20,\\ 10,\\ 8,\\ 10,\\ 6', '10'],
      ['range', '-7,\\ 44,\\ 29,\\ 19,\\ 12', '51'],
    ] as const;
    it.each(data)('%s of %s is %s', (slug, maths, key) => {
      const item = itemOf(`math-middle-statistics-and-probability.${slug}`);
      expect(item.maths).toBe(maths);
      expect(item.answer).toEqual({ kind: 'number', value: key });
    });

    it('1 red, 1 blue, 9 green: P(green) = 9/11', () => {
      const item = itemOf('math-middle-statistics-and-probability.simple-probability');
      expect(item.prompt.values).toMatchObject({
        red: 1,
        blue: 1,
        green: 9,
        colour: { t: 'mathsMiddle:statistics-and-probability.things.green' },
      });
      expect(item.answer).toEqual({ kind: 'number', value: '9/11', form: 'lowest-terms' });
    });

    it('with replacement, P(green then blue) = 9/11 × 1/11 = 9/121', () => {
      const item = itemOf('math-middle-statistics-and-probability.compound-probability');
      expect(item.prompt.values).toMatchObject({ red: 1, blue: 1, green: 9 });
      expect(item.answer).toEqual({ kind: 'number', value: '9/121', form: 'lowest-terms' });
    });
  });
});
