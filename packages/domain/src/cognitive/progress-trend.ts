/**
 * A learner's own progress on one measure: their personal best and the direction of their recent
 * attempts. Least-squares slope per attempt over the last attempts; "steady" unless it moves by
 * more than 2 % of the typical value per attempt. Needs three attempts to say anything.
 */
export type TrendDirection = 'improving' | 'steady' | 'declining';

export function personalBest(values: readonly number[], higherIsBetter: boolean): number | null {
  if (!values.length) return null;
  return higherIsBetter ? Math.max(...values) : Math.min(...values);
}

export function leastSquaresSlope(values: readonly number[]): number | null {
  const n = values.length;
  if (n < 2) return null;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  values.forEach((y, x) => {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  });
  return num / den;
}

export const trendWindow = 10;

export function trend(
  valuesOldestFirst: readonly number[],
  higherIsBetter: boolean,
): { slopePerAttempt: number; direction: TrendDirection } | null {
  const recent = valuesOldestFirst.slice(-trendWindow);
  if (recent.length < 3) return null;
  const slope = leastSquaresSlope(recent)!;
  const scale = Math.max(Math.abs(recent.reduce((a, b) => a + b, 0) / recent.length), 1e-9);
  const signed = higherIsBetter ? slope : -slope;
  const direction: TrendDirection = signed > 0.02 * scale ? 'improving' : signed < -0.02 * scale ? 'declining' : 'steady';
  return { slopePerAttempt: slope, direction };
}
