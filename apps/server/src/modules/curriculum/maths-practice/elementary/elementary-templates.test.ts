import { describe, expect, it } from 'vitest';
import { generateMathsItem } from '../maths-templates.js';
import { elementaryTemplates } from './elementary-templates.js';

/**
 * Seed 42 of every elementary-band template, worked by hand (the working is in the comment of each row):
 * a wrong generator is caught here even if its CAS checks were written wrong too. Word problems show
 * their numbers in the prompt, so the row gives those values instead of the maths.
 */
const handChecked: [template: string, shown: string | Record<string, unknown>, answer: string | number][] = [
  // the 1 is in the thousands place
  ['counting-and-place-value.digit-value', { digit: 1, number: 1846 }, '1000'],
  ['counting-and-place-value.expanded-form', '5000 + 700 + 3', '5703'],
  // thousands and hundreds equal, then 5 tens > 0 tens: > (choice 2 of <, =, >)
  ['counting-and-place-value.compare', '6050 \\;\\square\\; 6005', 2],
  // 6 + 4 = 10 carry 1, 1 + 1 + 7 = 9, 5 + 2 = 7
  ['addition-and-subtraction.add-regroup', '516 + 274', '790'],
  // regroup a ten: 11 - 6 = 5, 7 - 5 = 2, 6 - 3 = 3
  ['addition-and-subtraction.subtract-regroup', '681 - 356', '325'],
  ['addition-and-subtraction.add-word', { a: 46, b: 20 }, '66'],
  ['addition-and-subtraction.take-away-word', { a: 72, b: 37 }, '35'],
  ['multiplication-and-division.multiply', '7 \\times 6', '42'],
  ['multiplication-and-division.equal-groups', { groups: 7, each: 6 }, '42'],
  ['multiplication-and-division.divide', '42 \\div 7', '6'],
  ['multiplication-and-division.share-equally', { total: 36, people: 6 }, '6'],
  ['multiplication-and-division.missing-factor', '7 \\times \\square = 42', '6'],
  ['multiplication-and-division.missing-divisor', '42 \\div \\square = 6', '7'],
  // 18000 + 2400 + 30
  ['multi-digit-operations.multiply-by-one-digit', '3405 \\times 6', '20430'],
  // 64 · 50 + 64 · 8 = 3200 + 512
  ['multi-digit-operations.multiply-two-digit', '64 \\times 58', '3712'],
  // 24 · 80 = 1920, 2088 - 1920 = 168 = 24 · 7
  ['multi-digit-operations.divide-exactly', '2088 \\div 24', '87'],
  // 7 · 101 = 707, 713 - 707
  ['multi-digit-operations.remainder', { dividend: 713, divisor: 7 }, '6'],
  // add 6
  ['patterns-and-order-of-operations.add-rule', '19,\\ 25,\\ 31,\\ 37,\\ \\square', '43'],
  // multiply by 3
  ['patterns-and-order-of-operations.multiply-rule', '6,\\ 18,\\ 54,\\ 162,\\ \\square', '486'],
  // 30 - 20, not 6 · (5 - 20)
  ['patterns-and-order-of-operations.no-brackets', '6 \\times 5 - 20', '10'],
  // 14 · 6 = 84, 84 - 11
  ['patterns-and-order-of-operations.brackets', '(8 + 6) \\times 6 - 11', '73'],
  ['fractions.fraction-of-a-whole', { parts: 6, taken: 3 }, '3/6'],
  // 5 · 5 = 25, so 2 · 5
  ['fractions.equivalent-missing-numerator', '\\frac{2}{5} = \\frac{\\square}{25}', '10'],
  // ÷ 5
  ['fractions.simplify', '\\frac{25}{30}', '5/6'],
  // twelfths are smaller than thirds: <
  ['fractions.compare-same-part', '\\frac{2}{12} \\;\\square\\; \\frac{2}{3}', 0],
  // 6/12 < 10/12
  ['fractions.compare-unlike', '\\frac{2}{4} \\;\\square\\; \\frac{10}{12}', 0],
  ['fraction-operations.add-like', '\\frac{4}{9} + \\frac{7}{9}', '11/9'],
  ['fraction-operations.subtract-like', '\\frac{5}{9} - \\frac{4}{9}', '1/9'],
  // 3/12 + 7/12 = 10/12
  ['fraction-operations.add-unlike', '\\frac{1}{4} + \\frac{7}{12}', '5/6'],
  // 3/12 - 1/12 = 2/12
  ['fraction-operations.subtract-unlike', '\\frac{1}{4} - \\frac{1}{12}', '1/6'],
  ['fraction-operations.times-whole', '5 \\times \\frac{6}{8}', '30/8'],
  // the 2 is in the ones place
  ['decimals.digit-value', '82.73', '2'],
  ['decimals.from-fractions', '7 + \\frac{4}{10} + \\frac{8}{100}', '7.48'],
  // 2.72 > 2.50
  ['decimals.compare', '2.72 \\;\\square\\; 2.5', 2],
  ['decimals.add', '18.45 + 4.54', '22.99'],
  ['decimals.subtract', '18.85 - 8.47', '10.38'],
  // 6 hours · 60
  ['measurement-time-and-money.convert-units', { amount: 6 }, '360'],
  // 6:25 to 7:00 is 35, 7:00 to 8:55 is 115
  ['measurement-time-and-money.elapsed-time', { start: '6:25', end: '8:55' }, '150'],
  // 50 + 20 + 15 + 3
  ['measurement-time-and-money.count-coins', { quarters: 2, dimes: 2, nickels: 3, pennies: 3 }, '88'],
  ['measurement-time-and-money.change', { cost: '4.99', paid: 10 }, '5.01'],
  // six sides: hexagon (choice 3 of triangle, quadrilateral, pentagon, hexagon, octagon)
  ['shapes-angles-area-and-volume.name-polygon', { n: 6 }, 3],
  // between 90° and 180°: obtuse (choice 2)
  ['shapes-angles-area-and-volume.classify-angle', '165^\\circ', 2],
  ['shapes-angles-area-and-volume.unknown-angle', '83^\\circ + x = 180^\\circ', '97'],
  ['shapes-angles-area-and-volume.rectangle-area', { length: 10, width: 6 }, '60'],
  // 16 + 8 + 16 + 8
  ['shapes-angles-area-and-volume.rectangle-perimeter', { length: 16, width: 8 }, '48'],
  ['shapes-angles-area-and-volume.missing-side', { area: 54, width: 6 }, '9'],
  // 35 cubes a layer, 8 layers
  ['shapes-angles-area-and-volume.prism-volume', { length: 7, width: 5, height: 8 }, '280'],
];

