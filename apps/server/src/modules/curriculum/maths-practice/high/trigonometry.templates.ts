import type { MathsTemplate } from '../maths-template.js';
import { highText } from './high-text.js';
import { gcd, lowestTerms, lowestTermsLatex } from './whole-numbers.js';

const topic = 'math-high-trigonometry';

/** Pythagorean triples (leg, leg, hypotenuse). */
const triples = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
] as const;

const ratio: MathsTemplate = {
  id: `${topic}.ratio`,
  topic,
  skill: 'right-triangle-ratios',
  generate(random) {
    const [p, q, r] = random.pick(triples);
    const scale = random.int(1, 3);
    const swap = random.next() < 0.5;
    // Side a is opposite angle A, b is adjacent to it, c is the hypotenuse.
    const [a, b, c] = [(swap ? q : p) * scale, (swap ? p : q) * scale, r * scale];
    const name = random.pick(['sin', 'cos', 'tan'] as const);
    const [top, bottom] = { sin: [a, c] as const, cos: [b, c] as const, tan: [a, b] as const }[name];
    const check = { sin: `sin(atan(${a}/${b}))`, cos: `cos(atan(${a}/${b}))`, tan: `tan(asin(${a}/${c}))` }[name];
    return {
      prompt: highText('trigonometry.ratio.prompt', { ratio: `${name} A` }),
      maths: `\\angle C = 90^\\circ, \\quad a = ${a}, \\quad b = ${b}, \\quad c = ${c}`,
      answer: { kind: 'number', value: lowestTerms(top, bottom), form: 'lowest-terms' },
      steps: [
        { text: highText(`trigonometry.ratio.${name}`), maths: `\\${name} A = \\frac{${top}}{${bottom}}` },
        ...(gcd(top, bottom) === 1
          ? []
          : [{ text: highText('shared.lowestTerms'), maths: `\\${name} A = ${lowestTermsLatex(top, bottom)}` }]),
      ],
      checks: [{ evaluate: check }],
    };
  },
};

/** sin of 30°, 45°, 60° as k/2 · √m: the answer key for a side of hypotenuse h is (h/2)√m. */
const halfRoot: Record<number, number> = { 30: 1, 45: 2, 60: 3 };

const missingSide: MathsTemplate = {
  id: `${topic}.missing-side`,
  topic,
  skill: 'solve-right-triangles',
  generate(random) {
    const [angle, hypotenuse, opposite] = [random.pick([30, 45, 60]), 2 * random.int(2, 15), random.next() < 0.5];
    // The side opposite θ is h·sin θ; the side next to it is h·cos θ = h·sin(90° − θ).
    const m = halfRoot[opposite ? angle : 90 - angle]!;
    const half = hypotenuse / 2;
    const value = m === 1 ? String(half) : `${half === 1 ? '' : `${half}*`}sqrt(${m})`;
    const valueLatex = m === 1 ? String(half) : `${half === 1 ? '' : half}\\sqrt{${m}}`;
    const fn = opposite ? 'sin' : 'cos';
    const exact = m === 1 ? '\\frac{1}{2}' : `\\frac{\\sqrt{${m}}}{2}`;
    return {
      prompt: highText(opposite ? 'trigonometry.missingSide.opposite' : 'trigonometry.missingSide.adjacent', { hypotenuse, angle }),
      answer: { kind: 'number', value, unit: 'cm' },
      steps: [
        { text: highText(`trigonometry.missingSide.${fn}`), maths: `x = ${hypotenuse} \\${fn} ${angle}^\\circ` },
        { text: highText('trigonometry.missingSide.exactValue'), maths: `x = ${hypotenuse} \\cdot ${exact} = ${valueLatex}` },
      ],
      checks: [{ evaluate: `${hypotenuse}*${fn}(${angle}*pi/180)` }],
    };
  },
};

/** Exact values: [plain, LaTeX] of k/2·√m with a sign. */
const exactValues: Record<string, [string, string]> = {
  '0': ['0', '0'],
  '1': ['1', '1'],
  '-1': ['-1', '-1'],
  '1/2': ['1/2', '\\frac{1}{2}'],
  '-1/2': ['-1/2', '-\\frac{1}{2}'],
  r2: ['sqrt(2)/2', '\\frac{\\sqrt{2}}{2}'],
  '-r2': ['-sqrt(2)/2', '-\\frac{\\sqrt{2}}{2}'],
  r3: ['sqrt(3)/2', '\\frac{\\sqrt{3}}{2}'],
  '-r3': ['-sqrt(3)/2', '-\\frac{\\sqrt{3}}{2}'],
};

/** (cos θ, sin θ) on the unit circle at the special angles. */
const circle: Record<number, [string, string]> = {
  0: ['1', '0'],
  30: ['r3', '1/2'],
  45: ['r2', 'r2'],
  60: ['1/2', 'r3'],
  90: ['0', '1'],
  120: ['-1/2', 'r3'],
  135: ['-r2', 'r2'],
  150: ['-r3', '1/2'],
  180: ['-1', '0'],
  210: ['-r3', '-1/2'],
  225: ['-r2', '-r2'],
  240: ['-1/2', '-r3'],
  270: ['0', '-1'],
  300: ['1/2', '-r3'],
  315: ['r2', '-r2'],
  330: ['r3', '-1/2'],
};

const unitCircle: MathsTemplate = {
  id: `${topic}.unit-circle-value`,
  topic,
  skill: 'unit-circle',
  generate(random) {
    const angle = random.pick(Object.keys(circle).map(Number));
    const fn = random.pick(['sin', 'cos'] as const);
    const [cos, sin] = circle[angle]!.map((k) => exactValues[k]!);
    const [value, valueLatex] = fn === 'sin' ? sin! : cos!;
    return {
      prompt: highText('trigonometry.unitCircle.prompt'),
      maths: `\\${fn} ${angle}^\\circ`,
      answer: { kind: 'number', value },
      steps: [
        {
          text: highText('trigonometry.unitCircle.point'),
          maths: `(\\cos ${angle}^\\circ, \\sin ${angle}^\\circ) = \\left(${cos![1]}, ${sin![1]}\\right)`,
        },
        { text: highText(`trigonometry.unitCircle.${fn}`), maths: `\\${fn} ${angle}^\\circ = ${valueLatex}` },
      ],
      checks: [{ evaluate: `${fn}(${angle}*pi/180)` }],
    };
  },
};

const degreesToRadians: MathsTemplate = {
  id: `${topic}.degrees-to-radians`,
  topic,
  skill: 'unit-circle',
  generate(random) {
    const degrees = 15 * random.int(1, 24);
    const divisor = gcd(degrees, 180);
    const [p, q] = [degrees / divisor, 180 / divisor];
    const times = p === 1 ? 'pi' : `${p}*pi`;
    const value = q === 1 ? times : `${times}/${q}`;
    const latex = q === 1 ? `${p === 1 ? '' : p}\\pi` : `\\frac{${p === 1 ? '' : p}\\pi}{${q}}`;
    return {
      prompt: highText('trigonometry.radians.prompt', { degrees }),
      answer: { kind: 'number', value },
      steps: [
        { text: highText('trigonometry.radians.multiply'), maths: `${degrees} \\cdot \\frac{\\pi}{180}` },
        { text: highText('shared.lowestTerms'), maths: `${latex}` },
      ],
      checks: [{ evaluate: `${degrees}*pi/180` }],
    };
  },
};

export const trigonometryTemplates: readonly MathsTemplate[] = [ratio, missingSide, unitCircle, degreesToRadians];
