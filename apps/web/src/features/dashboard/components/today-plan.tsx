import { CalendarCheck, CheckCircle2, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dashboard } from '@brainboost/domain/schemas/dashboard';
import { taskNameKey } from '../../../components/task-name-key';
import { SectionCard } from '../../../components/ui/section-card';
import { cn } from '../../../components/ui/cn';

function TaskLink({ taskId, done, detail }: { taskId: Dashboard['plan']['tasks'][number]['taskId']; done: boolean; detail: string }) {
  const { t } = useTranslation(['dashboard', 'cognitiveTasks']);
  const name = t(taskNameKey(taskId));
  return (
    <Link
      to={`/brain-training/${taskId}`}
      className="flex items-center gap-3 rounded-xl border border-[var(--border)] p-3 hover:bg-[var(--bg-subtle)]"
      aria-label={done ? t('plan.playedToday', { task: name }) : t('plan.play', { task: name })}
    >
      {done ? (
        <CheckCircle2 className="size-5 shrink-0 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
      ) : (
        <PlayCircle className="size-5 shrink-0 text-brand-700 dark:text-brand-200" aria-hidden="true" />
      )}
      <span className="min-w-0">
        <span className={cn('block font-medium', done && 'text-[var(--fg-muted)] line-through')}>{name}</span>
        <span className="block text-sm text-[var(--fg-muted)]">{detail}</span>
      </span>
    </Link>
  );
}

/** Today's plan: the programme session due now (if any) and the daily set from the weakest domains. */
export function TodayPlan({ plan, personalization }: { plan: Dashboard['plan']; personalization: boolean }) {
  const { t } = useTranslation(['dashboard', 'programmes', 'brainTraining']);
  const session = plan.programmeSession;
  return (
    <SectionCard icon={<CalendarCheck className="size-5" aria-hidden="true" />} title={t('plan.title')} description={t('plan.description')}>
      <div className="flex flex-col gap-6" data-testid="today-plan">
        {session ? (
          <div data-testid="plan-programme-session">
            <h3 className="mb-2 text-sm font-semibold tracking-wide text-[var(--fg-muted)] uppercase">
              {t('plan.programme', {
                programme: t(`programmes:programmes.${session.programmeId}.name`),
                week: session.session.week,
                weeks: session.weeks,
              })}
            </h3>
            <ul className="grid gap-2 sm:grid-cols-2">
              {session.session.items.map((item, k) => (
                <li key={`${item.taskId}-${k}`}>
                  <TaskLink
                    taskId={item.taskId}
                    done={item.done}
                    detail={
                      item.level === null
                        ? t('plan.session', { number: session.session.index + 1 })
                        : t('plan.sessionLevel', { number: session.session.index + 1, level: item.level })
                    }
                  />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="rounded-xl bg-[var(--bg-subtle)] p-3 text-sm">
            {plan.programmeRunning ? t('plan.nothingDue') : personalization ? t('plan.noProgramme') : t('plan.premiumProgrammes')}{' '}
            <Link to="/cognitive-training" className="font-medium text-brand-700 underline dark:text-brand-200">
              {plan.programmeRunning ? t('plan.openProgramme') : t('plan.seeProgrammes')}
            </Link>
          </p>
        )}
        <div>
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-[var(--fg-muted)] uppercase">{t('plan.dailySet')}</h3>
          {plan.tasks.length ? (
            <ol className="grid gap-2 sm:grid-cols-3" data-testid="plan-daily-set">
              {plan.tasks.map((task) => (
                <li key={task.taskId}>
                  <TaskLink
                    taskId={task.taskId}
                    done={task.doneToday}
                    detail={task.doneToday ? t('plan.doneToday') : t(`brainTraining:domains.${task.domain}.name`)}
                  />
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-[var(--fg-muted)]">{t('plan.noTasks')}</p>
          )}
        </div>
      </div>
    </SectionCard>
  );
}
