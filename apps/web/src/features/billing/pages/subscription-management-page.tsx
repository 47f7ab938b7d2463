import { CreditCard, Receipt, Repeat, Users, Wallet } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../stores/session-store';
import { useBillingOverview, useCatalog, usePaymentMethod } from '../api/billing-api';
import { useFamily } from '../api/family-api';
import { FamilyMembers } from '../components/family-members';
import { FamilyCover } from '../components/family-cover';
import { PaymentMethodCard } from '../components/payment-method';
import { ChangePlan } from '../components/change-plan';
import { CurrentPlan } from '../components/current-plan';
import { InvoiceList } from '../components/invoice-list';
import { MonthlyDonations } from '../components/monthly-donations';
import { RequireSignIn } from '../../../components/require-sign-in';

/** The family group: loaded only for a family-plan owner, or to say whose family plan a member is on. */
function Family({ otherwise = null }: { otherwise?: ReactNode }) {
  const { t } = useTranslation('family');
  const family = useFamily();
  if (family.isPending) return null;
  if (family.isError) return <FormAlert message={t('errors:billing.familyLoadFailed')} />;
  if (family.data.isOwner)
    return (
      <SectionCard icon={<Users className="size-5" aria-hidden="true" />} title={t('members.title')}>
        <FamilyMembers family={family.data} />
      </SectionCard>
    );
  if (family.data.memberOf) return <FamilyCover cover={family.data.memberOf} />;
  return otherwise;
}

/** Back from the provider's card-update page: say how it went, once, and drop the query. */
function useCardReturn() {
  const { t } = useTranslation('billing');
  const [params, setParams] = useSearchParams();
  const card = params.get('card');
  useEffect(() => {
    if (card !== 'updated' && card !== 'canceled') return;
    if (card === 'updated') toast.success(t('paymentMethod.updated'));
    else toast.info(t('paymentMethod.canceled'));
    setParams({}, { replace: true });
  }, [card, setParams, t]);
}

function Management() {
  const { t } = useTranslation(['billing', 'pricing', 'family']);
  const overview = useBillingOverview();
  const session = useSession();
  const catalog = useCatalog();
  const hasSubscription = Boolean(overview.data?.subscription);
  // A prepaid (crypto) period has no card on file and no plan to change: those sections are left out.
  const renewing = hasSubscription && !overview.data?.subscription?.prepaid;
  const paymentMethod = usePaymentMethod(renewing);
  useCardReturn();
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
              // A family member's premium comes from the owner's plan; anything else was granted outside billing.
              <Family otherwise={<p>{t('grantedElsewhere')}</p>} />
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
      {subscription?.productId === 'family' && <Family />}
      {subscription && renewing && (
        <SectionCard icon={<Wallet className="size-5" aria-hidden="true" />} title={t('paymentMethod.title')}>
          {paymentMethod.isPending ? null : <PaymentMethodCard method={paymentMethod.data ?? null} />}
        </SectionCard>
      )}
      {subscription && renewing && (
        <SectionCard icon={<Repeat className="size-5" aria-hidden="true" />} title={t('changeTitle')} description={t('changeDescription')}>
          <ChangePlan catalog={catalog.data} subscription={subscription} />
        </SectionCard>
      )}
      <MonthlyDonations />
      <SectionCard icon={<Receipt className="size-5" aria-hidden="true" />} title={t('invoices.title')}>
        <InvoiceList invoices={invoices} />
      </SectionCard>
    </>
  );
}

/** /subscription-management: current plan, trial, family members, card, change, cancel or resume, invoices. */
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
