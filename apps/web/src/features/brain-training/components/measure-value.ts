/** How a measure reads: times in ms, rates as percentages, d′ with two decimals, counts whole. */
export function formatMeasure(measure: string, value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '—';
  if (/Ms$/.test(measure)) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)} ms`;
  if (/Rate$|^accuracy$|^errorCost$/.test(measure)) return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);
  if (measure === 'dPrime') return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}
