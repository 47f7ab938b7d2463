import { Bitcoin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormatDate } from '../../../components/use-format-date';
import { ApiError } from '../../../lib/api-client';
import { randomUuid } from '../../../lib/random-uuid';
import { createCheckout, usePaymentMethods, useBillingOverview, useCatalog } from '../api/billing-api';
import { CryptoChargeStatus } from '../components/crypto-charge-status';
import { CryptoPricePicker, cryptoPrices } from '../components/crypto-price-picker';
import { CryptoUnavailable } from '../components/crypto-unavailable';
import { useFormatMoney } from '../components/use-format-money';

/** Choose what to pay for, see the catalog amount, and go to the provider's hosted charge page. */
function CryptoOrder({ initialPriceId }: { initialPriceId: string | null }) {
  const { t } = useTranslation(['cryptoPayment', 'pricing']);
  const catalog = useCatalog();
  const overview = useBillingOverview();
  const money = useFormatMoney();
  const date = useFormatDate();
  // One key per chosen price: a double click opens one charge; another price is another checkout.
  const [choice, setChoice] = useState(() => ({ priceId: initialPriceId ?? '', key: randomUuid() }));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (catalog.isPending || overview.isPending) return <LoadingFallback />;
  if (catalog.isError || overview.isError) return <FormAlert message={t('errors:billing.statusFailed')} />;
  const prices = cryptoPrices(catalog.data);
  const selected = prices.find((p) => p.price.id === choice.priceId) ?? prices.find((p) => p.price.id === 'premium_monthly') ?? prices[0];
  if (!selected) return <FormAlert message={t('errors:billing.unknownPrice')} />;
  const { product, price } = selected;
  const amount = money(price.amountCents, price.currency);
  const plan = t(`pricing:plans.${product.id}.name`);
  const current = overview.data.subscription;

  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const { url } = await createCheckout({
        priceId: price.id,
        shownAmountCents: price.amountCents,
        idempotencyKey: choice.key,
        provider: 'crypto',
      });
      window.location.assign(url);
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('errors:generic.internal'));
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <CryptoPricePicker catalog={catalog.data} value={price.id} onChange={(priceId) => setChoice({ priceId, key: randomUuid() })} />
      <section aria-labelledby="crypto-summary" className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="crypto-summary" className="text-lg font-semibold">
            {t('summary.title')}
          </h2>
          <p className="text-2xl font-bold" data-testid="crypto-amount">
            {amount}
          </p>
        </div>
        <ul className="mt-3 flex list-disc flex-col gap-1 pl-5 text-sm">
          {price.interval === 'once' ? (
            <li>{t('summary.once', { product: plan })}</li>
          ) : (
            <li>{t('summary.prepaid', { plan, period: t(`choose.period.${price.interval}`) })}</li>
          )}
          {current?.prepaid && current.currentPeriodEnd && price.interval !== 'once' && (
            <li data-testid="extends-note">
              {t('summary.extends', { plan: t(`pricing:plans.${current.productId}.name`), date: date(current.currentPeriodEnd) })}
            </li>
          )}
          <li>{t('summary.fixed', { currency: price.currency.toUpperCase() })}</li>
          <li>{t('summary.minutes')}</li>
        </ul>
        {error && (
          <div className="mt-4">
            <FormAlert message={error} />
          </div>
        )}
        <Button className="mt-5 w-full sm:w-auto" onClick={() => void pay()} disabled={busy}>
          {t('pay', { amount })}
        </Button>
      </section>
    </div>
  );
}

/**
 * /crypto-payment: pay for a prepaid plan period or a one-time product with crypto on the
 * provider's hosted page; back here, the charge's progress as the server knows it. Says plainly
 * when this server takes no crypto.
 */
export function CryptoPaymentPage() {
  const { t } = useTranslation('cryptoPayment');
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const methods = usePaymentMethods();
  const priceId = params.get('price');
  const checkoutId = params.get('checkout');
  let body;
  if (methods.isPending) body = <LoadingFallback />;
  else if (methods.isError) body = <FormAlert message={t('errors:generic.internal')} />;
  else if (!methods.data.extra.includes('crypto')) body = <CryptoUnavailable priceId={priceId} />;
  else
    body = (
      <RequireSignIn>
        {checkoutId ? (
          <CryptoChargeStatus
            checkoutId={checkoutId}
            canceled={params.get('canceled') === '1'}
            onStartOver={() => setParams({}, { replace: true })}
          />
        ) : (
          <CryptoOrder initialPriceId={priceId} />
        )}
      </RequireSignIn>
    );
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div className="flex items-start gap-3">
        <Bitcoin className="mt-1 size-8 shrink-0 text-brand-600" aria-hidden="true" />
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-2 text-[var(--fg-muted)]">{t('intro')}</p>
        </div>
      </div>
      {body}
    </div>
  );
}
