import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormatDate } from '../../../components/use-format-date';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMonthlyDonations, useStopMonthlyDonation } from '../api/donations-api';
import { useFormatMoney } from './use-format-money';

/** Subscription management: the donor's monthly donations, each stoppable; shown only when there are some. */
export function MonthlyDonations() {
  const { t } = useTranslation('donate');
  const donations = useMonthlyDonations();
  const stop = useStopMonthlyDonation();
  const money = useFormatMoney();
  const formatDate = useFormatDate();
  if (donations.isPending) return null;
  if (donations.isError) return <FormAlert message={t('monthlyList.loadFailed')} />;
  if (donations.data.donations.length === 0) return null;
  const date = (iso: string | null) => (iso ? formatDate(iso) : '');
  const onStop = async (id: string) => {
    try {
      const result = await stop.mutateAsync(id);
      const stopped = result.donations.find((d) => d.id === id);
      toast.success(t('monthlyList.stopped', { date: date(stopped?.currentPeriodEnd ?? null) }));
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : t('monthlyList.loadFailed'));
    }
  };
  return (
    <SectionCard
      icon={<HeartHandshake className="size-5" aria-hidden="true" />}
      title={t('monthlyList.title')}
      description={t('monthlyList.lead')}
    >
      <ul className="flex flex-col divide-y divide-[var(--border)]" data-testid="monthly-donations">
        {donations.data.donations.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="flex flex-col">
              <span className="font-medium">{t('monthlyList.amount', { amount: money(d.amountCents, d.currency) })}</span>
              <span className="text-sm text-[var(--fg-muted)]">
                {d.status === 'ended'
                  ? t('monthlyList.ended')
                  : d.cancelAtPeriodEnd
                    ? t('monthlyList.ends', { date: date(d.currentPeriodEnd) })
                    : t('monthlyList.renews', { date: date(d.currentPeriodEnd) })}
              </span>
            </span>
            {d.status === 'active' && !d.cancelAtPeriodEnd && (
              <Button variant="secondary" size="sm" disabled={stop.isPending} onClick={() => void onStop(d.id)}>
                {t('monthlyList.stop')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
