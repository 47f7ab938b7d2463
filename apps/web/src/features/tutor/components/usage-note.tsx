import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TutorUsage } from '@brainboost/domain/schemas/tutor';

/** Questions left today, and the way to more when they run out. */
export function UsageNote({ usage }: { usage: TutorUsage }) {
  const { t } = useTranslation('homework');
  if (usage.remaining === null) return <p className="text-sm text-[var(--fg-muted)]">{t('usage.unlimited')}</p>;
  if (usage.remaining === 0) {
    return (
      <div
        role="status"
        className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-900/30 dark:text-amber-100"
      >
        <p className="font-medium">{t('usage.none', { limit: usage.limit })}</p>
        <p className="text-sm">
          {t('usage.upgrade')}{' '}
          <Link to="/pricing" className="font-semibold underline">
            {t('usage.seePlans')}
          </Link>
        </p>
      </div>
    );
  }
  return <p className="text-sm text-[var(--fg-muted)]">{t('usage.remaining', { count: usage.remaining, limit: usage.limit })}</p>;
}
