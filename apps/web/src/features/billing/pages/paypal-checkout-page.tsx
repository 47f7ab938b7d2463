import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { CheckoutError } from '../components/checkout-error';
import { useHostedCheckout } from '../components/use-hosted-checkout';
import { createCheckout, useBillingOverview, useCatalog, usePaymentMethods } from '../api/billing-api';
import { OrderSummary } from '../components/order-summary';

/**
 * /paypal-checkout?price=…: the order, then off to PayPal's page to approve it. PayPal brings the
 * buyer back to /paypal-checkout/success, which waits for PayPal's verified event (or /cancel).
 * On a server without PayPal it says so and points to the way to pay that is there.
 */
export function PaypalCheckoutPage() {
  const { t } = useTranslation(['paypal', 'checkout', 'pricing']);
  useDocumentTitle(t('title'));
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const priceId = params.get('price') ?? '';
  const catalog = useCatalog();
  const methods = usePaymentMethods();
  const signedIn = session.status === 'signedIn';
  const overview = useBillingOverview(signedIn);
  // One key per price: a double click, a retried request or a reload opens one PayPal checkout.
  const checkout = useHostedCheckout(`checkout:paypal:${priceId}`);

  if (session.status === 'loading' || catalog.isPending || methods.isPending) return <LoadingFallback />;
  if (!signedIn) return <Navigate to={`/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  const product = catalog.data?.products.find((p) => p.prices.some((price) => price.id === priceId));
  const price = product?.prices.find((p) => p.id === priceId);
  const backToPlans = (
    <Button asChild variant="secondary">
      <Link to="/pricing">{t('checkout:backToPlans')}</Link>
    </Button>
  );

  if (!methods.data?.extra.includes('paypal')) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{t('unavailable.title')}</h1>
        <p className="mt-4">{t('unavailable.text')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={price ? `/checkout?price=${encodeURIComponent(price.id)}` : '/pricing'}>{t('unavailable.payByCard')}</Link>
          </Button>
          {backToPlans}
        </div>
      </div>
    );
  }
  if (!product || !price) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <div className="mt-4">
          <FormAlert message={t('errors:billing.unknownPrice')} />
        </div>
        <div className="mt-6">{backToPlans}</div>
      </div>
    );
  }
  const trialDays =
    product.kind === 'plan' && price.interval !== 'once' && overview.data?.trialEligible ? (catalog.data?.trialDays ?? 0) : 0;

  const start = () =>
    checkout.start((idempotencyKey) =>
      createCheckout({ priceId: price.id, shownAmountCents: price.amountCents, idempotencyKey, provider: 'paypal' }),
    );

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-3 text-[var(--fg-muted)]">{t('intro')}</p>
      <OrderSummary productId={product.id} price={price} trialDays={trialDays} />
      {checkout.error && <CheckoutError error={checkout.error} />}
      <Button size="lg" className="mt-6 w-full" onClick={() => void start()} disabled={checkout.busy} aria-busy={checkout.busy}>
        {checkout.busy ? t('redirecting') : t('continue')}
      </Button>
      <p className="mt-3 text-center text-sm text-[var(--fg-muted)]">{price.interval === 'once' ? t('noteOnce') : t('noteSubscription')}</p>
      <p className="mt-6 text-center text-sm">
        <Link className="text-brand-700 underline dark:text-brand-200" to={`/checkout?price=${encodeURIComponent(price.id)}`}>
          {t('payByCardInstead')}
        </Link>
      </p>
    </div>
  );
}
