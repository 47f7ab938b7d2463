import { CreditCard, Receipt, Repeat } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../stores/session-store';
import { useBillingOverview, useCatalog } from '../api/billing-api';
import { ChangePlan } from '../components/change-plan';
import { CurrentPlan } from '../components/current-plan';
import { InvoiceList } from '../components/invoice-list';
import { RequireSignIn } from '../../../components/require-sign-in';

function Management() {
  const { t } = useTranslation(['billing', 'pricing']);
  const overview = useBillingOverview();
  const session = useSession();
  const catalog = useCatalog();
  useEffect(() => {
    if (overview.isError) toast.error(t('errors:billing.statusFailed'));
  }, [overview.isError, t]);
  if (overview.isPending || catalog.isPending) return <LoadingFallback />;
  if (overview.isError || catalog.isError) return <FormAlert message={t('errors:billing.statusFailed')} />;
  const { subscription, invoices, trialEligible } = overview.data;
  // Access can come from outside billing (a school, an administrator): show it rather than "Free".
  const tier = session.status === 'signedIn' ? session.me.entitlements.tier : 'free';
  const grantedTier = !subscription && tier !== 'free' ? tier : null;
  return (
    <>
      <SectionCard icon={<CreditCard className="size-5" aria-hidden="true" />} title={t('currentTitle')}>
        {subscription ? (
          <CurrentPlan subscription={subscription} />
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-2xl font-bold" data-testid="current-plan">
              {t(`pricing:plans.${grantedTier ?? 'free'}.name`)}
            </p>
            {grantedTier ? (
              <p>{t('grantedElsewhere')}</p>
            ) : (
              <>
                <p>{trialEligible ? t('freeWithTrial', { days: catalog.data.trialDays }) : t('free')}</p>
                <div>
                  <Button asChild>
                    <Link to="/pricing">{t('seePlans')}</Link>
                  </Button>
                </div>
              </>
            )}
          </div>
        )}
      </SectionCard>
      {subscription && (
        <SectionCard icon={<Repeat className="size-5" aria-hidden="true" />} title={t('changeTitle')} description={t('changeDescription')}>
          <ChangePlan catalog={catalog.data} subscription={subscription} />
        </SectionCard>
      )}
      <SectionCard icon={<Receipt className="size-5" aria-hidden="true" />} title={t('invoices.title')}>
        <InvoiceList invoices={invoices} />
      </SectionCard>
    </>
  );
}

/** /subscription-management: current plan, trial, change, cancel or resume, invoices. */
export function SubscriptionManagementPage() {
  const { t } = useTranslation(['billing', 'pricing']);
  useDocumentTitle(t('title'));
  return (
    <RequireSignIn>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <Management />
      </div>
    </RequireSignIn>
  );
}
