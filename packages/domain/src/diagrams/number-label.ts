/** A number as a short label: at most `digits` decimals, no "-0", and a true minus sign (−). */
export function numberLabel(value: number, digits = 2): string {
  const rounded = Math.round(value * 10 ** digits) / 10 ** digits;
  const text = String(Object.is(rounded, -0) ? 0 : rounded);
  return text.replace('-', '−');
}

/** Multiples of π/2 written with π (for trigonometric plots), e.g. −π, π/2, 3π/2. */
export function piLabel(value: number): string | null {
  const halves = Math.round((value / Math.PI) * 2);
  if (Math.abs(halves * (Math.PI / 2) - value) > 1e-9) return null;
  if (halves === 0) return '0';
  const sign = halves < 0 ? '−' : '';
  const n = Math.abs(halves);
  if (n % 2 === 0) return `${sign}${n / 2 === 1 ? '' : n / 2}π`;
  return `${sign}${n === 1 ? '' : n}π/2`;
}
