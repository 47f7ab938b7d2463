import { useTranslation } from 'react-i18next';
import type { CatalogPrice } from '@brainboost/domain/schemas/billing';
import { useFormatMoney } from './use-format-money';

/** What is being bought, the trial if any, and what is due today (checkout pages). */
export function OrderSummary({ productId, price, trialDays }: { productId: string; price: CatalogPrice; trialDays: number }) {
  const { t } = useTranslation(['checkout', 'pricing']);
  const money = useFormatMoney();
  const amount = money(price.amountCents, price.currency);
  return (
    <section aria-labelledby="order-summary" className="mt-6 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
      <h2 id="order-summary" className="text-lg font-semibold">
        {t('checkout.summary')}
      </h2>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        <dt>{t(`pricing:plans.${productId}.name`)}</dt>
        <dd className="font-medium">{t(`checkout.interval.${price.interval}`, { amount })}</dd>
        {trialDays > 0 && (
          <>
            <dt>{t('checkout.trial', { days: trialDays })}</dt>
            <dd className="font-medium">{money(0, price.currency)}</dd>
          </>
        )}
        <dt className="border-t border-[var(--border)] pt-2 font-semibold">{t('checkout.dueToday')}</dt>
        <dd className="border-t border-[var(--border)] pt-2 text-lg font-bold" data-testid="due-today">
          {trialDays > 0 ? money(0, price.currency) : amount}
        </dd>
      </dl>
      {trialDays > 0 && <p className="mt-3 text-sm text-[var(--fg-muted)]">{t('checkout.trialThen', { days: trialDays, amount })}</p>}
      {price.interval !== 'once' && <p className="mt-3 text-sm text-[var(--fg-muted)]">{t('checkout.cancelAnytime')}</p>}
    </section>
  );
}
