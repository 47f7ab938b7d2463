/** A real function of x as the plotter sees it: NaN (or ±Infinity) where it is not defined. */
export type RealFunction = (x: number) => number;
export type PlotPoint = [number, number];
export type Discontinuity = { x: number; kind: 'asymptote' | 'jump' };
export type SampledCurve = { pieces: PlotPoint[][]; discontinuities: Discontinuity[] };

const finite = (y: number) => Number.isFinite(y);

/**
 * Narrows [a, b] by bisection, always keeping the half where the function changes more. A
 * continuous function's change shrinks to nothing; at a jump or an asymptote it does not.
 */
export function discontinuityBetween(f: RealFunction, a: number, b: number, scale: number): Discontinuity | null {
  let [x0, x1, y0, y1] = [a, b, f(a), f(b)];
  for (let i = 0; i < 60 && x1 - x0 > 1e-12 * Math.max(1, Math.abs(x0)); i++) {
    const m = (x0 + x1) / 2;
    const ym = f(m);
    if (!finite(ym)) return { x: m, kind: 'asymptote' };
    if (Math.abs(ym - y0) >= Math.abs(y1 - ym)) [x1, y1] = [m, ym];
    else [x0, y0] = [m, ym];
  }
  const gap = Math.abs(y1 - y0);
  if (gap <= Math.max(scale, 1) * 1e-6) return null;
  const x = (x0 + x1) / 2;
  return { x, kind: Math.max(Math.abs(y0), Math.abs(y1)) > Math.max(scale, 1) * 1e4 ? 'asymptote' : 'jump' };
}

/** The last x in [defined, undefined] where f is still defined (the end of its domain). */
function domainEdge(f: RealFunction, defined: number, undefinedAt: number): number {
  let [a, b] = [defined, undefinedAt];
  for (let i = 0; i < 50; i++) {
    const m = (a + b) / 2;
    if (finite(f(m))) a = m;
    else b = m;
  }
  return a;
}

/**
 * Samples f evenly over [xMin, xMax] and cuts the curve wherever it is undefined or discontinuous,
 * so no line is drawn through an asymptote (1/x, tan x) or across a jump.
 */
export function sampleCurve(f: RealFunction, xMin: number, xMax: number, samples = 600): SampledCurve {
  const xs = Array.from({ length: samples + 1 }, (_, i) => xMin + ((xMax - xMin) * i) / samples);
  const ys = xs.map((x) => f(x));
  const defined = ys.filter(finite).sort((p, q) => p - q);
  // How big a change counts as suspicious: a fraction of the bulk of the values' spread.
  const bulk = defined.length ? defined[Math.floor(defined.length * 0.9)]! - defined[Math.floor(defined.length * 0.1)]! : 0;
  const scale = Math.max(bulk, 1e-9);
  const pieces: PlotPoint[][] = [];
  const discontinuities: Discontinuity[] = [];
  let piece: PlotPoint[] = [];
  const close = () => {
    if (piece.length > 1) pieces.push(piece);
    piece = [];
  };
  for (let i = 0; i < xs.length; i++) {
    const [x, y] = [xs[i]!, ys[i]!];
    if (!finite(y)) {
      // Infinite (1/x at 0, log x at 0) is an asymptote; NaN is outside the domain (√x for x < 0).
      if (Math.abs(y) === Infinity && !discontinuities.some((d) => Math.abs(d.x - x) < 1e-12))
        discontinuities.push({ x, kind: 'asymptote' });
      if (piece.length) {
        const end = domainEdge(f, piece.at(-1)![0], x);
        if (end > piece.at(-1)![0]) piece.push([end, f(end)]);
      }
      close();
      continue;
    }
    const previous = i > 0 ? ys[i - 1]! : Number.NaN;
    if (i > 0 && !finite(previous)) {
      const start = domainEdge(f, x, xs[i - 1]!);
      const yStart = f(start);
      if (finite(yStart) && start < x) piece.push([start, yStart]);
    } else if (i > 0 && Math.abs(y - previous) > scale * 0.2) {
      const cut = discontinuityBetween(f, xs[i - 1]!, x, scale);
      if (cut) {
        // A sample that lands on the asymptote itself (tan at a float π/2 is huge but finite) cuts twice: keep one.
        const last = discontinuities.at(-1);
        if (!last || Math.abs(last.x - cut.x) > 1.5 * (xs[1]! - xs[0]!)) discontinuities.push(cut);
        close();
      }
    }
    piece.push([x, y]);
  }
  close();
  return { pieces, discontinuities };
}

