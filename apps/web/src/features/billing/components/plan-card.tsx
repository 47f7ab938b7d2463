import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { annualSaving } from '@brainboost/domain/billing/pricing';
import type { CatalogProduct } from '@brainboost/domain/schemas/billing';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import type { Cycle } from './billing-cycle-toggle';
import { useFormatMoney } from './use-format-money';
import { AskParent } from './ask-parent';

type Props = {
  product: CatalogProduct;
  cycle: Cycle;
  /** What the button does: buy, show it is the current plan, send to plan management, or (a child's account) ask a parent. */
  action: 'buy' | 'current' | 'change' | 'ask';
  trialDays: number | null;
  featured?: boolean;
};

/** One plan of the catalog with its price for the chosen cycle and, for annual, the saving. */
export function PlanCard({ product, cycle, action, trialDays, featured = false }: Props) {
  const { t } = useTranslation('pricing');
  const money = useFormatMoney();
  const price = product.prices.find((p) => p.interval === cycle);
  const monthly = product.prices.find((p) => p.interval === 'monthly');
  const annual = product.prices.find((p) => p.interval === 'annual');
  if (!price) return null;
  const saving = monthly && annual ? annualSaving(monthly.amountCents, annual.amountCents) : null;
  const titleId = `plan-${product.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col rounded-2xl border bg-[var(--card)] p-6 shadow-sm',
        featured ? 'border-brand-600 ring-2 ring-brand-600' : 'border-[var(--border)]',
      )}
    >
      {featured && (
        <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-200">{t('mostPopular')}</p>
      )}
      <h2 id={titleId} className="text-xl font-bold">
        {t(`plans.${product.id}.name`)}
      </h2>
      <p className="mt-1 text-sm text-[var(--fg-muted)]">{t(`plans.${product.id}.description`)}</p>
      <p className="mt-4">
        <span className="text-3xl font-extrabold" data-testid={`price-${product.id}`}>
          {money(price.amountCents, price.currency)}
        </span>
        <span className="text-sm text-[var(--fg-muted)]"> {t(cycle === 'annual' ? 'perYear' : 'perMonth')}</span>
      </p>
      {cycle === 'annual' && saving && saving.cents > 0 && (
        <p className="mt-1 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {t('annualSaving', {
            amount: money(saving.cents, price.currency),
            monthly: money(Math.round(price.amountCents / 12), price.currency),
          })}
        </p>
      )}
      <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm">
        {[1, 2, 3].map((n) => (
          <li key={n} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            {t(`plans.${product.id}.highlight${n}`)}
          </li>
        ))}
      </ul>
      {trialDays && action === 'buy' ? <p className="mt-4 text-sm text-[var(--fg-muted)]">{t('trialNote', { days: trialDays })}</p> : null}
      <div className="mt-4">
        {action === 'ask' ? (
          <AskParent priceId={price.id} compact />
        ) : action === 'current' ? (
          <Button variant="secondary" className="w-full" disabled>
            {t('currentPlan')}
          </Button>
        ) : action === 'change' ? (
          <Button asChild variant="secondary" className="w-full">
            <Link to="/subscription-management">{t('changeTo', { plan: t(`plans.${product.id}.name`) })}</Link>
          </Button>
        ) : (
          <Button asChild variant={featured ? 'primary' : 'secondary'} className="w-full">
            <Link to={`/checkout?price=${price.id}`}>{t('choose', { plan: t(`plans.${product.id}.name`) })}</Link>
          </Button>
        )}
      </div>
    </article>
  );
}
