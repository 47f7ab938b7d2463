import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { useCatalog, usePaymentMethods } from '../api/billing-api';
import { linesOf, orderFromParams, orderQuery } from '../components/catalog-lines';
import { OrderLines } from '../components/order-lines';

/** /payment?price=…[&extras=…]: how to pay for the chosen order (the methods this server offers), then the review step. */
export function PaymentPage() {
  const { t } = useTranslation(['buildPlan', 'pricing']);
  useDocumentTitle(t('payment.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const order = orderFromParams(params);
  const session = useSession();
  const catalog = useCatalog();
  const methods = usePaymentMethods();
  const [picked, setPicked] = useState<string | null>(null);

  if (catalog.isPending || methods.isPending || session.status === 'loading') return <LoadingFallback />;
  const lines = catalog.data ? linesOf(catalog.data, [order.priceId, ...order.extras]) : null;
  if (!lines || !methods.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        <h1 className="text-2xl font-bold">{t('payment.title')}</h1>
        <div className="mt-4">
          <FormAlert message={t(lines ? 'errors:billing.statusFailed' : 'errors:billing.unknownPrice')} />
        </div>
        <Button asChild className="mt-6">
          <Link to="/marketplace">{t('backToMarketplace')}</Link>
        </Button>
      </div>
    );
  }
  const several = lines.length > 1;
  // The default way to pay first, then the extra ones; an order of several items only where they are taken.
  const all = [methods.data.default, ...methods.data.extra];
  const usable = all.filter((id) => !several || (methods.data.multipleItems ?? []).includes(id));
  const method = picked ?? usable[0] ?? '';
  const review = `/payment-checkout?${orderQuery(order.priceId, order.extras, method)}`;
  const signIn = `/login?returnTo=${encodeURIComponent(review)}`;
  const guestPlan = lines.length === 1 && lines[0]!.kind === 'plan';

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('payment.title')}</h1>
      <p className="mt-2 text-[var(--fg-muted)]">{t('payment.subtitle')}</p>
      <section aria-labelledby="order-title" className="mt-6 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
        <h2 id="order-title" className="text-lg font-semibold">
          {t('summary')}
        </h2>
        <div className="mt-4">
          <OrderLines lines={lines} />
        </div>
      </section>
      <section aria-labelledby="method-title" className="mt-6">
        <h2 id="method-title" className="text-lg font-semibold">
          {t('payment.methodTitle')}
        </h2>
        <ChoiceGroup
          label={t('payment.methodTitle')}
          value={method}
          onValueChange={setPicked}
          className="mt-3"
          options={usable.map((id) => ({
            value: id,
            label: t(`payment.methods.${id}.name`, { defaultValue: id }),
            description: t(`payment.methods.${id}.description`, { defaultValue: '' }),
          }))}
        />
        {several && usable.length < all.length && <p className="mt-3 text-sm text-[var(--fg-muted)]">{t('payment.someSingleOnly')}</p>}
        {!usable.length && <FormAlert message={t('errors:catalog.singleItemOnly')} />}
      </section>
      {session.status === 'signedIn' ? (
        <Button size="lg" className="mt-6 w-full" disabled={!method} onClick={() => void navigate(review)}>
          {t('payment.continue')}
        </Button>
      ) : (
        <div className="mt-6 flex flex-col gap-3">
          <Button asChild size="lg" className="w-full">
            <Link to={signIn}>{t('payment.signIn')}</Link>
          </Button>
          {guestPlan && (
            <Link
              className="text-center text-sm font-medium text-brand-700 underline dark:text-brand-200"
              to={`/checkout?price=${encodeURIComponent(order.priceId)}`}
            >
              {t('payment.guest')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
