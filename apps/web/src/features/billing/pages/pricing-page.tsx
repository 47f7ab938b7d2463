import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { annualSaving } from '@brainboost/domain/billing/pricing';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { useBillingOverview, useCatalog } from '../api/billing-api';
import { BillingCycleToggle, type Cycle } from '../components/billing-cycle-toggle';
import { PlanCard } from '../components/plan-card';
import { useIsChild } from '../components/use-is-child';
import { pricingNamespaces } from '../pricing-namespaces';

/** /pricing and /subscription: every plan, monthly or annual, with what annual saves. */
export function PricingPage() {
  const { t } = useTranslation(pricingNamespaces);
  useDocumentTitle(t('title'));
  const [cycle, setCycle] = useState<Cycle>('monthly');
  const session = useSession();
  const isChild = useIsChild();
  const signedIn = session.status === 'signedIn';
  const catalog = useCatalog();
  // The plans render in the background once the catalogue arrives, in slices that keep the page
  // responsive, instead of in one long task; until then the page shows its loading state.
  const catalogData = useDeferredValue(catalog.data);
  const loading = !catalogData && !catalog.isError;
  const overview = useBillingOverview(signedIn);
  const plans = catalogData?.products.filter((p) => p.kind === 'plan') ?? [];
  const premium = plans.find((p) => p.id === 'premium');
  const monthly = premium?.prices.find((p) => p.interval === 'monthly');
  const annual = premium?.prices.find((p) => p.interval === 'annual');
  const savingPercent = monthly && annual ? annualSaving(monthly.amountCents, annual.amountCents).percent : 0;
  const current = overview.data?.subscription ?? null;
  const trialDays = !signedIn || overview.data?.trialEligible ? (catalogData?.trialDays ?? null) : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-[var(--fg-muted)]">{t('subtitle')}</p>
        {/* Shown with the prices (its saving badge needs them); its height is kept meanwhile. */}
        <div className="mt-6 min-h-[46px]">
          {!loading && <BillingCycleToggle value={cycle} onChange={setCycle} savingPercent={savingPercent} />}
        </div>
      </div>
      {loading ? (
        // A screen's height while the plans load, with nothing after it: the cards then take the
        // space instead of pushing the notes below down (no layout shift).
        <div key="loading" className="mt-10 min-h-screen">
          <LoadingFallback />
        </div>
      ) : catalog.isError ? (
        <div className="mt-8">
          <FormAlert message={t('errors:billing.statusFailed')} />
        </div>
      ) : (
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {plans.map((product) => (
            <PlanCard
              key={product.id}
              product={product}
              cycle={cycle}
              featured={product.id === 'premium'}
              trialDays={trialDays}
              action={
                isChild ? 'ask' : current ? (current.productId === product.id && current.interval === cycle ? 'current' : 'change') : 'buy'
              }
            />
          ))}
        </div>
      )}
      {!loading && (
        <>
          <p className="mt-8 text-center">
            <Link className="font-medium text-brand-700 underline dark:text-brand-200" to="/family-plans">
              {t('familyLink')}
            </Link>
          </p>
          <p className="mt-4 text-center text-sm text-[var(--fg-muted)]">{t('freeNote')}</p>
          <p className="mt-2 text-center text-sm text-[var(--fg-muted)]">{t('cancelAnytime')}</p>
        </>
      )}
    </div>
  );
}
