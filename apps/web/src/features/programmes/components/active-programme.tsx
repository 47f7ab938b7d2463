import { CalendarRange, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveProgramme as Active } from '@brainboost/domain/schemas/programmes';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { useChangeEnrolment } from '../api/programmes-api';
import { SessionCard } from './session-card';

/** The learner's running programme: where they are, this week's sessions, pause/resume and leave. */
export function ActiveProgramme({ active }: { active: Active }) {
  const { t } = useTranslation('programmes');
  const change = useChangeEnrolment();
  const [leaving, setLeaving] = useState(false);
  const paused = active.status === 'paused';
  const percent = Math.round((active.sessionsDone / active.sessionsTotal) * 100);
  const act = (action: 'pause' | 'resume' | 'leave') =>
    change.mutate({ enrolmentId: active.enrolmentId, action }, { onSuccess: () => setLeaving(false) });
  return (
    <SectionCard
      icon={<CalendarRange className="size-5" aria-hidden="true" />}
      title={t(`programmes.${active.programmeId}.name`)}
      description={t('active.weekOf', { week: active.week, weeks: active.weeks })}
    >
      <div className="flex flex-col gap-5" data-testid="active-programme">
        <div>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span
              className={
                paused
                  ? 'rounded-full bg-amber-100 px-2.5 py-0.5 font-medium text-amber-900'
                  : 'rounded-full bg-emerald-100 px-2.5 py-0.5 font-medium text-emerald-900'
              }
            >
              {paused ? t('active.paused') : t('active.running')}
            </span>
            <span data-testid="programme-progress">{t('active.progress', { done: active.sessionsDone, total: active.sessionsTotal })}</span>
          </div>
          <div
            role="progressbar"
            aria-label={t('active.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-2 h-2 overflow-hidden rounded-full bg-[var(--bg-subtle)]"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
          {paused && <p className="mt-3 text-sm text-[var(--fg-muted)]">{t('active.pausedNote')}</p>}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-[var(--fg-muted)] uppercase">{t('active.thisWeek')}</h3>
          <ol className="grid gap-3 md:grid-cols-2">
            {active.thisWeek.map((session) => (
              <SessionCard key={session.index} session={session} paused={paused} />
            ))}
          </ol>
        </div>
        <FormAlert message={change.error?.message} />
        <div className="flex flex-wrap gap-2 border-t border-[var(--border)] pt-4">
          <Button variant="secondary" onClick={() => act(paused ? 'resume' : 'pause')} disabled={change.isPending}>
            {paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
            {paused ? t('active.resume') : t('active.pause')}
          </Button>
          <Button variant="ghost" onClick={() => setLeaving(true)} disabled={change.isPending}>
            {t('active.leave')}
          </Button>
        </div>
      </div>
      <Dialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t('active.leaveTitle')}
        description={t('active.leaveBody')}
        closeLabel={t('active.close')}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setLeaving(false)}>
            {t('active.cancel')}
          </Button>
          <Button variant="danger" onClick={() => act('leave')} disabled={change.isPending}>
            {t('active.leaveConfirm')}
          </Button>
        </div>
      </Dialog>
    </SectionCard>
  );
}
