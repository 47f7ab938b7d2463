import { CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useCheckoutStatus } from '../api/billing-api';
import { useCheckoutEnded } from '../components/use-purchase-key';

/**
 * /payment-canceled, /checkout/cancel and each extra way to pay's own cancel page: why the payment
 * did not happen, and the way back to the checkout page of the way the customer chose to pay.
 */
export function PaymentCanceledPage() {
  const { t } = useTranslation(['checkout', 'pricing']);
  const [params] = useSearchParams();
  // Back to the way of paying the buyer chose (PayPal comes back to /paypal-checkout/cancel, Square to /square-checkout/cancel).
  const retryPage = /^\/(paypal|square)-checkout\/cancel\/?$/.exec(useLocation().pathname)?.[0].replace(/\/cancel\/?$/, '') ?? '/checkout';
  const checkoutId = params.get('checkout');
  const status = useCheckoutStatus(checkoutId, false);
  const reason = status.data?.failure ?? 'canceled';
  // Still open (the buyer only came back): trying again reopens the same checkout with the same key.
  useCheckoutEnded(checkoutId, status.data?.status === 'failed' || status.data?.status === 'canceled');
  useDocumentTitle(t(`canceled.${reason}.title`));
  if (checkoutId && status.isPending) return <LoadingFallback />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <CircleX className="mx-auto size-12 text-red-700" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-red-800 dark:text-red-300">
        {reason === 'canceled' ? t('canceled.label') : t('errors:billing.paymentError')}
      </p>
      <h1 className="mt-1 text-3xl font-bold">{t(`canceled.${reason}.title`)}</h1>
      <p className="mt-3">{t(`canceled.${reason}.text`)}</p>
      <p className="mt-2 text-sm text-[var(--fg-muted)]">{t('canceled.noCharge')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={status.data ? `${retryPage}?price=${status.data.priceId}` : '/pricing'}>{t('tryAgain')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/pricing">{t('backToPlans')}</Link>
        </Button>
      </div>
    </div>
  );
}
