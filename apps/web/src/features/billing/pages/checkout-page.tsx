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
import { OrderSummary } from '../components/order-summary';
import { PaypalOption } from '../components/paypal-option';

/**
 * /checkout?price=…: the order summary, then off to the provider's hosted payment page. Signed out,
 * a plan can be bought as a guest with an email; access comes only once an account claims it.
 */
export function CheckoutPage() {
  const { t, i18n } = useTranslation(['checkout', 'pricing']);
  useDocumentTitle(t('checkout.title'));
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const priceId = params.get('price') ?? '';
  const catalog = useCatalog();
  const overview = useBillingOverview(session.status === 'signedIn');
  // One key per visit: a double click or a retried request opens the same checkout.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<{ message: string; code: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
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
    setBusy(true);
    setError(null);
    setEmailError(undefined);
    try {
      const input = { priceId: price.id, shownAmountCents: price.amountCents, idempotencyKey };
      const { url } = guest ? await createGuestCheckout({ ...input, email: email.trim() }) : await createCheckout(input);
      const lang = i18n.resolvedLanguage ?? 'en';
      // Our own hosted pages take the language; a provider's page (Stripe's URL ends in a #fragment) picks it itself.
      window.location.assign(url.startsWith('/') ? `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}` : url);
    } catch (err) {
      if (err instanceof ApiError && err.fields?.['email']) {
        setEmailError(err.message);
        setBusy(false);
        return;
      }
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
      {error && (
        <div className="mt-6">
          <p className="font-semibold">{t('errors:billing.paymentError')}</p>
          <FormAlert message={error.message} />
          {error.code === 'BILLING_ALREADY_SUBSCRIBED' && (
            <Link className="mt-2 inline-block text-brand-700 underline dark:text-brand-200" to="/subscription-management">
              {t('manageLink')}
            </Link>
          )}
        </div>
      )}
      <Button size="lg" className="mt-6 w-full" onClick={() => void start()} disabled={busy}>
        <Lock className="size-4" aria-hidden="true" />
        {t('checkout.continue')}
      </Button>
      <p className="mt-3 text-center text-sm text-[var(--fg-muted)]">{t('checkout.secureNote')}</p>
      {!guest && <PaypalOption priceId={price.id} />}
      <p className="mt-6 text-center">
        <Link className="text-sm text-brand-700 underline dark:text-brand-200" to="/pricing">
          {t('backToPlans')}
        </Link>
      </p>
    </div>
  );
}
