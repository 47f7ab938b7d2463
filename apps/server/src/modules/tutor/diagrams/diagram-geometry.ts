import { fitFigure } from '@brainboost/domain/diagrams/figure-fit';
import { numberLabel } from '@brainboost/domain/diagrams/number-label';
import type { PlotPoint } from '@brainboost/domain/diagrams/plot-sampling';
import { solveTriangle, type SolvedTriangle, type TriangleGiven } from '@brainboost/domain/diagrams/triangle-solving';
import type { Diagram, DiagramLine, DiagramShape, ImpossibleFigureReason } from '@brainboost/domain/schemas/diagram';

/** A figure drawn to scale, or the rule its measures break (with the numbers to explain it). */
export type FigureResult = { ok: true; diagram: Diagram } | { ok: false; reason: ImpossibleFigureReason; values: Record<string, string> };

const width = 480;
const height = 360;
const n = (v: number) => numberLabel(v);
const deg = (v: number) => `${numberLabel(v, 1)}°`;
const svgAngle = (from: PlotPoint, to: PlotPoint) => (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
const away = (p: PlotPoint, from: PlotPoint, distance: number): PlotPoint => {
  const [dx, dy] = [p[0] - from[0], p[1] - from[1]];
  const length = Math.hypot(dx, dy) || 1;
  return [Math.round((p[0] + (dx / length) * distance) * 100) / 100, Math.round((p[1] + (dy / length) * distance) * 100) / 100];
};

const figure = (shapes: DiagramShape[], description: DiagramLine[]): FigureResult => ({
  ok: true,
  diagram: { kind: 'geometry', width, height, clip: null, shapes, legend: [], description },
});

/** The marker of the angle at `vertex` between the rays to p and q: an arc, or a small square for a right angle, and its size. */
function angleMarker(vertex: PlotPoint, p: PlotPoint, q: PlotPoint, degrees: number, radius = 24): DiagramShape[] {
  const a1 = svgAngle(vertex, p);
  const a2 = svgAngle(vertex, q);
  let sweep = (a2 - a1 + 360) % 360;
  let start = a1;
  if (sweep > 180) [start, sweep] = [a2, 360 - sweep];
  const middle = ((start + sweep / 2) * Math.PI) / 180;
  const labelAt: PlotPoint = [vertex[0] + Math.cos(middle) * (radius + 18), vertex[1] + Math.sin(middle) * (radius + 18) + 4];
  const text: DiagramShape = {
    type: 'text',
    x: Math.round(labelAt[0]),
    y: Math.round(labelAt[1]),
    text: deg(degrees),
    anchor: 'middle',
    role: 'measure',
  };
  if (Math.abs(degrees - 90) < 1e-9) {
    const s = 14;
    const u = away(vertex, p, 0);
    const along = (to: PlotPoint): PlotPoint => {
      const d = Math.hypot(to[0] - u[0], to[1] - u[1]);
      return [(to[0] - u[0]) / d, (to[1] - u[1]) / d];
    };
    const [e1, e2] = [along(p), along(q)];
    const corner = (k1: number, k2: number): [number, number] => [
      Math.round((vertex[0] + e1[0] * k1 + e2[0] * k2) * 100) / 100,
      Math.round((vertex[1] + e1[1] * k1 + e2[1] * k2) * 100) / 100,
    ];
    return [{ type: 'polyline', points: [corner(s, 0), corner(s, s), corner(0, s)], role: 'marker', series: 0 }, text];
  }
  return [
    { type: 'arc', cx: vertex[0], cy: vertex[1], r: radius, start: Math.round(start * 100) / 100, sweep: Math.round(sweep * 100) / 100 },
    text,
  ];
}

/** Triangle ABC to scale: A at the origin, B along the base (side c), C from angle A and side b. */
function drawTriangle(t: SolvedTriangle): FigureResult {
  const A: PlotPoint = [0, 0];
  const B: PlotPoint = [t.c, 0];
  const C: PlotPoint = [t.b * Math.cos((t.A * Math.PI) / 180), t.b * Math.sin((t.A * Math.PI) / 180)];
  const { toSvg } = fitFigure([A, B, C], width, height, 56);
  const [a, b, c] = [toSvg(A), toSvg(B), toSvg(C)];
  const centre: PlotPoint = [(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3];
  const sideLabel = (p: PlotPoint, q: PlotPoint, text: string): DiagramShape => {
    const mid: PlotPoint = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    const at = away(mid, centre, 18);
    return { type: 'text', x: at[0], y: at[1] + 4, text, anchor: 'middle', role: 'measure' };
  };
  const vertexLabel = (p: PlotPoint, name: string): DiagramShape => {
    const at = away(p, centre, 16);
    return { type: 'text', x: at[0], y: at[1] + 5, text: name, anchor: 'middle', role: 'label' };
  };
  const shapes: DiagramShape[] = [
    { type: 'polygon', points: [a, b, c], role: 'figure' },
    ...angleMarker(a, b, c, t.A),
    ...angleMarker(b, c, a, t.B),
    ...angleMarker(c, a, b, t.C),
    sideLabel(b, c, `a = ${n(t.a)}`),
    sideLabel(a, c, `b = ${n(t.b)}`),
    sideLabel(a, b, `c = ${n(t.c)}`),
    vertexLabel(a, 'A'),
    vertexLabel(b, 'B'),
    vertexLabel(c, 'C'),
  ];
  const largest = Math.max(t.A, t.B, t.C);
  const equalSides = [Math.abs(t.a - t.b), Math.abs(t.b - t.c), Math.abs(t.a - t.c)].filter((d) => d < 1e-9).length;
  const area = 0.5 * t.b * t.c * Math.sin((t.A * Math.PI) / 180);
  return figure(shapes, [
    { key: 'triangle.summary', values: { a: n(t.a), b: n(t.b), c: n(t.c), A: deg(t.A), B: deg(t.B), C: deg(t.C) } },
    { key: `triangle.method.${t.method}`, values: {} },
    { key: Math.abs(largest - 90) < 1e-9 ? 'triangle.right' : largest > 90 ? 'triangle.obtuse' : 'triangle.acute', values: {} },
    { key: equalSides === 3 ? 'triangle.equilateral' : equalSides === 1 ? 'triangle.isosceles' : 'triangle.scalene', values: {} },
    { key: 'triangle.area', values: { area: n(area), perimeter: n(t.a + t.b + t.c) } },
  ]);
}

/** Why the measures make no triangle, with the numbers that show it. */
function triangleProblem(reason: ImpossibleFigureReason, given: TriangleGiven): FigureResult {
  const sides = (['a', 'b', 'c'] as const).flatMap((s) => (given[s] === undefined ? [] : [given[s]]));
  const angles = (['A', 'B', 'C'] as const).flatMap((s) => (given[s] === undefined ? [] : [given[s]]));
  const sorted = [...sides].sort((p, q) => p - q);
  const values: Record<string, string> = {
    sides: sides.map(n).join(', '),
    angles: angles.map(deg).join(', '),
    angleSum: deg(angles.reduce((s, v) => s + v, 0)),
  };
  if (sorted.length === 3)
    Object.assign(values, { shorter: `${n(sorted[0]!)} + ${n(sorted[1]!)} = ${n(sorted[0]! + sorted[1]!)}`, longest: n(sorted[2]!) });
  return { ok: false, reason, values };
}

export function drawGeneralTriangle(given: TriangleGiven): FigureResult {
  const solved = solveTriangle(given);
  return solved.ok ? drawTriangle(solved.triangle) : triangleProblem(solved.reason, given);
}

export function drawRightTriangle(legs: [number, number] | null, hypotenuse: number | null, leg: number | null): FigureResult {
  if (legs) return drawGeneralTriangle({ a: legs[0], b: legs[1], C: 90 });
  if (!(hypotenuse! > 0 && leg! > 0)) return { ok: false, reason: 'notPositive', values: {} };
  if (hypotenuse! <= leg!) return { ok: false, reason: 'rightTriangleHypotenuse', values: { hypotenuse: n(hypotenuse!), leg: n(leg!) } };
  const other = Math.sqrt(hypotenuse! ** 2 - leg! ** 2);
  const result = drawGeneralTriangle({ a: leg!, b: other, C: 90 });
  if (result.ok)
    result.diagram.description.splice(1, 0, {
      key: 'triangle.pythagoras',
      values: { leg: n(leg!), hypotenuse: n(hypotenuse!), other: n(other) },
    });
  return result;
}

export function drawCircle(radius: number): FigureResult {
  if (!(radius > 0)) return { ok: false, reason: 'notPositive', values: {} };
  const r = Math.min(width, height) / 2 - 40;
  const [cx, cy] = [width / 2, height / 2];
  return figure(
    [
      { type: 'circle', cx, cy, r, role: 'figure' },
      { type: 'line', x1: cx, y1: cy, x2: cx + r, y2: cy, role: 'radius' },
      { type: 'circle', cx, cy, r: 3, role: 'centre' },
      { type: 'text', x: cx - 8, y: cy + 18, text: 'O', anchor: 'end', role: 'label' },
      { type: 'text', x: cx + r / 2, y: cy - 8, text: `r = ${n(radius)}`, anchor: 'middle', role: 'measure' },
    ],
    [
      {
        key: 'circle.summary',
        values: { r: n(radius), d: n(2 * radius), circumference: n(2 * Math.PI * radius), area: n(Math.PI * radius * radius) },
      },
    ],
  );
}

export function drawRectangle(w: number, h: number, square: boolean): FigureResult {
  if (!(w > 0 && h > 0)) return { ok: false, reason: 'notPositive', values: {} };
  const corners: PlotPoint[] = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  const { toSvg } = fitFigure(corners, width, height, 56);
  const [p0, p1, p2, p3] = corners.map(toSvg) as [PlotPoint, PlotPoint, PlotPoint, PlotPoint];
  const shapes: DiagramShape[] = [
    { type: 'polygon', points: [p0, p1, p2, p3], role: 'figure' },
    ...angleMarker(p0, p1, p3, 90).slice(0, 1),
    { type: 'text', x: (p0[0] + p1[0]) / 2, y: p0[1] + 24, text: n(w), anchor: 'middle', role: 'measure' },
    { type: 'text', x: p1[0] + 10, y: (p1[1] + p2[1]) / 2 + 4, text: n(h), anchor: 'start', role: 'measure' },
  ];
  return figure(shapes, [
    square
      ? { key: 'square.summary', values: { side: n(w), perimeter: n(4 * w), area: n(w * w), diagonal: n(Math.SQRT2 * w) } }
      : {
          key: 'rectangle.summary',
          values: { width: n(w), height: n(h), perimeter: n(2 * (w + h)), area: n(w * h), diagonal: n(Math.hypot(w, h)) },
        },
  ]);
}

export function drawAngle(degrees: number): FigureResult {
  if (!(degrees > 0 && degrees < 360)) return { ok: false, reason: 'angleRange', values: {} };
  const vertex: PlotPoint = [width / 2 - 40, height / 2 + 60];
  if (degrees > 90) vertex[0] = width / 2 + 20;
  if (degrees > 180) vertex[1] = height / 2;
  const length = 150;
  const ray = (a: number): PlotPoint => [
    Math.round((vertex[0] + Math.cos((a * Math.PI) / 180) * length) * 100) / 100,
    Math.round((vertex[1] - Math.sin((a * Math.PI) / 180) * length) * 100) / 100,
  ];
  const [p, q] = [ray(0), ray(degrees)];
  // From 180° on, the marker goes the long way round: from the second ray back to the first (counter-clockwise as drawn).
  const middle = ((degrees / 2) * Math.PI) / 180;
  const marker: DiagramShape[] =
    degrees >= 180
      ? [
          { type: 'arc', cx: vertex[0], cy: vertex[1], r: 28, start: -degrees, sweep: degrees },
          {
            type: 'text',
            x: Math.round(vertex[0] + Math.cos(middle) * 52),
            y: Math.round(vertex[1] - Math.sin(middle) * 52 + 4),
            text: deg(degrees),
            anchor: 'middle',
            role: 'measure',
          },
        ]
      : angleMarker(vertex, p, q, degrees, 28);
  const kind = degrees < 90 ? 'acute' : degrees === 90 ? 'right' : degrees < 180 ? 'obtuse' : degrees === 180 ? 'straight' : 'reflex';
  return figure(
    [
      { type: 'line', x1: vertex[0], y1: vertex[1], x2: p[0], y2: p[1], role: 'side' },
      { type: 'line', x1: vertex[0], y1: vertex[1], x2: q[0], y2: q[1], role: 'side' },
      ...marker,
    ],
    [{ key: `angle.${kind}`, values: { degrees: deg(degrees) } }],
  );
}
