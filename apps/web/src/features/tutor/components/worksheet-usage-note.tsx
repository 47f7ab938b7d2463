import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorksheetUsage } from '@brainboost/domain/schemas/worksheet';
import { useFormatDate } from '../../../components/use-format-date';

/** Uploads left this month (counted on the server), or the way to the plan that includes them. */
export function WorksheetUsageNote({ usage }: { usage: WorksheetUsage }) {
  const { t } = useTranslation('worksheet');
  const formatDate = useFormatDate();
  if (usage.remaining > 0)
    return <p className="text-sm text-[var(--fg-muted)]">{t('usage.remaining', { count: usage.remaining, limit: usage.limit })}</p>;
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-900/30 dark:text-amber-100"
    >
      <p className="font-medium">
        {usage.limit === 0 ? t('usage.notIncluded') : t('usage.none', { limit: usage.limit, date: formatDate(usage.resetsAt) })}
      </p>
      <p className="text-sm">
        <Link to="/pricing" className="font-semibold underline">
          {t('usage.seePlans')}
        </Link>
      </p>
    </div>
  );
}
