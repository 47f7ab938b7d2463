import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

export type Cycle = 'monthly' | 'annual';

/** Monthly / annual switch as a two-option radio group, with the annual saving beside it. */
export function BillingCycleToggle({
  value,
  onChange,
  savingPercent,
}: {
  value: Cycle;
  onChange: (cycle: Cycle) => void;
  savingPercent: number;
}) {
  const { t } = useTranslation('pricing');
  return (
    <div
      role="radiogroup"
      aria-label={t('cycleLabel')}
      className="inline-flex rounded-full border border-[var(--border)] bg-[var(--card)] p-1"
    >
      {(['monthly', 'annual'] as const).map((cycle) => (
        <button
          key={cycle}
          type="button"
          role="radio"
          aria-checked={value === cycle}
          onClick={() => onChange(cycle)}
          className={cn(
            'rounded-full px-4 py-2 text-sm font-medium transition-colors',
            value === cycle ? 'bg-brand-600 text-white' : 'text-[var(--fg)] hover:bg-[var(--bg-subtle)]',
          )}
        >
          {t(`cycle.${cycle}`)}
          {cycle === 'annual' && savingPercent > 0 && (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
              {t('savePercent', { percent: savingPercent })}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
