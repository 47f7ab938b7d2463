import { Lock, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import { taskKey } from './task-key';

/** One task in the list: name, what it measures, level and attempts; locked tasks say so. */
export function TaskCard({
  id,
  unlocked,
  level,
  attempts,
}: {
  id: TaskId;
  unlocked: boolean;
  level: number | null;
  attempts: number | null;
}) {
  const { t } = useTranslation('cognitiveTasks');
  const { t: tb } = useTranslation('brainTraining');
  const key = taskKey(id);
  const body = (
    <>
      <span className="flex items-center justify-between gap-2">
        <span className="font-semibold">{t(`${key}.name`)}</span>
        {unlocked ? (
          <Play className="size-4 text-brand-700 dark:text-brand-200" aria-hidden="true" />
        ) : (
          <Lock className="size-4" aria-hidden="true" />
        )}
      </span>
      <span className="text-sm text-[var(--fg-muted)]">{t(`${key}.measures`)}</span>
      <span className="text-xs text-[var(--fg-muted)]">
        {!unlocked
          ? tb('card.locked')
          : [level !== null ? tb('card.level', { level }) : null, attempts !== null ? tb('card.attempts', { count: attempts }) : null]
              .filter(Boolean)
              .join(' · ')}
      </span>
    </>
  );
  const className = 'flex h-full flex-col gap-1 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4';
  return unlocked ? (
    <Link to={`/brain-training/${id}`} className={`${className} transition-colors hover:border-brand-600`} data-testid={`task-${id}`}>
      {body}
    </Link>
  ) : (
    <div className={`${className} opacity-80`} data-testid={`task-${id}`} aria-disabled="true">
      {body}
    </div>
  );
}
