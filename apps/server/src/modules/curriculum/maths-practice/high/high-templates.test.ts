import { describe, expect, it } from 'vitest';
import { generateMathsItem } from '../maths-templates.js';
import { highTemplates } from './high-templates.js';

/**
 * Seed 7 of every high-band template, worked by hand (the working is in the comment of each row):
 * a wrong generator is caught here even if its CAS checks were written wrong too.
 */
const handChecked: [template: string, maths: string | undefined, answer: string | number][] = [
  // -9x = 108
  ['linear-equations-and-inequalities.two-step', '-9x + 20 = 128', 'x=-12'],
  // -18x = -72
  ['linear-equations-and-inequalities.variables-on-both-sides', '-9x + 1 = 9x - 71', 'x=4'],
  // -9x ≤ 81, dividing by -9 reverses the sign: x ≥ -9 (choice 1 of the shown order)
  ['linear-equations-and-inequalities.inequality', '-9x + 15 \\le 96', 1],
  // 3x - (5x + 33) = -17, -2x = 16
  ['systems-of-equations.substitution', '\\begin{cases} y = 5x + 33 \\\\ 3x - y = -17 \\end{cases}', '-8'],
  // x + y = -3 and 2x + y = -5: x = -2, y = -1
  ['systems-of-equations.elimination', '\\begin{cases} -6x - 6y = 18 \\\\ 6x + 3y = -15 \\end{cases}', '-1'],
  ['polynomials.add-subtract', '(-9x^{2} - 8x + 9) - (4x^{2} - 2x - 1)', '-13x^2 - 6x + 10'],
  // 5x² + 4x - 40x - 32
  ['polynomials.multiply-binomials', '(x - 8)(5x + 4)', '5x^2 - 36x - 32'],
  // x³ - 6x² + 9x - 6x² + 36x - 54
  ['polynomials.multiply-binomial-trinomial', '(x - 6)(x^{2} - 6x + 9)', 'x^3 - 12x^2 + 45x - 54'],
  // -9 · -8 = 72, -9 + -8 = -17
  ['polynomials.factor-trinomial', 'x^{2} - 17x + 72', '(x - 9)(x - 8)'],
  ['polynomials.difference-of-squares', 'x^{2} - 1', '(x - 1)(x + 1)'],
  ['quadratic-equations.by-factoring', 'x^{2} + 17x + 72 = 0', 'x=-9;x=-8'],
  // D = 64 - 36 = 28 = 4 · 7, x = (8 ± 2√7)/2
  ['quadratic-equations.quadratic-formula', 'x^{2} - 8x + 9 = 0', 'x=4 + sqrt(7);x=4 - sqrt(7)'],
  // D = 81 - 16 = 65 > 0: two real solutions
  ['quadratic-equations.discriminant', 'x^{2} + 9x + 4 = 0', 0],
  // -16 - 16 + 9
  ['functions.evaluate', 'f(x) = -4x^{2} - 8x + 9', '-23'],
  // g(2) = 10, f(10) = -68
  ['functions.compose-at-a-point', 'f(x) = -6x - 8, \\quad g(x) = x^{2} + 6', '-68'],
  // -6(6x + 4) - 8
  ['functions.compose-expressions', 'f(x) = -6x - 8, \\quad g(x) = 6x + 4', '-36x - 32'],
  // x = -9y - 11
  ['functions.inverse', 'f(x) = -9x - 11', '(-11 - x)/9'],
  ['exponents-and-exponential-functions.product-and-quotient', '\\frac{2x^{7} \\cdot 2x^{6}}{2x^{6}}', '2x^7'],
  ['exponents-and-exponential-functions.power-of-a-power', '(2x^{2})^{3}', '8x^6'],
  // (√4)³
  ['exponents-and-exponential-functions.rational-exponent', '4^{\\frac{3}{2}}', '8'],
  ['exponents-and-exponential-functions.simplify-radical', '\\sqrt{8}', '2*sqrt(2)'],
  // 1000 · 0.8²
  ['exponents-and-exponential-functions.compound-change', undefined, '640'],
  // 60 years is two half-lives: 12 / 4
  ['exponents-and-exponential-functions.half-life', undefined, '3'],
  ['exponents-and-exponential-functions.growth-or-decay', 'f(x) = 32\\left(1.05\\right)^{x}', 0],
  // -20 + 39 · (-8)
  ['sequences.arithmetic-term', '-20, -28, -36, -44, \\ldots', '-332'],
  // -15 - 8(n - 1)
  ['sequences.arithmetic-rule', '-15, -23, -31, -39, \\ldots', '-8n - 7'],
  // -6 · 2⁷
  ['sequences.geometric-term', '-6, -12, -24, -48, \\ldots', '-768'],
  // 1 + 2 + … + 64
  ['sequences.geometric-sum', '1, 2, 4, \\ldots', '127'],
  ['trigonometry.ratio', '\\angle C = 90^\\circ, \\quad a = 3, \\quad b = 4, \\quad c = 5', '3/4'],
  // the side next to 30° with hypotenuse 4: 4 · √3/2
  ['trigonometry.missing-side', undefined, '2*sqrt(3)'],
  ['trigonometry.unit-circle-value', '\\sin 0^\\circ', '0'],
  ['trigonometry.degrees-to-radians', undefined, 'pi/12'],
  // 6 · 5 / 2
  ['probability-and-statistics.combinations', undefined, '15'],
  ['probability-and-statistics.permutations', undefined, '20'],
  // C(3,3) / C(5,3) = 1/10
  ['probability-and-statistics.probability-all-red', undefined, '1/10'],
  // mean 89, squared distances 9 + 9 + 1 + 0 + 1 = 20, variance 4
  ['probability-and-statistics.standard-deviation', '92,\\ 86,\\ 88,\\ 89,\\ 90', '2'],
  // f(1) = 0, f(4) = -63, -63 / 3
  ['introduction-to-derivatives.average-rate-of-change', 'f(x) = -3x^{2} - 6x + 9', '-21'],
  ['introduction-to-derivatives.power-rule', 'f(x) = -6x^{3} + 9x^{2} + 4x', '-18x^2 + 18x + 4'],
  // -9x⁻¹ gives 9x⁻²
  ['introduction-to-derivatives.negative-exponent', 'f(x) = -\\frac{9}{x}', '9/x^2'],
  // f'(x) = -9x² - 10x + 9 at 0
  ['introduction-to-derivatives.tangent-slope', 'f(x) = -3x^{3} - 5x^{2} + 9x + 4', '9'],
];

