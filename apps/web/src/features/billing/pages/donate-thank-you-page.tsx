import { CircleX, HeartHandshake, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { useDonationStatus } from '../api/donations-api';
import { useFormatMoney } from '../components/use-format-money';
import { useCheckoutEnded } from '../components/use-purchase-key';

/**
 * /donate/thank-you: where the provider sends a donor back, after paying or not. It shows what
 * the server recorded from the provider's verified event, polling while that is still to come.
 */
export function DonateThankYouPage() {
  const { t } = useTranslation('donate');
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout');
  const status = useDonationStatus(checkoutId, 1500);
  const session = useSession();
  const money = useFormatMoney();
  const data = status.data;
  const state = data?.status ?? 'pending';
  const done = state === 'paid' || state === 'active';
  useCheckoutEnded(checkoutId, state !== 'pending');
  const title = done
    ? t('thanks.title')
    : state === 'failed'
      ? t('thanks.failedTitle')
      : state === 'canceled'
        ? t('thanks.canceledTitle')
        : t('thanks.pendingTitle');
  useDocumentTitle(title);
  if (!checkoutId) return <Navigate to="/donate" replace />;
  if (status.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <h1 className="text-2xl font-bold">{t('thanks.pendingTitle')}</h1>
        <div className="mt-4">
          <FormAlert message={t('thanks.notFound')} />
        </div>
        <Button asChild className="mt-6">
          <Link to="/donate">{t('thanks.tryAgain')}</Link>
        </Button>
      </div>
    );
  }
  if (!data || state === 'pending') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
        <Loader2 className="mx-auto size-10 animate-spin text-brand-600 motion-reduce:animate-none" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">{t('thanks.pendingTitle')}</h1>
        <p className="mt-2 text-[var(--fg-muted)]" role="status" aria-live="polite">
          {t('thanks.pending')}
        </p>
      </div>
    );
  }
  const amount = money(data.amountCents, data.currency);
  if (!done) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
        <CircleX className="mx-auto size-12 text-red-700 dark:text-red-300" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold">{title}</h1>
        <p className="mt-3" data-testid="donation-outcome">
          {state === 'failed' ? t(`thanks.failure.${data.failure ?? 'card_declined'}`) : t('thanks.canceled')}
        </p>
        <Button asChild className="mt-8">
          <Link to="/donate">{t('thanks.tryAgain')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <HeartHandshake className="mx-auto size-12 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-lg" data-testid="donation-outcome">
        {t(data.interval === 'monthly' ? 'thanks.paidMonthly' : 'thanks.paidOnce', { amount })}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {data.interval === 'monthly' && session.status === 'signedIn' && (
          <Button asChild>
            <Link to="/subscription-management">{t('thanks.manage')}</Link>
          </Button>
        )}
        <Button asChild variant="secondary">
          <Link to="/">{t('thanks.home')}</Link>
        </Button>
      </div>
    </div>
  );
}
