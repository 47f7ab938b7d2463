import { CircleX, Loader2, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useGuestCheckoutStatus } from '../api/billing-api';
import { productOfPrice } from '../components/price-label';
import { useCheckoutEnded } from '../components/use-purchase-key';

/**
 * /checkout/guest: where the provider sends a guest back. It reports what the server says and
 * grants nothing: the plan is held for the email until an account claims it by the emailed link.
 */
export function GuestCheckoutPage() {
  const { t } = useTranslation(['checkout', 'pricing']);
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout');
  const status = useGuestCheckoutStatus(checkoutId);
  const data = status.data;
  const state = data?.status ?? 'open';
  const failed = state === 'failed' || state === 'canceled';
  useCheckoutEnded(checkoutId, failed || state === 'completed');
  const reason = data?.failure ?? 'canceled';
  useDocumentTitle(state === 'completed' ? t('guestDone.title') : failed ? t(`canceled.${reason}.title`) : t('guestDone.processingTitle'));
  if (!checkoutId) return <Navigate to="/pricing" replace />;
  if (status.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <h1 className="text-2xl font-bold">{t('guestDone.processingTitle')}</h1>
        <div className="mt-4">
          <FormAlert message={t('errors:billing.checkoutNotFound')} />
        </div>
      </div>
    );
  }
  if (failed && data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
        <CircleX className="mx-auto size-12 text-red-700" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold">{t(`canceled.${reason}.title`)}</h1>
        <p className="mt-3">{t(`canceled.${reason}.text`)}</p>
        <p className="mt-2 text-sm text-[var(--fg-muted)]">{t('canceled.noCharge')}</p>
        <Button asChild className="mt-8">
          <Link to={`/checkout?price=${data.priceId}`}>{t('tryAgain')}</Link>
        </Button>
      </div>
    );
  }
  if (state === 'completed' && data) {
    const plan = t(`pricing:plans.${productOfPrice(data.priceId)}.name`);
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
        <MailCheck className="mx-auto size-12 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold">{t('guestDone.title')}</h1>
        <p className="mt-3 text-lg" data-testid="guest-done">
          {t('guestDone.text', { email: data.email, plan })}
        </p>
        <p className="mt-2 text-sm text-[var(--fg-muted)]">{t('guestDone.held', { email: data.email })}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <Loader2 className="mx-auto size-10 animate-spin text-brand-600 motion-reduce:animate-none" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{t('guestDone.processingTitle')}</h1>
      <p className="mt-2 text-[var(--fg-muted)]" role="status" aria-live="polite">
        {t('guestDone.processingText')}
      </p>
    </div>
  );
}