describe('high-band maths templates, seed 7 worked by hand', () => {
  it('covers every template', () => {
    expect(handChecked.map(([id]) => `math-high-${id}`).sort()).toEqual(highTemplates.map((t) => t.id).sort());
  });

  it.each(handChecked)('%s', (id, maths, answer) => {
    const template = highTemplates.find((t) => t.id === `math-high-${id}`)!;
    const item = generateMathsItem(template, 7);
    expect(item.maths).toBe(maths);
    expect(item.answer.kind === 'choice' ? item.answer.answer : item.answer.value).toBe(answer);
  });

  it('asks the question the hand-worked answers assume', () => {
    const item = (id: string) =>
      generateMathsItem(
        highTemplates.find((t) => t.id === `math-high-${id}`)!,
        7,
      );
    expect(item('exponents-and-exponential-functions.compound-change').prompt).toEqual({
      key: 'mathsHigh:exponents.compound.decayPrompt',
      values: { start: 1000, rate: 20, years: 2 },
    });
    expect(item('exponents-and-exponential-functions.half-life').prompt.values).toEqual({ start: 12, period: 30, time: 60 });
    expect(item('trigonometry.missing-side').prompt).toEqual({
      key: 'mathsHigh:trigonometry.missingSide.adjacent',
      values: { hypotenuse: 4, angle: 30 },
    });
    expect(item('linear-equations-and-inequalities.inequality').answer).toMatchObject({ choices: ['x ≤ 9', 'x ≥ -9', 'x ≤ -9', 'x ≥ 9'] });
    expect(item('probability-and-statistics.probability-all-red').prompt.values).toEqual({ red: 3, blue: 2, drawn: 3 });
  });
});
