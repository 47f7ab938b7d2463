import { describe, expect, it } from 'vitest';
import { checkMathsAnswer } from '../maths-answer-check.js';
import { generateMathsItem } from '../maths-templates.js';
import { middleTemplates } from './middle-templates.js';

/**
 * Seed 7 of every template of the middle band's second half, worked by hand (the working is in the
 * comment of each row): a wrong generator is caught here even if its CAS checks were written wrong too.
 */
const handChecked: [template: string, maths: string | undefined, answer: string | number][] = [
  // 2^(1 + 1 - 5) = 2^-3
  ['exponents-and-scientific-notation.product-quotient', '\\frac{2^{1} \\cdot 2^{1}}{2^{5}}', '1/8'],
  // (5/6)^2
  ['exponents-and-scientific-notation.negative-exponent', '\\left(\\frac{6}{5}\\right)^{-2}', '25/36'],
  ['exponents-and-scientific-notation.square-equation', 'x^{2} = 4', 'x=2;x=-2'],
  // (-6)^3 = -216
  ['exponents-and-scientific-notation.cube-equation', 'x^{3} = -216', '-6'],
  // the point moves 6 places right
  ['exponents-and-scientific-notation.to-scientific', '0.0000012', '1.2*10^-6'],
  // 10^(11 - 6)
  ['exponents-and-scientific-notation.times-as-large', 'A = 1 \\times 10^{11}, \\quad B = 1 \\times 10^{6}', '100000'],
  ['exponents-and-scientific-notation.multiply-scientific', '(2 \\times 10^{9})(2 \\times 10^{5})', '4*10^14'],
  // 2/1 = 4/2 = 10/5
  ['linear-functions.constant-of-proportionality', '\\begin{array}{c|c} x & y \\\\ \\hline 1 & 2 \\\\ 2 & 4 \\\\ 5 & 10 \\end{array}', '2'],
  // b = 0: through the origin (choice 0, yes)
  ['linear-functions.is-proportional', 'y = -9x', 0],
  // (-4 + 8) / (0 + 6) = 4/6
  ['linear-functions.slope-two-points', '(-6, -8) \\text{ and } (0, -4)', '2/3'],
  // m = -20/4 = -5, -33 = -25 + b
  ['linear-functions.equation-two-points', '(5, -33) \\text{ and } (9, -53)', '-5x - 8'],
  // 0 = -6x - 11
  ['linear-functions.x-intercept', 'y = -6x - 11', '-11/6'],
  // 2x - (4x + 18) = -6, -2x = 12
  ['systems-of-linear-equations.substitution', '\\begin{cases} y = 4x + 18 \\\\ 2x - y = -6 \\end{cases}', '-6'],
  // 3a + 2(70 - a) = 180, a + 140 = 180
  ['systems-of-linear-equations.tickets', undefined, '40'],
  // add: 9x = -9
  ['systems-of-linear-equations.elimination', '\\begin{cases} 6x + y = -9 \\\\ 3x - y = 0 \\end{cases}', '-1'],
  // (-5)(-3) - (-1)(5) = 20, not 0: one solution (choice 0)
  ['area-surface-area-and-volume.triangle-area', 'b = 2\\text{ ft}, \\quad h = 3\\text{ ft}', '3'],
  // (2 + 11) · 2 / 2
  ['area-surface-area-and-volume.trapezoid-area', 'a = 2\\text{ ft}, \\quad b = 11\\text{ ft}, \\quad h = 2\\text{ ft}', '13'],
  ['area-surface-area-and-volume.circle-area', 'r = 2\\text{ cm}', '4*pi'],
  ['area-surface-area-and-volume.circumference', 'r = 2\\text{ cm}', '4*pi'],
  // 2(4 + 18 + 18)
  ['area-surface-area-and-volume.prism-surface-area', 'l = 2\\text{ in}, \\quad w = 2\\text{ in}, \\quad h = 9\\text{ in}', '80'],
  // 2.5 · 54
  ['area-surface-area-and-volume.prism-volume', 'l = 2.5\\text{ in}, \\quad w = 9\\text{ in}, \\quad h = 6\\text{ in}', '135'],
  // a cylinder: 81 · 9
  ['area-surface-area-and-volume.round-solid-volume', 'r = 9\\text{ cm}, \\quad h = 9\\text{ cm}', '729*pi'],
  // 2304 + 1296 = 3600
  ['pythagorean-theorem.hypotenuse', 'a = 48, \\quad b = 36', '60'],
  // 25 - 16 = 9
  ['pythagorean-theorem.leg', 'a = 4, \\quad c = 5', '3'],
  // a 5 ft ladder, foot 4 ft out: 25 - 16 = 9
  ['pythagorean-theorem.ladder', undefined, '3'],
  // 3² + 4² = 25, not 6² = 36: not a right triangle (choice 1)
  ['pythagorean-theorem.is-right-triangle', '6, \\quad 4, \\quad 3', 1],
  // legs 3 and 4
  ['pythagorean-theorem.distance', '(8, 3) \\text{ and } (5, 7)', '5'],
  ['systems-of-linear-equations.number-of-solutions', '\\begin{cases} -5x + 5y = 4 \\\\ -x - 3y = 1 \\end{cases}', 0],
];

/** This half's topics (the other engineer's topics have their own hand-checked test). */
const topics = [
  'exponents-and-scientific-notation',
  'linear-functions',
  'systems-of-linear-equations',
  'area-surface-area-and-volume',
  'pythagorean-theorem',
].map((slug) => `math-middle-${slug}`);
const ours = middleTemplates.filter((t) => topics.includes(t.topic));

describe('middle-band maths templates (second half), seed 7 worked by hand', () => {
  it('covers every template of these topics', () => {
    expect(handChecked.map(([id]) => `math-middle-${id}`).sort()).toEqual(ours.map((t) => t.id).sort());
  });

  it.each(handChecked)('%s', (id, maths, answer) => {
    const template = middleTemplates.find((t) => t.id === `math-middle-${id}`)!;
    const item = generateMathsItem(template, 7);
    expect(item.maths).toBe(maths);
    expect(item.answer.kind === 'choice' ? item.answer.answer : item.answer.value).toBe(answer);
  });

  it('asks the word problems the hand-worked answers assume', () => {
    const item = (id: string) =>
      generateMathsItem(
        middleTemplates.find((t) => t.id === `math-middle-${id}`)!,
        7,
      );
    expect(item('pythagorean-theorem.ladder').prompt.values).toEqual({ length: 5, foot: 4, unit: 'ft' });
    expect(item('systems-of-linear-equations.tickets').prompt.values).toEqual({ total: 70, adult: 3, child: 2, money: 180 });
    expect(item('area-surface-area-and-volume.round-solid-volume').prompt.key).toBe(
      'mathsMiddle:area-surface-area-and-volume.roundSolidVolume.cylinder',
    );
  });

  it('accepts a measure typed with its unit and π as a learner writes them', () => {
    const circle = generateMathsItem(
      middleTemplates.find((t) => t.id === 'math-middle-area-surface-area-and-volume.circle-area')!,
      7,
    );
    expect(checkMathsAnswer(circle.answer, '4π cm²')).toBe('right');
    expect(checkMathsAnswer(circle.answer, '4pi')).toBe('right');
    expect(checkMathsAnswer(circle.answer, '8π cm²')).toBe('wrong');
  });
});
