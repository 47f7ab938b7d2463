import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Catalog } from '@brainboost/domain/schemas/billing';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { CheckoutError } from '../components/checkout-error';
import { OrderSummary } from '../components/order-summary';
import { useHostedCheckout } from '../components/use-hosted-checkout';
import { createCheckout, usePaymentMethods, useBillingOverview, useCatalog } from '../api/billing-api';
import { SquareUnavailable } from '../components/square-unavailable';

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
  // One key per price: a double click, a retried request or a reload opens the same payment link.
  const checkout = useHostedCheckout(`checkout:square:${priceId}`);
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

  const start = () =>
    checkout.start((idempotencyKey) =>
      createCheckout({ priceId: price.id, shownAmountCents: price.amountCents, idempotencyKey, provider: 'square' }),
    );

  return (
    <Shell title={t('title')}>
      <p className="text-[var(--fg-muted)]">{t('intro')}</p>
      <OrderSummary productId={product.id} price={price} trialDays={trialDays} />
      {recurring && <p className="mt-3 text-sm text-[var(--fg-muted)]">{t('renewNote')}</p>}
      {checkout.error && <CheckoutError error={checkout.error} />}
      <Button size="lg" className="mt-6 w-full" onClick={() => void start()} disabled={checkout.busy}>
        <Lock className="size-4" aria-hidden="true" />
        {checkout.busy ? t('redirecting') : t('continue')}
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
