import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TaskProgress } from '@brainboost/domain/schemas/brain-training';

/**
 * Where the learner's best and median stand among users of their grade band, or why it is not
 * shown: no band chosen, or fewer than the minimum number of learners with results for the task.
 */
export function PeerStanding({ standing, minimumPeers }: { standing: TaskProgress['standing']; minimumPeers: number }) {
  const { t, i18n } = useTranslation('performance');
  if (!standing) return null;
  const format = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en').format(n);
  return (
    <div className="mb-3 flex gap-2 rounded-lg bg-[var(--bg-subtle)] p-3 text-sm" data-testid="peer-standing">
      <Users className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-200" aria-hidden="true" />
      {standing.best === null || standing.median === null ? (
        <p>{t('percentile.notEnough', { count: standing.users, minimum: minimumPeers })}</p>
      ) : (
        <div>
          <p className="font-medium">{t('percentile.among', { count: standing.users })}</p>
          <p>
            {t('percentile.best', { value: format(standing.best) })} · {t('percentile.median', { value: format(standing.median) })}
          </p>
        </div>
      )}
    </div>
  );
}
