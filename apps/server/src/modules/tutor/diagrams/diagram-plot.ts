import { paddedRange } from '@brainboost/domain/diagrams/axis-ticks';
import { numberLabel, piLabel } from '@brainboost/domain/diagrams/number-label';
import { plotFrame } from '@brainboost/domain/diagrams/plot-frame';
import { clipToRange, findRoots, sampleCurve, visibleYRange, type SampledCurve } from '@brainboost/domain/diagrams/plot-sampling';
import type { Diagram, DiagramLine, DiagramShape } from '@brainboost/domain/schemas/diagram';
import { numeric, numericFunction } from '../../../maths/cas.js';
import { quadraticCoefficients } from '../../../maths/solvers/equations.js';
import { DiagramFailure } from './diagram-failure.js';

type Quadratic = { a: number; b: number; c: number };

/** The exact coefficients of a polynomial of degree 1 or 2 (from the CAS's exact arithmetic), else null. */
function polynomialOf(expression: string): Quadratic | null {
  try {
    const coefficients = quadraticCoefficients(numeric.parse(expression), 'x');
    if (!coefficients) return null;
    const [c, b, a] = coefficients.map((f) => Number(f.valueOf()));
    return { a: a!, b: b!, c: c! };
  } catch {
    return null;
  }
}

/** Where x-intercepts and the vertex of a quadratic sit exactly (the CAS's coefficients, not the samples). */
function quadraticFacts({ a, b, c }: Quadratic) {
  const h = -b / (2 * a);
  const k = c - (b * b) / (4 * a);
  const d = b * b - 4 * a * c;
  const roots = d < 0 ? [] : d === 0 ? [h] : [(-b - Math.sqrt(d)) / (2 * a), (-b + Math.sqrt(d)) / (2 * a)].sort((p, q) => p - q);
  return { vertex: [h, k] as [number, number], roots };
}

/** A window that shows what matters: the asked range, else one around the vertex and roots of a quadratic, else a default. */
function xWindow(range: [number, number] | null, polys: (Quadratic | null)[], trig: boolean): [number, number] {
  if (range) return range;
  if (trig) return [-2 * Math.PI, 2 * Math.PI];
  const marks = polys.flatMap((p) =>
    p && p.a !== 0 ? [quadraticFacts(p).vertex[0], ...quadraticFacts(p).roots] : p && p.b !== 0 ? [-p.c / p.b] : [],
  );
  if (!marks.length) return [-5, 5];
  const [lo, hi] = [Math.min(...marks, 0), Math.max(...marks, 0)];
  const reach = Math.max(3, (hi - lo) / 2 + 1.5);
  const middle = (lo + hi) / 2;
  return paddedRange(middle - reach, middle + reach, 0);
}

const joined = (values: string[]) => values.join(', ');

