/** How a measure reads: times in ms (seconds from 10 s), rates as percentages, d′ with two decimals, counts whole. */
export function formatMeasure(measure: string, value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '—';
  // Board tasks take tens of seconds: from 10 s on, seconds read better than thousands of ms.
  if (/Ms$/.test(measure) && Math.abs(value) >= 10_000)
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: 1 }).format(
      value / 1000,
    );
  if (/Ms$/.test(measure)) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)} ms`;
  if (/Rate$|^accuracy$|^errorCost$/.test(measure))
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);
  if (measure === 'dPrime') return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}
