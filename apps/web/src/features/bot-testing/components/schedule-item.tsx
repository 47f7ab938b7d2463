import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@brainboost/domain/schemas/bot-testing';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { useFormatDate } from '../../../components/use-format-date';
import { useDeleteSchedule, useSaveSchedule, useScheduleHistory } from '../api/schedules';
import { PassRateTrend } from './pass-rate-trend';

/** One schedule: on/off, next run, its pass-rate trend and run history. */
export function ScheduleItem({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation('botTesting');
  const formatDate = useFormatDate();
  const save = useSaveSchedule();
  const remove = useDeleteSchedule();
  const history = useScheduleHistory(schedule.id);
  const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold">{schedule.name}</h3>
          <p className="text-sm text-[var(--fg-muted)]">
            <code className="font-mono">{schedule.cron}</code> ·{' '}
            {schedule.nextRunAt ? t('schedules.nextRun', { date: when(schedule.nextRunAt) }) : t('schedules.paused')}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            label={
              <>
                <span className="sr-only">{schedule.name} </span>
                {t('schedules.enabled')}
              </>
            }
            checked={schedule.enabled}
            onCheckedChange={(enabled) => save.mutate({ id: schedule.id, input: { name: schedule.name, cron: schedule.cron, enabled } })}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('schedules.delete', { name: schedule.name })}
            onClick={() => remove.mutate(schedule.id)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {(save.error ?? remove.error) && <FormAlert message={(save.error ?? remove.error)!.message} />}
      {history.data && history.data.length > 0 ? (
        <div className="flex flex-wrap items-start gap-6">
          <PassRateTrend runs={history.data} />
          <ul className="flex flex-col gap-1 text-sm" aria-label={t('schedules.historyFor', { name: schedule.name })}>
            {history.data.slice(0, 5).map((run) => (
              <li key={run.id}>
                {when(run.startedAt)} ·{' '}
                {run.status === 'running'
                  ? t('run.running', { done: run.done, total: run.total })
                  : t('history.score', { passed: run.passed, total: run.total })}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-[var(--fg-muted)]">{t('schedules.noRuns')}</p>
      )}
    </li>
  );
}
