import { useTranslation } from 'react-i18next';
import type { BuildLine } from '@brainboost/domain/billing/plan-builder';
import { buildTotals } from '@brainboost/domain/billing/plan-builder';
import { useFormatMoney } from './use-format-money';

/**
 * The lines of an order with their prices, what is due today and what renews, all from catalog
 * cents. `trialDays` > 0: the recurring lines are free until the trial ends.
 */
export function OrderLines({ lines, trialDays = 0 }: { lines: BuildLine[]; trialDays?: number }) {
  const { t } = useTranslation(['buildPlan', 'pricing']);
  const money = useFormatMoney();
  const currency = lines[0]?.currency ?? 'usd';
  const totals = buildTotals(lines, trialDays > 0);
  const cycle = lines.find((l) => l.interval !== 'once')?.interval;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
      {lines.map((line) => (
        <div key={line.priceId} className="contents">
          <dt>{t(`pricing:plans.${line.productId}.name`)}</dt>
          <dd className="text-right font-medium">
            {t(`buildPlan:line.${line.interval}`, { amount: money(line.amountCents, line.currency) })}
          </dd>
        </div>
      ))}
      {trialDays > 0 && (
        <>
          <dt>{t('buildPlan:trial', { days: trialDays })}</dt>
          <dd className="text-right font-medium">{money(0, currency)}</dd>
        </>
      )}
      <dt className="border-t border-[var(--border)] pt-2 font-semibold">{t('buildPlan:dueToday')}</dt>
      <dd className="border-t border-[var(--border)] pt-2 text-right text-lg font-bold" data-testid="due-today">
        {money(totals.dueTodayCents, currency)}
      </dd>
      {cycle && cycle !== 'once' && (
        <>
          <dt className="text-[var(--fg-muted)]">{t(`buildPlan:renews.${cycle}`)}</dt>
          <dd className="text-right text-[var(--fg-muted)]" data-testid="renews">
            {money(totals.recurringCents, currency)}
          </dd>
        </>
      )}
    </dl>
  );
}
