import type { DiagramShape } from '../schemas/diagram.js';
import { axisTicks } from './axis-ticks.js';
import type { PlotPoint } from './plot-sampling.js';

export type PlotFrame = {
  width: number;
  height: number;
  clip: { x: number; y: number; width: number; height: number };
  /** Maths coordinates to SVG user units (y up becomes y down). */
  toSvg: (p: PlotPoint) => PlotPoint;
  /** Grid lines, the two axes with ticks and numbers, and the axis names. */
  shapes: DiagramShape[];
};

const round = (v: number) => Math.round(v * 100) / 100;

/** Axes, grid and tick labels for the window [x0, x1] × [y0, y1]; the axes sit at 0 when 0 is in view, else at the window's edge. */
export function plotFrame(
  xRange: [number, number],
  yRange: [number, number],
  { width = 560, height = 420, piTicks = false } = {},
): PlotFrame {
  const pad = { left: 48, right: 20, top: 20, bottom: 40 };
  const clip = { x: pad.left, y: pad.top, width: width - pad.left - pad.right, height: height - pad.top - pad.bottom };
  const [x0, x1] = xRange;
  const [y0, y1] = yRange;
  const toSvg = ([x, y]: PlotPoint): PlotPoint => [
    round(clip.x + ((x - x0) / (x1 - x0)) * clip.width),
    round(clip.y + ((y1 - y) / (y1 - y0)) * clip.height),
  ];
  const xTicks = axisTicks(x0, x1, { pi: piTicks });
  const yTicks = axisTicks(y0, y1, { target: 7 });
  const axisY = y0 <= 0 && y1 >= 0 ? 0 : y0; // where the x-axis is drawn
  const axisX = x0 <= 0 && x1 >= 0 ? 0 : x0; // where the y-axis is drawn
  const shapes: DiagramShape[] = [];
  for (const t of xTicks) {
    const [sx] = toSvg([t.value, 0]);
    shapes.push({ type: 'line', x1: sx, y1: clip.y, x2: sx, y2: clip.y + clip.height, role: 'grid' });
  }
  for (const t of yTicks) {
    const [, sy] = toSvg([0, t.value]);
    shapes.push({ type: 'line', x1: clip.x, y1: sy, x2: clip.x + clip.width, y2: sy, role: 'grid' });
  }
  const [, axisSy] = toSvg([0, axisY]);
  const [axisSx] = toSvg([axisX, 0]);
  shapes.push({ type: 'line', x1: clip.x, y1: axisSy, x2: clip.x + clip.width, y2: axisSy, role: 'axis' });
  shapes.push({ type: 'line', x1: axisSx, y1: clip.y, x2: axisSx, y2: clip.y + clip.height, role: 'axis' });
  for (const t of xTicks) {
    const [sx] = toSvg([t.value, 0]);
    shapes.push({ type: 'line', x1: sx, y1: axisSy - 4, x2: sx, y2: axisSy + 4, role: 'tick' });
    // The origin's 0 is written once, beside the y-axis.
    if (!(t.value === 0 && axisX === 0))
      shapes.push({
        type: 'text',
        x: sx,
        y: Math.min(axisSy + 18, clip.y + clip.height + 18),
        text: t.label,
        anchor: 'middle',
        role: 'tick',
      });
  }
  for (const t of yTicks) {
    const [, sy] = toSvg([0, t.value]);
    shapes.push({ type: 'line', x1: axisSx - 4, y1: sy, x2: axisSx + 4, y2: sy, role: 'tick' });
    shapes.push({ type: 'text', x: Math.max(axisSx - 8, clip.x - 6), y: sy + 4, text: t.label, anchor: 'end', role: 'tick' });
  }
  shapes.push({ type: 'text', x: clip.x + clip.width, y: axisSy - 8, text: 'x', anchor: 'end', role: 'axis' });
  shapes.push({ type: 'text', x: axisSx + 8, y: clip.y + 12, text: 'y', anchor: 'start', role: 'axis' });
  return { width, height, clip, toSvg, shapes };
}
