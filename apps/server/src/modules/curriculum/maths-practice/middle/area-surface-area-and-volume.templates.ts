import type { SeededRandom } from '@brainboost/domain/random/seeded-random';
import { lowestTerms, lowestTermsLatex } from '../high/whole-numbers.js';
import type { MathsTemplate } from '../maths-template.js';
import { middleText } from './middle-text.js';

const topic = 'math-middle-area-surface-area-and-volume';
const text = (key: string, values?: Parameters<typeof middleText>[1]) => middleText(`area-surface-area-and-volume.${key}`, values);

/**
 * A length unit. The answer's unit is written as the answer checker reads typed text after
 * normalising it ("cm²" typed becomes "cm^2"), so "cm^2" lets a learner type either.
 */
const pickUnit = (random: SeededRandom) => random.pick(['cm', 'm', 'in', 'ft']);
/** "5\text{ cm}": a measure shown in LaTeX. */
const measure = (value: number | string, unit: string) => `${value}\\text{ ${unit}}`;
const given = (...parts: string[]) => parts.join(', \\quad ');

const triangleArea: MathsTemplate = {
  id: `${topic}.triangle-area`,
  topic,
  skill: 'area-of-polygons',
  generate(random) {
    const [base, height, unit] = [random.int(2, 20), random.int(2, 20), pickUnit(random)];
    const area = String((base * height) / 2);
    return {
      prompt: text('triangleArea.prompt'),
      maths: given(`b = ${measure(base, unit)}`, `h = ${measure(height, unit)}`),
      answer: { kind: 'number', value: area, unit: `${unit}^2` },
      steps: [
        { text: text('triangleArea.formula'), maths: `A = \\frac{1}{2}bh` },
        { text: text('shared.substitute'), maths: `A = \\frac{1}{2} \\cdot ${base} \\cdot ${height} = ${area}\\text{ ${unit}}^{2}` },
      ],
      checks: [{ evaluate: `1/2 * ${base} * ${height}` }],
    };
  },
};

const trapezoidArea: MathsTemplate = {
  id: `${topic}.trapezoid-area`,
  topic,
  skill: 'area-of-polygons',
  generate(random) {
    const [a, height, unit] = [random.int(2, 15), random.int(2, 12), pickUnit(random)];
    let b = random.int(2, 15);
    while (b === a) b = random.int(2, 15);
    const area = String(((a + b) * height) / 2);
    return {
      prompt: text('trapezoidArea.prompt'),
      maths: given(`a = ${measure(a, unit)}`, `b = ${measure(b, unit)}`, `h = ${measure(height, unit)}`),
      answer: { kind: 'number', value: area, unit: `${unit}^2` },
      steps: [
        { text: text('trapezoidArea.formula'), maths: `A = \\frac{1}{2}(a + b)h` },
        { text: text('shared.substitute'), maths: `A = \\frac{1}{2}(${a} + ${b}) \\cdot ${height} = ${area}\\text{ ${unit}}^{2}` },
      ],
      checks: [{ evaluate: `1/2 * (${a} + ${b}) * ${height}` }],
    };
  },
};

/** A radius, given as itself or as the diameter. */
function radiusOrDiameter(random: SeededRandom, unit: string) {
  const [radius, byDiameter] = [random.int(2, 12), random.next() < 0.5];
  return {
    radius,
    shown: byDiameter ? `d = ${measure(2 * radius, unit)}` : `r = ${measure(radius, unit)}`,
    halve: byDiameter ? [{ text: text('shared.radius'), maths: `r = \\frac{${2 * radius}}{2} = ${radius}` }] : [],
  };
}

const circleArea: MathsTemplate = {
  id: `${topic}.circle-area`,
  topic,
  skill: 'circles',
  generate(random) {
    const unit = pickUnit(random);
    const { radius, shown, halve } = radiusOrDiameter(random, unit);
    return {
      prompt: text('circleArea.prompt'),
      maths: shown,
      answer: { kind: 'number', value: `${radius * radius}*pi`, unit: `${unit}^2` },
      steps: [
        ...halve,
        {
          text: text('circleArea.formula'),
          maths: `A = \\pi r^{2} = \\pi \\cdot ${radius}^{2} = ${radius * radius}\\pi\\text{ ${unit}}^{2}`,
        },
      ],
      checks: [{ evaluate: `pi * (${radius})^2` }],
    };
  },
};

const circumference: MathsTemplate = {
  id: `${topic}.circumference`,
  topic,
  skill: 'circles',
  generate(random) {
    const unit = pickUnit(random);
    const { radius, shown, halve } = radiusOrDiameter(random, unit);
    return {
      prompt: text('circumference.prompt'),
      maths: shown,
      answer: { kind: 'number', value: `${2 * radius}*pi`, unit },
      steps: [
        ...halve,
        { text: text('circumference.formula'), maths: `C = 2\\pi r = 2 \\cdot \\pi \\cdot ${radius} = ${2 * radius}\\pi\\text{ ${unit}}` },
      ],
      checks: [{ evaluate: `2 * pi * ${radius}` }],
    };
  },
};

