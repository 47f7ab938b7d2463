/** Summary statistics of reaction times (ms). Medians resist the odd slow trial, as in the literature. */
const sorted = (values: readonly number[]) => [...values].sort((x, y) => x - y);

/** The value at fraction p of the sorted list, interpolating linearly (R type 7, spreadsheet QUARTILE). */
export function quantile(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  const s = sorted(values);
  const h = (s.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  return s[lo]! + (h - lo) * (s[hi]! - s[lo]!);
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

/** Sample standard deviation (n − 1); null with fewer than two values. */
export function standardDeviation(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1));
}

/** Interquartile range Q3 − Q1. */
export function interquartileRange(values: readonly number[]): number | null {
  const q1 = quantile(values, 0.25);
  const q3 = quantile(values, 0.75);
  return q1 === null || q3 === null ? null : q3 - q1;
}