/** Plots up to four functions of x: axes, ticks, curves broken at discontinuities, intercepts and vertices marked, and a description. */
export function drawPlot(functions: string[], range: [number, number] | null): Diagram {
  const trig = functions.some((f) => /\b(sin|cos|tan|sec|csc|cot)\b/.test(f));
  const label = (v: number) => (trig && piLabel(v)) || numberLabel(v);
  const compiled = functions.map((f) => numericFunction(f));
  const polys = functions.map(polynomialOf);
  let [x0, x1] = xWindow(range, polys, trig);
  let curves: SampledCurve[] = compiled.map((f) => sampleCurve(f, x0, x1));
  // Unless a range was asked for, a function defined on part of the window only (√x, log x) gets the window of where it is defined.
  const defined = curves.flatMap((c) => c.pieces.flatMap((p) => [p[0]![0], p.at(-1)![0]]));
  if (!range && defined.length && Math.max(...defined) - Math.min(...defined) < 0.6 * (x1 - x0)) {
    [x0, x1] = paddedRange(Math.min(...defined, 0), Math.max(...defined, 0), 0.05);
    curves = compiled.map((f) => sampleCurve(f, x0, x1));
  }
  if (curves.every((c) => c.pieces.length === 0)) throw new DiagramFailure('nothing to draw in the window');
  const [rawLo, rawHi] = visibleYRange(curves);
  const [y0, y1] = paddedRange(rawLo, rawHi, 0.06);
  const frame = plotFrame([x0, x1], [y0, y1], { piTicks: trig });
  const shapes: DiagramShape[] = [...frame.shapes];
  const markers: DiagramShape[] = [];
  const description: DiagramLine[] = [
    { key: 'plot.window', values: { xMin: label(x0), xMax: label(x1), yMin: numberLabel(y0), yMax: numberLabel(y1) } },
  ];
  const inView = ([x, y]: [number, number]) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
  const mark = (p: [number, number], text: string, below: boolean) => {
    // Points on the window's edge would sit on the tick labels.
    const edge = (x1 - x0) * 0.01;
    if (!inView(p) || functions.length > 2 || p[0] < x0 + edge || p[0] > x1 - edge) return;
    const [sx, sy] = frame.toSvg(p);
    markers.push({ type: 'circle', cx: sx, cy: sy, r: 4, role: 'point' });
    markers.push({ type: 'text', x: sx + 6, y: below ? sy + 16 : sy - 8, text, anchor: 'start', role: 'point' });
  };
  curves.forEach((curve, series) => {
    for (const piece of clipToRange(curve.pieces, y0, y1))
      shapes.push({ type: 'polyline', points: piece.map(frame.toSvg), role: 'curve', series });
    const f = compiled[series]!;
    const poly = polys[series];
    description.push({ key: 'curve.function', values: { number: String(series + 1), expression: `y = ${functions[series]}` } });
    let roots = findRoots(f, curve);
    if (poly && poly.a !== 0) {
      const facts = quadraticFacts(poly);
      roots = facts.roots.filter((r) => r >= x0 && r <= x1);
      const [h, k] = facts.vertex;
      description.push({ key: poly.a > 0 ? 'curve.parabolaUp' : 'curve.parabolaDown', values: { x: numberLabel(h), y: numberLabel(k) } });
      mark([h, k], `(${numberLabel(h)}, ${numberLabel(k)})`, poly.a > 0);
    } else if (poly) {
      description.push({
        key: poly.b === 0 ? 'curve.horizontal' : 'curve.line',
        values: { slope: numberLabel(poly.b), y: numberLabel(poly.c) },
      });
    }
    const asymptotes = curve.discontinuities.filter((d) => d.kind === 'asymptote').map((d) => label(d.x));
    const jumps = curve.discontinuities.filter((d) => d.kind === 'jump').map((d) => label(d.x));
    if (roots.length === 0) description.push({ key: 'curve.noXCrossing', values: {} });
    else if (roots.length > 8) description.push({ key: 'curve.manyXCrossings', values: { count: String(roots.length) } });
    else description.push({ key: 'curve.crossesX', values: { list: joined(roots.map(label)) } });
    if (roots.length <= 6)
      for (const r of roots)
        if (!(poly && poly.a !== 0 && Math.abs(r - quadraticFacts(poly).vertex[0]) < 1e-12)) mark([r, 0], label(r), false);
    const yAtZero = f(0);
    if (x0 <= 0 && x1 >= 0 && Number.isFinite(yAtZero)) {
      description.push({ key: 'curve.crossesY', values: { y: numberLabel(yAtZero) } });
      if (Math.abs(yAtZero) > 1e-12 && !(poly && poly.a !== 0 && Math.abs(quadraticFacts(poly).vertex[0]) < 1e-12))
        mark([0, yAtZero], numberLabel(yAtZero), false);
    }
    if (asymptotes.length) description.push({ key: 'curve.asymptotes', values: { list: joined(asymptotes) } });
    if (jumps.length) description.push({ key: 'curve.jumps', values: { list: joined(jumps) } });
  });
  return {
    kind: 'plot',
    width: frame.width,
    height: frame.height,
    clip: frame.clip,
    shapes: [...shapes, ...markers],
    legend: functions.map((f, series) => ({ series, text: `y = ${f}` })),
    description,
  };
}
