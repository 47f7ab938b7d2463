import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../stores/session-store';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { createCheckout, createGuestCheckout, useBillingOverview, useCatalog } from '../api/billing-api';
import { CheckoutError } from '../components/checkout-error';
import { ExtraPaymentOptions } from '../components/extra-payment-options';
import { useHostedCheckout } from '../components/use-hosted-checkout';
import { OrderSummary } from '../components/order-summary';
import { AskParent } from '../components/ask-parent';
import { useIsChild } from '../components/use-is-child';

/**
 * /checkout?price=…: the order summary, then off to the provider's hosted payment page. Signed out,
 * a plan can be bought as a guest with an email; access comes only once an account claims it.
 */
export function CheckoutPage() {
  const { t, i18n } = useTranslation(['checkout', 'pricing', 'square']);
  useDocumentTitle(t('checkout.title'));
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const priceId = params.get('price') ?? '';
  const catalog = useCatalog();
  const overview = useBillingOverview(session.status === 'signedIn');
  const isChild = useIsChild();
  const [email, setEmail] = useState('');
  // A guest's checkout is held against the email: another email is another purchase.
  const checkout = useHostedCheckout(
    session.status === 'signedOut' ? `guest:${priceId}:${email.trim().toLowerCase()}` : `checkout:${priceId}`,
  );
  const [emailError, setEmailError] = useState<string | undefined>();

  if (session.status === 'loading' || catalog.isPending) return <LoadingFallback />;
  // Without an account: pay as a guest with an email (plans only; one-time products need an account).
  const guest = session.status === 'signedOut';
  const returnTo = `/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`;
  const product = catalog.data?.products.find((p) => p.prices.some((price) => price.id === priceId));
  const price = product?.prices.find((p) => p.id === priceId);
  if (guest && product?.kind !== 'plan') return <Navigate to={returnTo} replace />;
  if (!product || !price) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        <h1 className="text-2xl font-bold">{t('checkout.title')}</h1>
        <div className="mt-4">
          <FormAlert message={t('errors:billing.unknownPrice')} />
        </div>
        <Button asChild className="mt-6">
          <Link to="/pricing">{t('backToPlans')}</Link>
        </Button>
      </div>
    );
  }
  const trialDays = !guest && product.kind === 'plan' && overview.data?.trialEligible ? (catalog.data?.trialDays ?? 0) : 0;

  const start = async () => {
    if (guest && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setEmailError(t('errors:billing.guestEmail'));
      return;
    }
    setEmailError(undefined);
    await checkout.start(
      async (idempotencyKey) => {
        const input = { priceId: price.id, shownAmountCents: price.amountCents, idempotencyKey };
        const { checkoutId, url } = guest ? await createGuestCheckout({ ...input, email: email.trim() }) : await createCheckout(input);
        const lang = i18n.resolvedLanguage ?? 'en';
        // Our own hosted pages take the language; a provider's page (Stripe's URL ends in a #fragment) picks it itself.
        return { checkoutId, url: url.startsWith('/') ? `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}` : url };
      },
      (err) => {
        if (!(err instanceof ApiError && err.fields?.['email'])) return false;
        setEmailError(err.message);
        return true;
      },
    );
  };
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('checkout.title')}</h1>
      <OrderSummary productId={product.id} price={price} trialDays={trialDays} />
      {guest && (
        <section aria-labelledby="guest-title" className="mt-6 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
          <h2 id="guest-title" className="text-lg font-semibold">
            {t('guest.title')}
          </h2>
          <div className="mt-4">
            <Field label={t('guest.emailLabel')} hint={t('guest.emailHelp')} error={emailError}>
              {(field) => <Input {...field} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
            </Field>
          </div>
          <p className="mt-3 text-sm text-[var(--fg-muted)]">{t('guest.noTrial')}</p>
          <p className="mt-3 text-sm">
            {t('guest.haveAccount')}{' '}
            <Link className="font-medium text-brand-700 underline dark:text-brand-200" to={returnTo}>
              {t('guest.signIn')}
            </Link>
          </p>
        </section>
      )}
      {isChild ? (
        <AskParent priceId={price.id} />
      ) : (
        <>
          {checkout.error && <CheckoutError error={checkout.error} />}
          <Button size="lg" className="mt-6 w-full" onClick={() => void start()} disabled={checkout.busy}>
            <Lock className="size-4" aria-hidden="true" />
            {t('checkout.continue')}
          </Button>
          <p className="mt-3 text-center text-sm text-[var(--fg-muted)]">{t('checkout.secureNote')}</p>
          {!guest && <ExtraPaymentOptions priceId={price.id} />}
        </>
      )}
      <p className="mt-6 text-center">
        <Link className="text-sm text-brand-700 underline dark:text-brand-200" to="/pricing">
          {t('backToPlans')}
        </Link>
      </p>
    </div>
  );
}
