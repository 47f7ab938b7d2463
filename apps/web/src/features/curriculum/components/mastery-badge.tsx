import { useTranslation } from 'react-i18next';
import type { MasteryLevel } from '@brainboost/domain/curriculum/mastery';
import type { Mastery } from '@brainboost/domain/schemas/curriculum';
import { cn } from '../../../components/ui/cn';

const styles: Record<MasteryLevel, string> = {
  'not-started': 'border-[var(--border)] bg-[var(--card)] text-[var(--fg-muted)]',
  attempted: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100',
  familiar: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950/40 dark:text-sky-100',
  proficient: 'border-brand-300 bg-brand-50 text-brand-900 dark:border-brand-600 dark:bg-brand-800/40 dark:text-brand-50',
  mastered: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-50',
};

/** A skill's level as Khan Academy names them, and "review" when it has decayed (decision 0112). */
export function MasteryBadge({ mastery, className }: { mastery: Mastery; className?: string }) {
  const { t } = useTranslation('curriculum');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
        styles[mastery.level],
        className,
      )}
    >
      {t(`mastery.${mastery.level}`)}
      {mastery.dueForReview && <span className="font-normal">· {t('mastery.review')}</span>}
    </span>
  );
}