/** Where f crosses zero: sign changes within each continuous piece, refined by bisection. */
export function findRoots(f: RealFunction, curve: SampledCurve): number[] {
  const roots: number[] = [];
  for (const piece of curve.pieces) {
    for (let i = 0; i < piece.length; i++) {
      const [x, y] = piece[i]!;
      // A value within rounding of zero is a root (tan at a float π is 1e-16, not 0); at the edge of the
      // domain the bisection stops a hair inside it (√x there is about 1e-8).
      const endpoint = i === 0 || i === piece.length - 1;
      if (Math.abs(y) < (endpoint ? 1e-6 : 1e-12)) {
        roots.push(x);
        continue;
      }
      const next = piece[i + 1];
      if (!next || Math.abs(next[1]) < 1e-12 || Math.sign(y) === Math.sign(next[1])) continue;
      let [a, b, fa] = [x, next[0], y];
      for (let k = 0; k < 80; k++) {
        const m = (a + b) / 2;
        const fm = f(m);
        if (fm === 0) [a, b] = [m, m];
        else if (Math.sign(fm) === Math.sign(fa)) [a, fa] = [m, fm];
        else b = m;
      }
      roots.push((a + b) / 2);
    }
  }
  return roots.filter((r, i) => i === 0 || Math.abs(r - roots[i - 1]!) > 1e-9).map((r) => (Math.abs(r) < 1e-12 ? 0 : r));
}

/**
 * The y range shown: every value when they are of one size; when a few run away (near an
 * asymptote) the bulk of them, so the shape stays readable. Includes y = 0 when it is close.
 */
export function visibleYRange(curves: SampledCurve[]): [number, number] {
  const ys = curves.flatMap((c) => c.pieces.flatMap((p) => p.map(([, y]) => y))).sort((a, b) => a - b);
  if (!ys.length) return [-1, 1];
  const at = (q: number) => ys[Math.min(ys.length - 1, Math.floor(ys.length * q))]!;
  let [lo, hi] = [ys[0]!, ys.at(-1)!];
  const [b0, b1] = [at(0.05), at(0.95)];
  if (hi - lo > 6 * Math.max(b1 - b0, 1e-9)) {
    const extra = Math.max(b1 - b0, 1) * 0.6;
    [lo, hi] = [Math.max(lo, b0 - extra), Math.min(hi, b1 + extra)];
  }
  const span = Math.max(hi - lo, 1e-9);
  if (lo > 0 && lo < span) lo = 0;
  if (hi < 0 && -hi < span) hi = 0;
  if (hi - lo < 1e-9) [lo, hi] = [lo - 1, hi + 1];
  return [lo, hi];
}

/**
 * Keeps the curve within [yMin, yMax] (plus a margin so lines leave the frame at the right slope):
 * a piece leaving the box ends at the edge it crosses and starts again where it comes back.
 */
export function clipToRange(pieces: PlotPoint[][], yMin: number, yMax: number): PlotPoint[][] {
  const margin = (yMax - yMin) * 0.05;
  const [lo, hi] = [yMin - margin, yMax + margin];
  const inside = ([, y]: PlotPoint) => y >= lo && y <= hi;
  const edgeCrossing = (a: PlotPoint, b: PlotPoint): PlotPoint => {
    const edge = a[1] > hi || b[1] > hi ? hi : lo;
    const t = (edge - a[1]) / (b[1] - a[1]);
    return [a[0] + t * (b[0] - a[0]), edge];
  };
  const out: PlotPoint[][] = [];
  for (const piece of pieces) {
    let current: PlotPoint[] = [];
    for (let i = 0; i < piece.length; i++) {
      const p = piece[i]!;
      const previous = piece[i - 1];
      if (inside(p)) {
        if (previous && !inside(previous)) current.push(edgeCrossing(previous, p));
        current.push(p);
      } else if (previous && inside(previous)) {
        current.push(edgeCrossing(previous, p));
        if (current.length > 1) out.push(current);
        current = [];
      }
    }
    if (current.length > 1) out.push(current);
  }
  return out;
}
