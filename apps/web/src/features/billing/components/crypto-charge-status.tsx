import { Clock, Loader2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { useCheckoutStatus } from '../api/billing-api';

/** Confirmations take minutes: asking every five seconds is plenty. */
const pollMs = 5000;

/**
 * Back from the hosted charge page: where the charge stands, as the server knows it from the
 * provider's verified webhooks. Granting access is never done here; once the server says the
 * checkout is active, the usual success page takes over.
 */
export function CryptoChargeStatus({
  checkoutId,
  canceled,
  onStartOver,
}: {
  checkoutId: string;
  canceled: boolean;
  onStartOver: () => void;
}) {
  const { t } = useTranslation('cryptoPayment');
  // Kept polling even after a failure: the provider may still resolve an underpaid or late charge.
  const status = useCheckoutStatus(checkoutId, pollMs);
  if (status.data?.activated) return <Navigate to={`/payment-success?checkout=${checkoutId}`} replace />;
  if (status.isError) return <FormAlert message={t('errors:billing.statusFailed')} />;
  const state = status.data?.status ?? 'open';
  const ended = state === 'failed' || state === 'canceled' || (state === 'open' && canceled);
  const key =
    state === 'failed'
      ? 'underpaid'
      : state === 'canceled'
        ? 'expired'
        : state === 'open' && canceled
          ? 'left'
          : state === 'processing'
            ? 'detected'
            : 'waiting';
  return (
    <section
      aria-labelledby="charge-status"
      className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
      data-testid="charge-status"
      data-state={key}
    >
      <div className="flex items-start gap-3">
        {ended ? (
          <XCircle className="mt-1 size-6 shrink-0 text-red-700 dark:text-red-300" aria-hidden="true" />
        ) : state === 'processing' ? (
          <Loader2 className="mt-1 size-6 shrink-0 animate-spin text-brand-600 motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <Clock className="mt-1 size-6 shrink-0 text-brand-600" aria-hidden="true" />
        )}
        <div role="status" aria-live="polite">
          <h2 id="charge-status" className="text-lg font-semibold">
            {t(`status.${key}.title`)}
          </h2>
          <p className="mt-1">{t(`status.${key}.text`)}</p>
        </div>
      </div>
      {!ended && <p className="mt-4 text-sm text-[var(--fg-muted)]">{t('status.minutes')}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        {ended ? (
          <Button onClick={onStartOver}>{t('status.startOver')}</Button>
        ) : (
          <Button variant="secondary" onClick={() => void status.refetch()} disabled={status.isFetching}>
            {t('status.checkNow')}
          </Button>
        )}
        <Button asChild variant="secondary">
          <Link to="/subscription-management">{t('status.manage')}</Link>
        </Button>
      </div>
    </section>
  );
}
