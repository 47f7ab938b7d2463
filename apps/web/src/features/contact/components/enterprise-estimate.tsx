import { useTranslation } from 'react-i18next';
import { enterpriseEstimate } from '@brainboost/domain/billing/enterprise-estimate';

type Props = {
  seats: number | null;
  cycle: 'monthly' | 'annual';
  price: { amountCents: number; currency: string } | null;
  format: (cents: number, currency: string) => string;
};

/** The live estimate beside the form: the same rule the server stores with the request. */
export function EnterpriseEstimate({ seats, cycle, price, format }: Props) {
  const { t } = useTranslation('enterprisePlan');
  if (!price) return <p className="text-sm text-[var(--fg-muted)]">{t('estimate.unavailable')}</p>;
  const estimate = seats ? enterpriseEstimate(seats, price.amountCents) : null;
  const money = (cents: number) => format(cents, price.currency);
  const per = t(`per.${cycle}`);
  return (
    <div
      className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
      aria-live="polite"
      data-testid="enterprise-estimate"
    >
      <h2 className="text-lg font-semibold">{t('estimate.title')}</h2>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt>{t('estimate.listPrice')}</dt>
        <dd className="text-right tabular-nums">
          {money(price.amountCents)} {per}
        </dd>
        <dt>{t('estimate.discount')}</dt>
        <dd className="text-right tabular-nums">{estimate ? `${estimate.percentOff}%` : '–'}</dd>
        <dt>{t('estimate.perSeat')}</dt>
        <dd className="text-right tabular-nums">{estimate ? `${money(estimate.perSeatCents)} ${per}` : '–'}</dd>
        <dt className="border-t border-[var(--border)] pt-2 font-semibold">{t('estimate.total')}</dt>
        <dd className="border-t border-[var(--border)] pt-2 text-right text-xl font-bold tabular-nums" data-testid="estimate-total">
          {estimate ? `${money(estimate.totalCents)} ${per}` : '–'}
        </dd>
      </dl>
      <p className="mt-4 text-sm text-[var(--fg-muted)]">{t('estimate.steps')}</p>
      <p className="mt-2 text-sm text-[var(--fg-muted)]">{t('estimate.note')}</p>
    </div>
  );
}
