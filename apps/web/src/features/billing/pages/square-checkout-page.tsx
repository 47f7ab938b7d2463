import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Catalog } from '@brainboost/domain/schemas/billing';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { createCheckout, usePaymentMethods, useBillingOverview, useCatalog } from '../api/billing-api';
import { SquareUnavailable } from '../components/square-unavailable';
import { useFormatMoney } from '../components/use-format-money';

/**
 * /square-checkout?price=…: pays for a catalog price on Square's hosted page (decision 0021). On a
 * server without Square it says so and links to the ways to pay that are configured.
 */
export function SquareCheckoutPage() {
  const { t } = useTranslation(['square', 'checkout', 'pricing']);
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const priceId = params.get('price') ?? '';
  const methods = usePaymentMethods();
  const catalog = useCatalog();

  if (methods.isPending || catalog.isPending) return <LoadingFallback />;
  if (methods.isError || catalog.isError)
    return (
      <Shell title={t('title')}>
        <FormAlert message={t('errors:generic.internal')} />
      </Shell>
    );
  if (!methods.data.extra.includes('square')) return <SquareUnavailable priceId={priceId} />;
  return <RequireSignIn>{() => <SquareOrder catalog={catalog.data} priceId={priceId} />}</RequireSignIn>;
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

function SquareOrder({ catalog, priceId }: { catalog: Catalog; priceId: string }) {
  const { t } = useTranslation(['square', 'checkout', 'pricing']);
  const overview = useBillingOverview();
  const money = useFormatMoney();
  // One key per visit: a double click or a retried request opens the same payment link.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<{ message: string; code: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const product = catalog.products.find((p) => p.prices.some((price) => price.id === priceId));
  const price = product?.prices.find((p) => p.id === priceId);
  if (!product || !price)
    return (
      <Shell title={t('title')}>
        <FormAlert message={t('errors:billing.unknownPrice')} />
        <Button asChild className="mt-6">
          <Link to="/pricing">{t('checkout:backToPlans')}</Link>
        </Button>
      </Shell>
    );
  if (overview.isPending) return <LoadingFallback />;
  const recurring = price.interval !== 'once';
  const trialDays = product.kind === 'plan' && recurring && overview.data?.trialEligible ? catalog.trialDays : 0;
  const amount = money(price.amountCents, price.currency);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { url } = await createCheckout({ priceId: price.id, shownAmountCents: price.amountCents, idempotencyKey, provider: 'square' });
      window.location.assign(url);
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? { message: err.message, code: err.code } : { message: t('errors:generic.internal'), code: 'INTERNAL' });
      setBusy(false);
    }
  };

  return (
    <Shell title={t('title')}>
      <p className="text-[var(--fg-muted)]">{t('intro')}</p>
      <section aria-labelledby="square-summary" className="mt-6 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
        <h2 id="square-summary" className="text-lg font-semibold">
          {t('summary')}
        </h2>
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
          <dt>{t(`pricing:plans.${product.id}.name`)}</dt>
          <dd className="font-medium">{t(`checkout:checkout.interval.${price.interval}`, { amount })}</dd>
          {trialDays > 0 && (
            <>
              <dt>{t('checkout:checkout.trial', { days: trialDays })}</dt>
              <dd className="font-medium">{money(0, price.currency)}</dd>
            </>
          )}
          <dt className="border-t border-[var(--border)] pt-2 font-semibold">{t('checkout:checkout.dueToday')}</dt>
          <dd className="border-t border-[var(--border)] pt-2 text-lg font-bold" data-testid="due-today">
            {trialDays > 0 ? money(0, price.currency) : amount}
          </dd>
        </dl>
        {trialDays > 0 && <p className="mt-3 text-sm text-[var(--fg-muted)]">{t('checkout:checkout.trialThen', { days: trialDays, amount })}</p>}
        {recurring && <p className="mt-3 text-sm text-[var(--fg-muted)]">{t('renewNote')}</p>}
      </section>
      {error && (
        <div className="mt-6">
          <p className="font-semibold">{t('errors:billing.paymentError')}</p>
          <FormAlert message={error.message} />
          {error.code === 'BILLING_ALREADY_SUBSCRIBED' && (
            <Link className="mt-2 inline-block text-brand-700 underline dark:text-brand-200" to="/subscription-management">
              {t('checkout:manageLink')}
            </Link>
          )}
        </div>
      )}
      <Button size="lg" className="mt-6 w-full" onClick={() => void start()} disabled={busy}>
        <Lock className="size-4" aria-hidden="true" />
        {busy ? t('redirecting') : t('continue')}
      </Button>
      <p className="mt-3 text-center text-sm text-[var(--fg-muted)]">{t('secureNote')}</p>
      <p className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        <Link className="text-brand-700 underline dark:text-brand-200" to={`/checkout?price=${encodeURIComponent(price.id)}`}>
          {t('unavailable.card')}
        </Link>
        <Link className="text-brand-700 underline dark:text-brand-200" to="/pricing">
          {t('checkout:backToPlans')}
        </Link>
      </p>
    </Shell>
  );
}
