import { useTranslation } from 'react-i18next';
import type { HealthLog } from '@brainboost/domain/schemas/brain-health';
import { Button } from '../../../components/ui/button';
import { useFormatDate } from '../../../components/use-format-date';
import { toast } from '../../../lib/toast';
import { deleteHealthLog, refreshHealthLogs } from '../api/brain-health-api';

/** The last four weeks of entries, newest first, each removable. */
export function HealthLogList({ logs }: { logs: HealthLog[] }) {
  const { t, i18n } = useTranslation('brainHealth');
  const formatDate = useFormatDate();
  const fmt = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  if (logs.length === 0) return <p className="text-[var(--fg-muted)]">{t('list.empty')}</p>;
  return (
    <ul className="divide-y divide-[var(--border)]" aria-label={t('list.label')}>
      {logs.map((log) => {
        const when = formatDate(`${log.date}T00:00:00Z`, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
        return (
          <li key={log.date} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="font-medium">{when}</span>
            <span>{log.sleepHours === null ? t('list.noSleep') : t('summary.hours', { value: fmt.format(log.sleepHours) })}</span>
            <span>{log.activeMinutes === null ? t('list.noActive') : t('summary.minutes', { count: log.activeMinutes })}</span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('list.remove', { date: when })}
              onClick={async () => {
                try {
                  await deleteHealthLog(log.date);
                  await refreshHealthLogs();
                } catch {
                  toast.error(t('errors:generic.internal'));
                }
              }}
            >
              {t('list.removeShort')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
