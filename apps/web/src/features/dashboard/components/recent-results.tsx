import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dashboard } from '@brainboost/domain/schemas/dashboard';
import { taskNameKey } from '../../../components/task-name-key';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormatDate } from '../../../components/use-format-date';

/** The latest runs with their performance index, and the way to the full progress page. */
export function RecentResults({ recent }: { recent: Dashboard['recent'] }) {
  const { t } = useTranslation(['dashboard', 'cognitiveTasks']);
  const formatDate = useFormatDate();
  return (
    <SectionCard icon={<History className="size-5" aria-hidden="true" />} title={t('recent.title')} description={t('recent.description')}>
      {recent.length ? (
        <ul className="flex flex-col divide-y divide-[var(--border)]" data-testid="recent-results">
          {recent.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                <span className="block font-medium">{t(taskNameKey(r.taskId))}</span>
                <span className="block text-[var(--fg-muted)]">
                  {formatDate(r.finishedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
              </span>
              <span className="font-semibold tabular-nums">{t('recent.index', { value: r.performanceIndex })}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-[var(--fg-muted)]">{t('recent.empty')}</p>
      )}
      <Link to="/performance-tracking" className="mt-3 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-200">
        {t('recent.all')}
      </Link>
    </SectionCard>
  );
}
