import { useTranslation } from 'react-i18next';
import type { RunSummary } from '@brainboost/domain/schemas/bot-testing';

/** A small line of pass rates, oldest to newest, with the 90% threshold dashed. */
export function PassRateTrend({ runs }: { runs: RunSummary[] }) {
  const { t } = useTranslation('botTesting');
  const rates = runs
    .filter((r) => r.status === 'finished' && r.total > 0)
    .toReversed()
    .map((r) => r.passed / r.total);
  if (rates.length < 2) return null;
  const [w, h, pad] = [240, 60, 4];
  const x = (i: number) => pad + (i * (w - 2 * pad)) / (rates.length - 1);
  const y = (rate: number) => pad + (1 - rate) * (h - 2 * pad);
  const points = rates.map((rate, i) => `${x(i).toFixed(1)},${y(rate).toFixed(1)}`).join(' ');
  const summary = t('trend.label', { count: rates.length, first: Math.round(rates[0]! * 100), last: Math.round(rates.at(-1)! * 100) });
  return (
    <svg viewBox={`0 0 ${w} ${h}`} className="h-16 w-60 text-brand-600" role="img" aria-label={summary}>
      <line x1={pad} x2={w - pad} y1={y(0.9)} y2={y(0.9)} className="stroke-[var(--fg-muted)]" strokeDasharray="4 3" strokeWidth="1" />
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      {rates.map((rate, i) => (
        <circle key={i} cx={x(i)} cy={y(rate)} r="2.5" fill="currentColor" />
      ))}
    </svg>
  );
}
