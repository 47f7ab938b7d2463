import { BadgeCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { refreshSession } from '../../../stores/session-store';
import { useCatalog, useCheckoutStatus } from '../api/billing-api';
import { productOfPrice } from '../components/price-label';
import { useFormatMoney } from '../components/use-format-money';
import { useCheckoutEnded } from '../components/use-purchase-key';

/** /payment-success: shown only once the server says a verified event activated the checkout. */
export function PaymentSuccessPage() {
  const { t } = useTranslation(['checkout', 'pricing', 'buildPlan']);
  useDocumentTitle(t('success.title'));
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout');
  const status = useCheckoutStatus(checkoutId, false);
  const catalog = useCatalog();
  const money = useFormatMoney();
  const activated = status.data?.activated ?? false;
  useCheckoutEnded(checkoutId, activated);
  useEffect(() => {
    // The header's plan badge comes from /api/me: reload it now that access changed.
    if (activated) void refreshSession();
  }, [activated]);

  if (!checkoutId) return <Navigate to="/subscription-management" replace />;
  if (status.isPending) return <LoadingFallback />;
  if (status.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <FormAlert message={t('errors:billing.statusFailed')} />
      </div>
    );
  }
  if (!activated) return <Navigate to={`/payment-processing?checkout=${checkoutId}`} replace />;
  const product = productOfPrice(status.data.priceId);
  // An add-on or pass bought on its own is not "your plan".
  const kind = catalog.data?.products.find((p) => p.id === product)?.kind ?? 'plan';
  const price = catalog.data?.products.flatMap((p) => p.prices).find((p) => p.id === status.data.priceId);
  // A trial charged nothing today: there is no payment and no receipt yet, only a first charge to come.
  const trial = status.data.trialDays > 0;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <BadgeCheck className="mx-auto size-12 text-emerald-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">{trial ? t('success.trialTitle') : t('success.title')}</h1>
      {trial ? (
        <p className="mt-3 text-lg">
          {t('success.trialText', {
            plan: t(`pricing:plans.${product}.name`),
            amount: price ? money(price.amountCents, price.currency) : '',
            days: status.data.trialDays,
          })}
        </p>
      ) : (
        <>
          <p className="mt-3 text-lg">
            {kind === 'plan'
              ? t('success.text', { plan: t(`pricing:plans.${product}.name`) })
              : t('buildPlan:successExtra', { product: t(`pricing:plans.${product}.name`) })}
          </p>
          <p className="mt-2 text-sm text-[var(--fg-muted)]">{t('success.receipt')}</p>
        </>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">{t('success.start')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/subscription-management">{t('manageLink')}</Link>
        </Button>
      </div>
    </div>
  );
}
