import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ExportLink } from '../../../components/export-link';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormatDate } from '../../../components/use-format-date';
import { useFocusHistory } from '../api/focus-api';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-[var(--bg-subtle)] p-3">
      <dt className="text-sm text-[var(--fg-muted)]">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Saved work sessions with today's, this week's and all-time totals. */
export function SessionHistoryCard() {
  const { t } = useTranslation('focus');
  const query = useFocusHistory();
  const formatDate = useFormatDate();
  return (
    <SectionCard icon={<History className="size-5" aria-hidden="true" />} title={t('history.title')}>
      {query.isPending ? (
        <LoadingFallback />
      ) : query.isError ? (
        <FormAlert message={t('errors:generic.internal')} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="focus-totals">
            <Stat label={t('history.today')} value={t('history.sessionsCount', { count: query.data.totals.todaySessions })} />
            <Stat label={t('history.week')} value={t('history.minutes', { count: query.data.totals.last7DaysMinutes })} />
            <Stat label={t('history.allSessions')} value={String(query.data.totals.sessions)} />
            <Stat label={t('history.allMinutes')} value={t('history.minutes', { count: query.data.totals.minutes })} />
          </dl>
          {query.data.sessions.length === 0 ? (
            <p className="mt-4 text-[var(--fg-muted)]">{t('history.empty')}</p>
          ) : (
            <ul className="mt-4 divide-y divide-[var(--border)]" aria-label={t('history.listLabel')}>
              {query.data.sessions.map((s) => (
                <li key={s.id} className="flex justify-between gap-4 py-2 text-sm">
                  <span>{formatDate(s.endedAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
                  <span className="font-medium">{t('history.minutes', { count: s.workMinutes })}</span>
                </li>
              ))}
            </ul>
          )}
          <ExportLink href="/api/focus/export" label={t('history.download')} />
        </>
      )}
    </SectionCard>
  );
}
