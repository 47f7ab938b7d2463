import { numberLabel, piLabel } from './number-label.js';

export type Tick = { value: number; label: string };

/** A step of 1, 2 or 5 times a power of ten giving about `target` intervals over the span. */
export function niceStep(span: number, target = 8): number {
  const raw = span / target;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Tick marks inside [min, max]; in multiples of π/2 when `pi` is asked and the span suits it. */
export function axisTicks(min: number, max: number, { pi = false, target = 8 } = {}): Tick[] {
  const span = max - min;
  if (!(span > 0)) return [];
  let step = niceStep(span, target);
  if (pi && span >= Math.PI && span <= 8 * Math.PI) step = span > 4 * Math.PI ? Math.PI : Math.PI / 2;
  const ticks: Tick[] = [];
  for (let i = Math.ceil(min / step - 1e-9); i * step <= max + 1e-9; i++) {
    const value = Math.abs(i * step) < step * 1e-9 ? 0 : Number((i * step).toPrecision(12));
    ticks.push({ value, label: (pi && piLabel(value)) || numberLabel(value, 4) });
  }
  return ticks;
}

/** A range widened by a margin and to nice step boundaries (so the axes end on a tick). */
export function paddedRange(min: number, max: number, margin = 0.08): [number, number] {
  if (min === max) return [min - 1, max + 1];
  const pad = (max - min) * margin;
  const step = niceStep(max - min + 2 * pad);
  return [Math.floor((min - pad) / step) * step, Math.ceil((max + pad) / step) * step];
}
