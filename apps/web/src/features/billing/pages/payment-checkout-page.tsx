import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buildTotals } from '@brainboost/domain/billing/plan-builder';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useBillingOverview, useCatalog } from '../api/billing-api';
import { createBuildCheckout } from '../api/catalog-api';
import { linesOf, orderFromParams, orderQuery } from '../components/catalog-lines';
import { OrderLines } from '../components/order-lines';
import { usePurchaseKey } from '../components/use-purchase-key';

/** /payment-checkout?price=…[&extras=…]&method=…: review the lines, total and terms, then pay on the provider's page. */
export function PaymentCheckoutPage() {
  return (
    <RequireSignIn>
      <Review />
    </RequireSignIn>
  );
}

function Review() {
  const { t, i18n } = useTranslation(['buildPlan', 'pricing']);
  useDocumentTitle(t('review.title'));
  const [params] = useSearchParams();
  const order = orderFromParams(params);
  const catalog = useCatalog();
  const overview = useBillingOverview();
  const termsId = useId();
  // One key per order and way to pay: a double click, a retried request or a reload opens the same checkout.
  const purchase = usePurchaseKey(`build:${order.method}:${[order.priceId, ...order.extras].join('+')}`);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; code: string } | null>(null);

  if (catalog.isPending || overview.isPending) return <LoadingFallback />;
  const lines = catalog.data ? linesOf(catalog.data, [order.priceId, ...order.extras]) : null;
  if (!lines) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        <h1 className="text-2xl font-bold">{t('review.title')}</h1>
        <div className="mt-4">
          <FormAlert message={t('errors:billing.unknownPrice')} />
        </div>
        <Button asChild className="mt-6">
          <Link to="/marketplace">{t('backToMarketplace')}</Link>
        </Button>
      </div>
    );
  }
  const first = lines[0]!;
  const trialDays = lines.length === 1 && first.kind === 'plan' && overview.data?.trialEligible ? (catalog.data?.trialDays ?? 0) : 0;
  const totals = buildTotals(lines, false);

  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const { checkoutId, url } = await createBuildCheckout({
        priceId: first.priceId,
        extraPriceIds: lines.slice(1).map((l) => l.priceId),
        shownTotalCents: totals.dueTodayCents,
        idempotencyKey: purchase.key(),
        ...(order.method ? { method: order.method } : {}),
      });
      purchase.opened(checkoutId);
      const lang = i18n.resolvedLanguage ?? 'en';
      // Our own hosted pages take the language; a provider's page picks it itself.
      window.location.assign(url.startsWith('/') ? `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}` : url);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status > 0 && err.status < 500
          ? { message: err.message, code: err.code }
          : { message: t('errors:generic.internal'), code: 'INTERNAL' },
      );
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('review.title')}</h1>
      <section aria-labelledby="review-lines" className="mt-6 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
        <h2 id="review-lines" className="text-lg font-semibold">
          {t('summary')}
        </h2>
        <div className="mt-4">
          <OrderLines lines={lines} trialDays={trialDays} />
        </div>
        <p className="mt-4 text-sm text-[var(--fg-muted)]">
          {t('review.method', { method: t(`payment.methods.${order.method || 'sandbox'}.name`, { defaultValue: order.method }) })}{' '}
          <Link
            className="font-medium text-brand-700 underline dark:text-brand-200"
            to={`/payment?${orderQuery(order.priceId, order.extras)}`}
          >
            {t('review.changeMethod')}
          </Link>
        </p>
      </section>
      <section aria-labelledby="terms-title" className="mt-6 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
        <h2 id="terms-title" className="text-lg font-semibold">
          {t('review.termsTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-[var(--fg-muted)]">
          {first.interval !== 'once' && <li>{t(`review.terms.renews.${first.interval}`)}</li>}
          {first.interval !== 'once' && <li>{t('review.terms.cancel')}</li>}
          {lines.some((l) => l.kind === 'one_time') && <li>{t('review.terms.pass')}</li>}
          <li>{t('review.terms.access')}</li>
        </ul>
        <div className="mt-4 flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            className="mt-1 size-4 accent-brand-600"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
          />
          <label htmlFor={termsId} className="text-sm">
            {t('review.agreeStart')}{' '}
            <Link className="font-medium text-brand-700 underline dark:text-brand-200" to="/terms">
              {t('review.termsLink')}
            </Link>{' '}
            {t('review.agreeAnd')}{' '}
            <Link className="font-medium text-brand-700 underline dark:text-brand-200" to="/refund-policy">
              {t('review.refundLink')}
            </Link>
          </label>
        </div>
      </section>
      {error && (
        <div className="mt-6">
          <p className="font-semibold">{t('errors:billing.paymentError')}</p>
          <FormAlert message={error.message} />
          {error.code === 'BILLING_PRICE_MISMATCH' && <p className="mt-2 text-sm">{t('review.priceChanged')}</p>}
          {error.code === 'BILLING_ALREADY_SUBSCRIBED' && (
            <Link className="mt-2 inline-block text-brand-700 underline dark:text-brand-200" to="/subscription-management">
              {t('review.manage')}
            </Link>
          )}
        </div>
      )}
      <Button size="lg" className="mt-6 w-full" onClick={() => void pay()} disabled={busy || !agreed}>
        <Lock className="size-4" aria-hidden="true" />
        {t('review.pay')}
      </Button>
      <p className="mt-3 text-center text-sm text-[var(--fg-muted)]">{t('review.secureNote')}</p>
    </div>
  );
}