/** Three edges of a box, not all equal (a cube is a fine box, but a dull one every time). */
function boxEdges(random: SeededRandom): [number, number, number] {
  for (;;) {
    const edges: [number, number, number] = [random.int(2, 12), random.int(2, 10), random.int(2, 9)];
    if (new Set(edges).size > 1) return edges;
  }
}

const prismSurfaceArea: MathsTemplate = {
  id: `${topic}.prism-surface-area`,
  topic,
  skill: 'prisms',
  generate(random) {
    const [[l, w, h], unit] = [boxEdges(random), pickUnit(random)];
    const area = 2 * (l * w + l * h + w * h);
    return {
      prompt: text('prismSurfaceArea.prompt'),
      maths: given(`l = ${measure(l, unit)}`, `w = ${measure(w, unit)}`, `h = ${measure(h, unit)}`),
      answer: { kind: 'number', value: String(area), unit: `${unit}^2` },
      steps: [
        { text: text('prismSurfaceArea.faces'), maths: `lw = ${l * w}, \\quad lh = ${l * h}, \\quad wh = ${w * h}` },
        { text: text('prismSurfaceArea.double'), maths: `SA = 2(${l * w} + ${l * h} + ${w * h}) = ${area}\\text{ ${unit}}^{2}` },
      ],
      checks: [{ evaluate: `2*(${l}*${w}) + 2*(${l}*${h}) + 2*(${w}*${h})` }],
    };
  },
};

const prismVolume: MathsTemplate = {
  id: `${topic}.prism-volume`,
  topic,
  skill: 'prisms',
  generate(random) {
    // One edge is often a half (6.G.A.2: volume with fractional edge lengths).
    const halves = random.int(2, 12) * 2 + (random.next() < 0.6 ? 1 : 0);
    const [w, h, unit] = [random.int(2, 9), random.int(2, 8), pickUnit(random)];
    const l = String(halves / 2);
    const volume = String((halves * w * h) / 2);
    return {
      prompt: text('prismVolume.prompt'),
      maths: given(`l = ${measure(l, unit)}`, `w = ${measure(w, unit)}`, `h = ${measure(h, unit)}`),
      answer: { kind: 'number', value: volume, unit: `${unit}^3` },
      steps: [
        { text: text('prismVolume.formula'), maths: `V = lwh` },
        { text: text('shared.substitute'), maths: `V = ${l} \\cdot ${w} \\cdot ${h} = ${volume}\\text{ ${unit}}^{3}` },
      ],
      checks: [{ evaluate: `${halves}/2 * ${w} * ${h}` }],
    };
  },
};

type Solid = 'cylinder' | 'cone' | 'sphere';

const roundSolidVolume: MathsTemplate = {
  id: `${topic}.round-solid-volume`,
  topic,
  skill: 'cylinders-cones-spheres',
  generate(random) {
    const [solid, unit, r] = [random.pick<Solid>(['cylinder', 'cone', 'sphere']), pickUnit(random), random.int(1, 9)];
    // A cone's height is a multiple of 3 so its volume is a whole multiple of π.
    const h = solid === 'cone' ? 3 * random.int(1, 5) : random.int(2, 12);
    const [numerator, denominator] = solid === 'sphere' ? [4 * r ** 3, 3] : solid === 'cone' ? [r * r * h, 3] : [r * r * h, 1];
    const coefficient = lowestTerms(numerator, denominator);
    const formula = { cylinder: `\\pi r^{2}h`, cone: `\\frac{1}{3}\\pi r^{2}h`, sphere: `\\frac{4}{3}\\pi r^{3}` }[solid];
    const substituted = {
      cylinder: `\\pi \\cdot ${r}^{2} \\cdot ${h}`,
      cone: `\\frac{1}{3} \\cdot \\pi \\cdot ${r}^{2} \\cdot ${h}`,
      sphere: `\\frac{4}{3} \\cdot \\pi \\cdot ${r}^{3}`,
    }[solid];
    return {
      prompt: text(`roundSolidVolume.${solid}`),
      maths: solid === 'sphere' ? `r = ${measure(r, unit)}` : given(`r = ${measure(r, unit)}`, `h = ${measure(h, unit)}`),
      answer: { kind: 'number', value: `${coefficient}*pi`, unit: `${unit}^3` },
      steps: [
        { text: text(`roundSolidVolume.formula.${solid}`), maths: `V = ${formula}` },
        {
          text: text('shared.substitute'),
          maths: `V = ${substituted} = ${coefficient === '1' ? '' : lowestTermsLatex(numerator, denominator)}\\pi\\text{ ${unit}}^{3}`,
        },
      ],
      checks: [{ evaluate: { cylinder: `pi * ${r}^2 * ${h}`, cone: `1/3 * pi * ${r}^2 * ${h}`, sphere: `4/3 * pi * ${r}^3` }[solid] }],
    };
  },
};

export const areaAndVolumeTemplates: readonly MathsTemplate[] = [
  triangleArea,
  trapezoidArea,
  circleArea,
  circumference,
  prismSurfaceArea,
  prismVolume,
  roundSolidVolume,
];
