import type { GeneratedMathsItem, MathsTemplate } from '../maths-template.js';

const topic = 'math-elementary-shapes-angles-area-and-volume';
const key = (name: string) => `mathsElementary:geometry.${name}`;
const shapes = [
  { name: 'triangle', sides: 3 },
  { name: 'quadrilateral', sides: 4 },
  { name: 'pentagon', sides: 5 },
  { name: 'hexagon', sides: 6 },
  { name: 'octagon', sides: 8 },
] as const;
const angleKinds = ['acute', 'right', 'obtuse', 'straight'] as const;

export const shapesAnglesAreaAndVolumeTemplates: MathsTemplate[] = [
  {
    id: `${topic}.name-polygon`,
    topic,
    skill: 'shapes',
    generate(random): GeneratedMathsItem {
      const shape = random.pick(shapes);
      const answer = shapes.indexOf(shape);
      const choices = shapes.map((s) => `mathsElementary:geometry.shapes.${s.name}`);
      // Given by its sides, its corners, or its vertex letters (polygon PQRST): the letters give the variety.
      const given = random.pick(['sides', 'vertices', 'label', 'label'] as const);
      const first = random.int(0, 26 - shape.sides);
      const label = Array.from({ length: shape.sides }, (_, i) => String.fromCharCode(65 + first + i)).join('');
      return {
        prompt: { key: key(`namePolygon.${given}`), values: given === 'label' ? { label } : { n: shape.sides } },
        answer: { kind: 'choice', choices, answer, choicesAreKeys: true },
        steps: [{ text: { key: key('namePolygon.rule'), values: { n: shape.sides, shape: { t: choices[answer]! } } } }],
        // The number of corners shown must be the number of sides of the chosen name's polygon.
        checks: [{ holds: `${given === 'label' ? label.length : shape.sides} == ${[3, 4, 5, 6, 8][answer]}` }],
      };
    },
  },
  {
    id: `${topic}.classify-angle`,
    topic,
    skill: 'angles',
    generate(random): GeneratedMathsItem {
      const kind = random.pick([0, 0, 1, 2, 2, 3]);
      const degrees = [random.int(2, 17) * 5, 90, random.int(19, 35) * 5, 180][kind]!;
      const test = [`${degrees} > 0 and ${degrees} < 90`, `${degrees} == 90`, `${degrees} > 90 and ${degrees} < 180`, `${degrees} == 180`][
        kind
      ]!;
      return {
        prompt: { key: key('classifyAngle.prompt'), values: { degrees } },
        maths: `${degrees}^\\circ`,
        answer: {
          kind: 'choice',
          choices: angleKinds.map((k) => `mathsElementary:geometry.angleKinds.${k}`),
          answer: kind,
          choicesAreKeys: true,
        },
        steps: [{ text: { key: key(`classifyAngle.${angleKinds[kind]}`), values: { degrees } } }],
        checks: [{ holds: test }],
      };
    },
  },
  {
    id: `${topic}.unknown-angle`,
    topic,
    skill: 'angles',
    generate(random): GeneratedMathsItem {
      // Angle measure is additive (4.MD.C.7): the parts of a right or straight angle.
      const whole = random.pick([90, 180]);
      const known = random.int(2, whole / 5 - 2) * 5 + random.pick([0, 0, 2, 3]);
      const unknown = whole - known;
      return {
        prompt: { key: key(whole === 90 ? 'unknownAngle.right' : 'unknownAngle.straight'), values: { known } },
        maths: `${known}^\\circ + x = ${whole}^\\circ`,
        answer: { kind: 'number', value: String(unknown), unit: '°' },
        steps: [
          {
            text: { key: key('unknownAngle.subtract'), values: { whole } },
            maths: `x = ${whole}^\\circ - ${known}^\\circ = ${unknown}^\\circ`,
          },
        ],
        checks: [{ solve: `${known} + x = ${whole}`, variable: 'x' }],
      };
    },
  },
  {
    id: `${topic}.rectangle-area`,
    topic,
    skill: 'area-and-perimeter',
    generate(random): GeneratedMathsItem {
      const [length, width] = [random.int(3, 15), random.int(2, 12)];
      return {
        prompt: { key: key('area.prompt'), values: { length, width } },
        answer: { kind: 'number', value: String(length * width), unit: 'cm^2' },
        steps: [
          { text: { key: key('area.rule') }, maths: `A = \\ell \\times w` },
          { text: { key: key('answerIs') }, maths: `A = ${length} \\times ${width} = ${length * width}\\ \\text{cm}^2` },
        ],
        checks: [{ evaluate: `${length} * ${width}` }],
      };
    },
  },
  {
    id: `${topic}.rectangle-perimeter`,
    topic,
    skill: 'area-and-perimeter',
    generate(random): GeneratedMathsItem {
      const [length, width] = [random.int(3, 25), random.int(2, 15)];
      return {
        prompt: { key: key('perimeter.prompt'), values: { length, width } },
        answer: { kind: 'number', value: String(2 * (length + width)), unit: 'm' },
        steps: [
          { text: { key: key('perimeter.rule') }, maths: `P = ${length} + ${width} + ${length} + ${width}` },
          { text: { key: key('answerIs') }, maths: `P = ${2 * (length + width)}\\ \\text{m}` },
        ],
        checks: [{ evaluate: `${length} + ${width} + ${length} + ${width}` }],
      };
    },
  },
  {
    id: `${topic}.missing-side`,
    topic,
    skill: 'area-and-perimeter',
    generate(random): GeneratedMathsItem {
      const [length, width] = [random.int(3, 12), random.int(2, 12)];
      const area = length * width;
      return {
        prompt: { key: key('missingSide.prompt'), values: { area, width } },
        answer: { kind: 'number', value: String(length), unit: 'cm' },
        steps: [
          { text: { key: key('missingSide.equation') }, maths: `${width} \\times \\ell = ${area}` },
          { text: { key: key('missingSide.divide') }, maths: `\\ell = ${area} \\div ${width} = ${length}\\ \\text{cm}` },
        ],
        checks: [{ solve: `${width} * l = ${area}`, variable: 'l' }],
      };
    },
  },
  {
    id: `${topic}.prism-volume`,
    topic,
    skill: 'volume',
    generate(random): GeneratedMathsItem {
      const [length, width, height] = [random.int(2, 10), random.int(2, 8), random.int(2, 9)];
      const volume = length * width * height;
      return {
        prompt: { key: key('volume.prompt'), values: { length, width, height } },
        answer: { kind: 'number', value: String(volume), unit: 'cm^3' },
        steps: [
          { text: { key: key('volume.base') }, maths: `${length} \\times ${width} = ${length * width}` },
          {
            text: { key: key('volume.layers'), values: { height } },
            maths: `V = ${length * width} \\times ${height} = ${volume}\\ \\text{cm}^3`,
          },
        ],
        checks: [{ evaluate: `${length} * ${width} * ${height}` }],
      };
    },
  },
];
