import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useCheckoutStatus } from '../api/billing-api';

/** Seconds after which the page says the processor is slow and offers to wait or try again. */
export const slowAfterSeconds = 10;

/**
 * /payment-processing (and /checkout/success): waits for the provider's verified event. Landing
 * here grants nothing; the page only reports what the server says about the checkout.
 */
export function PaymentProcessingPage() {
  const { t } = useTranslation(['checkout', 'pricing']);
  useDocumentTitle(t('processing.title'));
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout');
  const [seconds, setSeconds] = useState(0);
  const [slowAt, setSlowAt] = useState(slowAfterSeconds);
  const status = useCheckoutStatus(checkoutId, 1000);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  // Trying again asks the server afresh; it never starts a second payment (that could charge twice).
  const tryAgain = () => {
    setSlowAt(seconds + slowAfterSeconds);
    void status.refetch();
  };

  if (!checkoutId) return <Navigate to="/subscription-management" replace />;
  if (status.data?.activated) return <Navigate to={`/payment-success?checkout=${checkoutId}`} replace />;
  if (status.data && (status.data.status === 'failed' || status.data.status === 'canceled'))
    return <Navigate to={`/payment-canceled?checkout=${checkoutId}`} replace />;
  const slow = seconds >= slowAt;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <Loader2 className="mx-auto size-10 animate-spin text-brand-600 motion-reduce:animate-none" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{t('processing.title')}</h1>
      <p className="mt-2 text-[var(--fg-muted)]" role="status" aria-live="polite">
        {t('processing.elapsed', { count: seconds })}
      </p>
      {status.isError && (
        <div className="mt-6">
          <FormAlert message={t('errors:billing.statusFailed')} />
        </div>
      )}
      {slow && (
        <div
          className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-left text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
          role="alert"
        >
          <p className="font-semibold">{t('processing.slowTitle')}</p>
          <p className="mt-1 text-sm">{t('processing.slowText')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setSlowAt(Number.POSITIVE_INFINITY)}>
              {t('processing.keepWaiting')}
            </Button>
            <Button onClick={tryAgain}>{t('processing.checkAgain')}</Button>
          </div>
        </div>
      )}
      <p className="mt-8 text-sm text-[var(--fg-muted)]">{t('processing.note')}</p>
    </div>
  );
}
