import type { PlotPoint } from './plot-sampling.js';

/**
 * Scales a figure given in its own units (y up) into a box of SVG units (y down), keeping its
 * proportions (drawn to scale) and centring it with `padding` left for labels.
 */
export function fitFigure(
  points: PlotPoint[],
  width: number,
  height: number,
  padding = 48,
): { scale: number; toSvg: (p: PlotPoint) => PlotPoint } {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((width - 2 * padding) / Math.max(maxX - minX, 1e-9), (height - 2 * padding) / Math.max(maxY - minY, 1e-9));
  const offsetX = (width - (maxX - minX) * scale) / 2;
  const offsetY = (height - (maxY - minY) * scale) / 2;
  const round = (v: number) => Math.round(v * 100) / 100;
  return { scale, toSvg: ([x, y]) => [round(offsetX + (x - minX) * scale), round(height - offsetY - (y - minY) * scale)] };
}
