import { Pause, Play, RotateCcw, SkipForward, Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FocusPhase } from '@brainboost/domain/focus/focus-cycle';
import { SectionCard } from '../../../components/ui/section-card';
import { Button } from '../../../components/ui/button';
import type { FocusTimer } from '../timer/use-focus-timer';
import { formatCountdown } from './format-duration';
import { TimerSettingsForm } from './timer-settings-form';

const phaseMinutes = (phase: FocusPhase, timer: FocusTimer) =>
  phase === 'work'
    ? timer.settings.workMinutes
    : phase === 'shortBreak'
      ? timer.settings.shortBreakMinutes
      : timer.settings.longBreakMinutes;

/** The countdown, its controls and settings; announces each change of phase once. */
export function FocusTimerCard({ timer }: { timer: FocusTimer }) {
  const { t } = useTranslation('focus');
  const { state } = timer;
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(state.phase);
  useEffect(() => {
    if (previous.current === state.phase) return;
    previous.current = state.phase;
    setAnnouncement(
      state.phase === 'work' ? t('announce.breakOver') : t('announce.workDone', { minutes: phaseMinutes(state.phase, timer) }),
    );
  }, [state.phase, t, timer]);

  const idleAtStart = !timer.running && state.elapsedMs === 0;
  const total = phaseMinutes(state.phase, timer) * 60_000;
  const progress = total ? 1 - timer.remainingMs / total : 0;

  return (
    <SectionCard icon={<Timer className="size-5" aria-hidden="true" />} title={t('timer.title')} description={t('timer.description')}>
      <div className="flex flex-col items-center gap-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-200" data-testid="focus-phase">
          {t(`phase.${state.phase}`)}
        </p>
        <p className="text-6xl font-bold tabular-nums" role="timer" aria-label={t('timer.remaining')} data-testid="focus-remaining">
          {formatCountdown(timer.remainingMs)}
        </p>
        <div className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-[var(--bg-subtle)]" aria-hidden="true">
          <div className="h-full bg-brand-600" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
        <p className="text-sm text-[var(--fg-muted)]">
          {t('timer.cycle', { done: state.completedInSet, total: timer.settings.cyclesBeforeLongBreak })}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {timer.running ? (
            <Button onClick={timer.pause}>
              <Pause className="size-4" aria-hidden="true" />
              {t('timer.pause')}
            </Button>
          ) : (
            <Button onClick={timer.start}>
              <Play className="size-4" aria-hidden="true" />
              {idleAtStart ? (state.phase === 'work' ? t('timer.startWork') : t('timer.startBreak')) : t('timer.resume')}
            </Button>
          )}
          {!(idleAtStart && state.phase === 'work') && (
            <Button variant="secondary" onClick={timer.skip}>
              <SkipForward className="size-4" aria-hidden="true" />
              {state.phase === 'work' ? t('timer.skipWork') : t('timer.skipBreak')}
            </Button>
          )}
          {(state.completedInSet > 0 || !idleAtStart || state.phase !== 'work') && (
            <Button variant="ghost" onClick={timer.reset}>
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('timer.reset')}
            </Button>
          )}
        </div>
        <p className="sr-only" aria-live="assertive">
          {announcement}
        </p>
        {timer.pendingCount > 0 && (
          <p role="status" className="text-sm text-[var(--fg-muted)]">
            {timer.saveFailed ? t('timer.savePending', { count: timer.pendingCount }) : t('timer.saving')}
          </p>
        )}
      </div>
      <details className="mt-6 rounded-xl border border-[var(--border)] p-4">
        <summary className="cursor-pointer font-medium">{t('settings.title')}</summary>
        <div className="mt-4">
          <TimerSettingsForm settings={timer.settings} disabled={!idleAtStart || state.phase !== 'work'} onSave={timer.setSettings} />
        </div>
      </details>
    </SectionCard>
  );
}
