import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogProduct } from '@brainboost/domain/schemas/billing';
import type { AddOnOffer, AddOnsOverview } from '@brainboost/domain/schemas/catalog';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { useFormatDate } from '../../../components/use-format-date';
import { ApiError } from '../../../lib/api-client';
import { cancelAddOn, resumeAddOn, setAddOns } from '../api/catalog-api';
import { orderQuery } from './catalog-lines';
import { useFormatMoney } from './use-format-money';
import { AskParent } from './ask-parent';
import { useIsChild } from './use-is-child';

type Props = {
  product: CatalogProduct;
  /** Null when signed out (then buying starts with signing in). */
  offer: AddOnOffer | null;
  owned: AddOnsOverview['addOns'][number] | undefined;
  pass: AddOnsOverview['passes'][number] | undefined;
};

/** One add-on or pass: what it gives, its prices, and buy / cancel / keep for the signed-in user. */
export function AddOnCard({ product, offer, owned, pass }: Props) {
  const { t } = useTranslation(['marketplace', 'pricing', 'buildPlan']);
  const money = useFormatMoney();
  const date = useFormatDate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isChild = useIsChild();
  const titleId = `addon-${product.id}`;
  const act = async (action: (id: string) => Promise<AddOnsOverview>) => {
    setBusy(true);
    setError(null);
    try {
      setAddOns(await action(product.id));
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('errors:generic.internal'));
    } finally {
      setBusy(false);
    }
  };
  const passRunning = pass?.validUntil && new Date(pass.validUntil).getTime() > Date.now();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
      data-testid={`addon-${product.id}`}
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-200">{t(`kinds.${product.kind}`)}</p>
      <h2 id={titleId} className="mt-1 text-xl font-bold">
        {t(`pricing:plans.${product.id}.name`)}
      </h2>
      <p className="mt-2 text-sm">{t(`products.${product.id}.gives`)}</p>
      <p className="mt-1 text-sm text-[var(--fg-muted)]">{t(`products.${product.id}.requires`)}</p>
      <ul className="mt-4 flex flex-col gap-1 text-sm font-medium">
        {product.prices.map((price) => (
          <li key={price.id}>{t(`buildPlan:line.${price.interval}`, { amount: money(price.amountCents, price.currency) })}</li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-2 pt-4">
        {owned ? (
          <>
            <p className="text-sm font-medium" data-testid="addon-status">
              {owned.bundled
                ? t('addOns.bundled')
                : owned.cancelAtPeriodEnd
                  ? t('addOns.ends', { date: owned.currentPeriodEnd ? date(owned.currentPeriodEnd) : '' })
                  : t('addOns.renews', { date: owned.currentPeriodEnd ? date(owned.currentPeriodEnd) : '' })}
            </p>
            {!owned.bundled &&
              (owned.cancelAtPeriodEnd ? (
                <Button variant="secondary" disabled={busy} onClick={() => void act(resumeAddOn)}>
                  {t('addOns.keep')}
                </Button>
              ) : (
                <Button variant="secondary" disabled={busy} onClick={() => void act(cancelAddOn)}>
                  {t('addOns.cancel')}
                </Button>
              ))}
          </>
        ) : offer === 'included' ? (
          <p className="text-sm font-medium">{t('addOns.included')}</p>
        ) : offer === 'needs_plan' ? (
          <>
            <p className="text-sm">{t('addOns.needsPlan')}</p>
            <Button asChild variant="secondary">
              <Link to="/build-plan">{t('addOns.choosePlan')}</Link>
            </Button>
          </>
        ) : isChild && product.prices[0] ? (
          <AskParent priceId={product.prices[0].id} compact />
        ) : (
          <>
            {passRunning && (
              <p className="text-sm font-medium" data-testid="pass-status">
                {t('addOns.passUntil', { date: date(pass.validUntil!) })}
              </p>
            )}
            {product.prices.map((price) => (
              <Button asChild key={price.id} variant={price.interval === 'annual' ? 'secondary' : 'primary'}>
                <Link to={offer === null ? `/login?returnTo=${encodeURIComponent('/add-ons')}` : `/payment?${orderQuery(price.id, [])}`}>
                  {t(passRunning ? 'addOns.extend' : `addOns.buy.${price.interval}`, { amount: money(price.amountCents, price.currency) })}
                </Link>
              </Button>
            ))}
          </>
        )}
        {error && <FormAlert message={error} />}
      </div>
    </article>
  );
}
