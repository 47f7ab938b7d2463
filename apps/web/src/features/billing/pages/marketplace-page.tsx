import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogProduct } from '@brainboost/domain/schemas/billing';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useCatalog } from '../api/billing-api';
import { orderQuery } from '../components/catalog-lines';
import { useFormatMoney } from '../components/use-format-money';
import { useViewPlans } from '../components/use-view-plans';

const filters = ['all', 'plan', 'add_on', 'one_time'] as const;
type Filter = (typeof filters)[number];

/** /marketplace: every product we sell — subscriptions, add-ons, one-time purchases — filtered by kind, each to its checkout. */
export function MarketplacePage() {
  const { t } = useTranslation(['marketplace', 'pricing', 'buildPlan']);
  useDocumentTitle(t('title'));
  useViewPlans();
  const catalog = useCatalog();
  const [filter, setFilter] = useState<Filter>('all');
  if (catalog.isPending) return <LoadingFallback />;
  const products = (catalog.data?.products ?? []).filter((p) => filter === 'all' || p.kind === filter);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-[var(--fg-muted)]">{t('subtitle')}</p>
      </header>
      <div role="group" aria-label={t('filterLabel')} className="mt-8 flex flex-wrap justify-center gap-2">
        {filters.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={cn(
              'rounded-full border px-4 py-2 text-sm font-medium',
              filter === f
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-[var(--border)] bg-[var(--card)] hover:bg-[var(--bg-subtle)]',
            )}
          >
            {t(`filters.${f}`)}
          </button>
        ))}
      </div>
      {catalog.isError && (
        <div className="mt-8">
          <FormAlert message={t('errors:billing.statusFailed')} />
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {t('count', { n: products.length })}
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center text-sm">
        <Link className="font-medium text-brand-700 underline dark:text-brand-200" to="/build-plan">
          {t('buildLink')}
        </Link>
        {' · '}
        <Link className="font-medium text-brand-700 underline dark:text-brand-200" to="/innovative-pricing">
          {t('modelsLink')}
        </Link>
      </p>
    </div>
  );
}

function ProductCard({ product }: { product: CatalogProduct }) {
  const { t } = useTranslation(['marketplace', 'pricing', 'buildPlan']);
  const money = useFormatMoney();
  const titleId = `product-${product.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
      data-testid={`product-${product.id}`}
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-200">{t(`kinds.${product.kind}`)}</p>
      <h2 id={titleId} className="mt-1 text-xl font-bold">
        {t(`pricing:plans.${product.id}.name`)}
      </h2>
      <p className="mt-2 flex-1 text-sm">{t(`products.${product.id}.gives`)}</p>
      <div className="mt-4 flex flex-col gap-2">
        {product.prices.map((price) => (
          <Button asChild key={price.id} variant={price.interval === 'annual' ? 'secondary' : 'primary'}>
            <Link
              to={`/payment?${orderQuery(price.id, [])}`}
              aria-label={`${t(`pricing:plans.${product.id}.name`)}: ${t(`buildPlan:line.${price.interval}`, { amount: money(price.amountCents, price.currency) })}`}
            >
              {t(`buildPlan:line.${price.interval}`, { amount: money(price.amountCents, price.currency) })}
            </Link>
          </Button>
        ))}
      </div>
    </article>
  );
}