describe('elementary-band maths templates, seed 42 worked by hand', () => {
  it('covers every template', () => {
    expect(handChecked.map(([id]) => `math-elementary-${id}`).sort()).toEqual(elementaryTemplates.map((t) => t.id).sort());
  });

  it.each(handChecked)('%s', (id, shown, answer) => {
    const template = elementaryTemplates.find((t) => t.id === `math-elementary-${id}`)!;
    const item = generateMathsItem(template, 42);
    if (typeof shown === 'string') expect(item.maths).toBe(shown);
    else expect(item.prompt.values).toMatchObject(shown);
    expect(item.answer.kind === 'choice' ? item.answer.answer : item.answer.value).toBe(answer);
  });

  it('asks the question the hand-worked answers assume', () => {
    const item = (id: string) =>
      generateMathsItem(
        elementaryTemplates.find((t) => t.id === `math-elementary-${id}`)!,
        42,
      );
    expect(item('measurement-time-and-money.convert-units').prompt.values).toMatchObject({
      from: { t: 'mathsElementary:units.hours' },
      to: { t: 'mathsElementary:units.minutes' },
    });
    expect(item('shapes-angles-area-and-volume.name-polygon').prompt.key).toBe('mathsElementary:geometry.namePolygon.vertices');
    expect(item('shapes-angles-area-and-volume.unknown-angle').prompt.key).toBe('mathsElementary:geometry.unknownAngle.straight');
  });
});
