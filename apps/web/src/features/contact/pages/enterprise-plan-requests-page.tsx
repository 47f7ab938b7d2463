import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormatDate } from '../../../components/use-format-date';
import { useEnterprisePlanRequests } from '../api/enterprise-plan-api';

/** /admin/enterprise-plan-requests: what schools asked for, newest first (inside the admin guard). */
export function EnterprisePlanRequestsPage() {
  const { t, i18n } = useTranslation('enterprisePlan');
  useDocumentTitle(t('admin.title'));
  const requests = useEnterprisePlanRequests();
  const formatDate = useFormatDate();
  const locale = i18n.resolvedLanguage === 'yue' ? 'zh-HK' : (i18n.resolvedLanguage ?? 'en');
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  return (
    <div className="flex flex-col gap-6 p-6">
      <header>
        <h1 className="text-2xl font-bold">{t('admin.title')}</h1>
        <p className="mt-1 text-[var(--fg-muted)]">{t('admin.lead')}</p>
      </header>
      {requests.isPending ? (
        <LoadingFallback />
      ) : requests.isError ? (
        <FormAlert message={t('admin.loadFailed')} />
      ) : requests.data.requests.length === 0 ? (
        <p>{t('admin.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4" data-testid="enterprise-plan-requests">
          {requests.data.requests.map((r) => (
            <li key={r.id} className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold">{r.organization}</h2>
                <span className="text-sm text-[var(--fg-muted)]">
                  {t('admin.received')}: {formatDate(r.createdAt, { dateStyle: 'medium', timeStyle: 'short' })} · {t('admin.reference')}:{' '}
                  <span className="font-mono">{r.reference}</span>
                </span>
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-medium">{t('admin.contact')}</dt>
                <dd>
                  {r.contactName} ·{' '}
                  <a href={`mailto:${r.email}`} className="underline underline-offset-2">
                    {r.email}
                  </a>
                </dd>
                <dt className="font-medium">{t('admin.seats')}</dt>
                <dd className="tabular-nums">{r.seats.toLocaleString(locale)}</dd>
                <dt className="font-medium">{t('admin.bands')}</dt>
                <dd>{r.gradeBands.map((band) => t(`gradeBands.${band}`)).join(', ')}</dd>
                <dt className="font-medium">{t('admin.cycle')}</dt>
                <dd>{t(`cycles.${r.billingCycle}`)}</dd>
                <dt className="font-medium">{t('admin.estimate')}</dt>
                <dd className="tabular-nums">
                  {money(r.estimate.totalCents, r.estimate.currency)} {t(`per.${r.billingCycle}`)} (
                  {money(r.estimate.perSeatCents, r.estimate.currency)} × {r.seats}, −{r.estimate.percentOff}%)
                </dd>
                {r.message && (
                  <>
                    <dt className="font-medium">{t('admin.message')}</dt>
                    <dd className="whitespace-pre-line">{r.message}</dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
