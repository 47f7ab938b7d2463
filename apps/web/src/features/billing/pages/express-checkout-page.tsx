import { CheckCircle2, CircleX, CreditCard, Loader2, ShieldAlert, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useCheckoutStatus } from '../api/billing-api';
import { useExpressCharge, useExpressOffer } from '../api/express-api';
import { useFormatMoney } from '../components/use-format-money';
import { usePurchaseKey } from '../components/use-purchase-key';
import { AskParent } from '../components/ask-parent';
import { useIsChild } from '../components/use-is-child';

function Outcome({ icon, title, text, children }: { icon: React.ReactNode; title: string; text: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center" data-testid="express-outcome">
      {icon}
      <h2 className="text-2xl font-bold">{title}</h2>
      <p>{text}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

function Express({ priceId }: { priceId: string }) {
  const { t } = useTranslation(['checkout', 'pricing']);
  const money = useFormatMoney();
  const offer = useExpressOffer(priceId);
  const charge = useExpressCharge();
  const purchase = usePurchaseKey(`express:${priceId}`);
  const result = charge.data;
  const status = useCheckoutStatus(result?.outcome === 'succeeded' ? result.checkoutId : null, 1000);
  const checkoutLink = (
    <Button asChild>
      <Link to={`/checkout?price=${encodeURIComponent(priceId)}`}>{t('express.toCheckout')}</Link>
    </Button>
  );
  if (offer.isPending) return <LoadingFallback />;
  if (offer.isError)
    return <FormAlert message={offer.error instanceof ApiError ? offer.error.message : t('errors:billing.statusFailed')} />;
  const { amountCents, currency, card, productId } = offer.data;
  const amount = money(amountCents, currency);
  const product = t(`pricing:plans.${productId}.name`);

  if (result?.outcome === 'succeeded') {
    if (status.data?.status !== 'completed') {
      return (
        <p role="status" className="flex items-center justify-center gap-2">
          <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {t('express.processing')}
        </p>
      );
    }
    return (
      <Outcome
        icon={<CheckCircle2 className="size-12 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />}
        title={t('express.doneTitle')}
        text={t('express.done', { product, amount })}
      >
        <Button asChild variant="secondary">
          <Link to="/subscription-management">{t('express.receipts')}</Link>
        </Button>
      </Outcome>
    );
  }
  if (result?.outcome === 'declined') {
    return (
      <Outcome
        icon={<CircleX className="size-12 text-red-700 dark:text-red-300" aria-hidden="true" />}
        title={t('express.declinedTitle')}
        text={t('express.declined')}
      >
        <Button asChild variant="secondary">
          <Link to="/subscription-management">{t('express.updateCard')}</Link>
        </Button>
        {checkoutLink}
      </Outcome>
    );
  }
  if (result?.outcome === 'requires_action') {
    return (
      <Outcome
        icon={<ShieldAlert className="size-12 text-amber-700 dark:text-amber-300" aria-hidden="true" />}
        title={t('express.actionTitle')}
        text={t('express.action')}
      >
        {checkoutLink}
      </Outcome>
    );
  }
  if (!card || result?.outcome === 'no_saved_card') {
    return (
      <Outcome
        icon={<CreditCard className="size-12 text-[var(--fg-muted)]" aria-hidden="true" />}
        title={t('express.noCardTitle')}
        text={t('express.noCard')}
      >
        {checkoutLink}
      </Outcome>
    );
  }
  const pay = async () => {
    try {
      // Every click of this purchase sends the same key: the server charges it once.
      const { outcome } = await charge.mutateAsync({ priceId, shownAmountCents: amountCents, idempotencyKey: purchase.key() });
      if (outcome === 'succeeded' || outcome === 'declined') purchase.settled();
    } catch {
      // Shown below from charge.error.
    }
  };
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-[1fr_auto] gap-y-3 text-base">
        <dt className="text-[var(--fg-muted)]">{t('express.product')}</dt>
        <dd className="text-right font-medium">{product}</dd>
        <dt className="text-[var(--fg-muted)]">{t('express.cardLabel')}</dt>
        <dd className="text-right font-medium" data-testid="express-card">
          {t('express.card', { brand: card.brand.charAt(0).toUpperCase() + card.brand.slice(1), last4: card.last4 })}
        </dd>
        <dt className="border-t border-[var(--border)] pt-3 font-semibold">{t('express.amount')}</dt>
        <dd className="border-t border-[var(--border)] pt-3 text-right text-2xl font-bold tabular-nums" data-testid="express-amount">
          {amount}
        </dd>
      </dl>
      {charge.error && <FormAlert message={charge.error instanceof ApiError ? charge.error.message : t('errors:billing.paymentError')} />}
      <Button size="lg" onClick={() => void pay()} disabled={charge.isPending}>
        {charge.isPending ? (
          <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <Zap className="size-5" aria-hidden="true" />
        )}
        {charge.isPending ? t('express.paying') : t('express.confirm', { amount })}
      </Button>
      <p className="text-sm text-[var(--fg-muted)]">{t('express.note')}</p>
    </div>
  );
}

/** /express-checkout?price=…: one-click purchase of a one-time product with the card the provider kept. */
export function ExpressCheckoutPage() {
  const { t } = useTranslation('checkout');
  useDocumentTitle(t('express.title'));
  const [params] = useSearchParams();
  const priceId = params.get('price');
  const isChild = useIsChild();
  if (!priceId) return <Navigate to="/pricing" replace />;
  return (
    <RequireSignIn>
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{t('express.title')}</h1>
        <p className="mt-2 text-[var(--fg-muted)]">{t('express.lead')}</p>
        <div className="mt-8 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
          {isChild ? <AskParent priceId={priceId} compact /> : <Express priceId={priceId} />}
        </div>
      </div>
    </RequireSignIn>
  );
}
