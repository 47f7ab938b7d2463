import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubscriptionDetail } from '@brainboost/domain/schemas/billing';
import { trialState } from '@brainboost/domain/billing/entitlements';
import { Button } from '../../../components/ui/button';
import { useFormatDate } from '../../../components/use-format-date';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { refreshSession } from '../../../stores/session-store';
import { cancelSubscription, resumeSubscription, setOverview } from '../api/billing-api';
import { useFormatMoney } from './use-format-money';

/** The plan held now: status, next charge or end date, and cancel at period end / resume. */
export function CurrentPlan({ subscription }: { subscription: SubscriptionDetail }) {
  const { t } = useTranslation(['billing', 'pricing', 'cryptoPayment']);
  const money = useFormatMoney();
  const date = useFormatDate();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const trial = trialState(subscription.trialEnd ? new Date(subscription.trialEnd) : null, new Date());
  const periodEnd = subscription.currentPeriodEnd ? date(subscription.currentPeriodEnd) : '';

  const act = async (action: () => ReturnType<typeof cancelSubscription>, done: string) => {
    setBusy(true);
    try {
      setOverview(await action());
      await refreshSession();
      toast.success(done);
      setConfirming(false);
    } catch (err) {
      toast.error(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('errors:generic.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-2xl font-bold" data-testid="current-plan">
          {t(`pricing:plans.${subscription.productId}.name`)}
        </p>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-brand-800/40 dark:text-brand-100">
          {t(`status.${subscription.status}`)}
        </span>
      </div>
      <p>{t(`price.${subscription.interval}`, { amount: money(subscription.amountCents, subscription.currency) })}</p>
      {/* A cancelled trial ends without a first payment: say so instead of its date. */}
      {trial.active && (
        <p data-testid="trial-note">
          {t(subscription.cancelAtPeriodEnd ? 'trialCanceled' : 'trialLeft', { count: trial.daysLeft ?? 0, date: periodEnd })}
        </p>
      )}
      {subscription.status === 'past_due' && <p className="font-medium text-red-800 dark:text-red-300">{t('pastDue')}</p>}
      {subscription.prepaid ? (
        // Paid ahead with crypto: nothing renews, so nothing to cancel or resume — only to extend.
        <>
          <p data-testid="period-note" className="font-medium">
            {t('cryptoPayment:manage.prepaidUntil', { date: periodEnd })}
          </p>
          <p className="text-sm text-[var(--fg-muted)]">{t('cryptoPayment:manage.prepaidNote')}</p>
        </>
      ) : (
        !(trial.active && subscription.cancelAtPeriodEnd) && (
          <p data-testid="period-note">
            {subscription.cancelAtPeriodEnd ? t('endsOn', { date: periodEnd }) : t('renewsOn', { date: periodEnd })}
          </p>
        )
      )}
      <div className="flex flex-wrap gap-2">
        {subscription.prepaid ? (
          <Button asChild>
            <Link to={`/crypto-payment?price=${encodeURIComponent(subscription.priceId)}`}>{t('cryptoPayment:manage.extend')}</Link>
          </Button>
        ) : subscription.cancelAtPeriodEnd ? (
          <Button onClick={() => void act(resumeSubscription, t('resumed'))} disabled={busy}>
            {t('resume')}
          </Button>
        ) : confirming ? (
          <div role="group" aria-label={t('cancelConfirmTitle')} className="rounded-xl border border-[var(--border)] p-4">
            <p className="font-semibold">{t('cancelConfirmTitle')}</p>
            <p className="mt-1 text-sm">{t('cancelConfirmText', { date: periodEnd })}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                variant="danger"
                onClick={() => void act(cancelSubscription, t('canceledToast', { date: periodEnd }))}
                disabled={busy}
              >
                {t('cancelConfirm')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
                {t('keepPlan')}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}
