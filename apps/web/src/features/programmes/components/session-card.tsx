import { CheckCircle2, Circle, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProgrammeSessionView } from '@brainboost/domain/schemas/programmes';
import { taskNameKey } from '../../../components/task-name-key';
import { useFormatDate } from '../../../components/use-format-date';
import { cn } from '../../../components/ui/cn';

/** One session of a programme: when it is due, its tasks with levels, each linking to the task page. */
export function SessionCard({ session, paused }: { session: ProgrammeSessionView; paused: boolean }) {
  const { t } = useTranslation(['programmes', 'cognitiveTasks']);
  const formatDate = useFormatDate();
  const status =
    session.state === 'done'
      ? t('session.doneAt', { date: formatDate(session.doneAt!, { weekday: 'short', day: 'numeric', month: 'short' }) })
      : session.state === 'due'
        ? t('session.due')
        : session.dueAt
          ? t('session.upcoming', { date: formatDate(session.dueAt, { weekday: 'long', day: 'numeric', month: 'short' }) })
          : t('session.onHold');
  return (
    <li
      className={cn(
        'rounded-xl border p-4',
        session.state === 'due' && !paused ? 'border-brand-600/50 bg-brand-50 dark:bg-brand-800/20' : 'border-[var(--border)]',
      )}
      data-testid={`session-${session.index}`}
      data-state={session.state}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{t('session.title', { number: session.index + 1 })}</h3>
        <span
          className={cn(
            'text-sm',
            session.state === 'done' ? 'font-medium text-emerald-800 dark:text-emerald-200' : 'text-[var(--fg-muted)]',
          )}
        >
          {status}
        </span>
      </div>
      <ul className="mt-3 flex flex-col gap-1">
        {session.items.map((item, k) => {
          const name = t(taskNameKey(item.taskId));
          const Icon = item.done ? CheckCircle2 : session.state === 'due' ? PlayCircle : Circle;
          return (
            <li key={`${item.taskId}-${k}`}>
              <Link
                to={
                  item.level !== null && !item.done
                    ? `/brain-training/${item.taskId}?level=${item.level}`
                    : `/brain-training/${item.taskId}`
                }
                className="flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-[var(--bg-subtle)]"
                aria-label={item.done ? t('session.playedDone', { task: name }) : t('session.play', { task: name })}
              >
                <Icon
                  className={cn(
                    'size-5 shrink-0',
                    item.done ? 'text-emerald-700 dark:text-emerald-300' : 'text-brand-700 dark:text-brand-200',
                  )}
                  aria-hidden="true"
                />
                <span className={cn('font-medium', item.done && 'text-[var(--fg-muted)] line-through')}>{name}</span>
                {item.level !== null && (
                  <span className="ml-auto rounded-full bg-[var(--bg-subtle)] px-2 py-0.5 text-xs font-medium">
                    {t('session.level', { level: item.level })}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
