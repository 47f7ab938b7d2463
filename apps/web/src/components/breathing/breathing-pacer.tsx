import { useEffect, useState } from 'react';
import { Button } from '../ui/button';
import { breathAt, lungFill, type BreathPattern, type BreathPhase } from './breathing-cycle';
import { useReducedMotion } from './use-reduced-motion';

export type BreathingPacerLabels = Record<BreathPhase, string> & {
  start: string;
  stop: string;
  ready: string;
  region: string;
  cycles: (count: number) => string;
};

/**
 * A guided breathing circle with a text cue. The cue is announced politely once per phase, never
 * every second. With reduced motion the circle does not grow or shrink: a bar fills instead.
 * Text comes from the page that uses it, so any feature can reuse the pacer; give it a `key` per
 * pattern so a new pattern starts afresh.
 */
export function BreathingPacer({ pattern, labels }: { pattern: BreathPattern; labels: BreathingPacerLabels }) {
  const reduced = useReducedMotion();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => performance.now());

  useEffect(() => {
    if (startedAt === null) return;
    // A quarter-second tick is smooth enough with CSS transitions and cheap on battery.
    const id = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(id);
  }, [startedAt]);

  const moment = startedAt === null ? null : breathAt(pattern, now - startedAt);
  const fill = moment ? lungFill(moment) : 0;
  const cue = moment ? labels[moment.phase] : labels.ready;

  return (
    <section aria-label={labels.region} className="flex flex-col items-center gap-4">
      <div className="relative flex size-48 items-center justify-center" aria-hidden="true">
        {reduced ? (
          <div className="h-4 w-full overflow-hidden rounded-full bg-[var(--bg-subtle)]">
            <div className="h-full bg-brand-600" style={{ width: `${Math.round(fill * 100)}%` }} />
          </div>
        ) : (
          <div
            className="absolute rounded-full bg-brand-200/70 dark:bg-brand-700/50"
            style={{ width: '100%', height: '100%', transform: `scale(${0.4 + 0.6 * fill})`, transition: 'transform 250ms linear' }}
          />
        )}
        {moment && <span className="relative text-4xl font-semibold tabular-nums">{moment.secondsLeft}</span>}
      </div>
      <p className="text-xl font-semibold" aria-live="polite" data-testid="breathing-cue">
        {cue}
      </p>
      {moment && <p className="text-sm text-[var(--fg-muted)]">{labels.cycles(moment.cycle)}</p>}
      <Button
        variant={startedAt === null ? 'primary' : 'secondary'}
        onClick={() => {
          setNow(performance.now());
          setStartedAt(startedAt === null ? performance.now() : null);
        }}
      >
        {startedAt === null ? labels.start : labels.stop}
      </Button>
    </section>
  );
}
