import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { trailLabel, trailLabels, trailTargets, type TrailPart } from '@brainboost/domain/cognitive/board-tasks';
import { taskCatalogue } from '@brainboost/domain/cognitive/task-catalogue';
import { Button } from '../../../components/ui/button';
import { RoundProgress } from '../components/round-progress';
import type { BoardRoundProps } from '../engine/board-task-runner';
import { useOrderedTargets } from '../engine/use-ordered-targets';
import { scatterTargets } from './board-layout';

const practiceTargets = 8;
const partOf = (stage: number): TrailPart => (stage === 1 ? 'A' : 'B');

/** Trail making: join the circles in order, part A (1, 2, 3…) then part B (1, A, 2, B…). */
export function TrailMakingRound({ practice, onFinish, onTimeout }: BoardRoundProps) {
  const { t } = useTranslation('cognitiveTasks');
  const n = practice ? practiceTargets : trailTargets;
  const board = useOrderedTargets({
    practice,
    responseLimitMs: taskCatalogue['trail-making'].responseLimitMs,
    stages: 2,
    targets: n,
    expected: (stage, k) => trailLabel(partOf(stage), k),
    trialKey: (stage, k) => `${partOf(stage)}:${k}`,
    // A circle already joined is part of the trail, not a wrong target (a double tap lands here).
    ignore: (stage, label, found) => trailLabels(partOf(stage), n).indexOf(label) < found,
    onFinish,
    onTimeout,
  });
  const { playing, found, flash, message, activation } = board;
  const part = partOf(board.stage);
  const labels = useMemo(() => trailLabels(part, n), [part, n]);
  const spots = useMemo(() => {
    const placed = scatterTargets(n).map((spot, i) => ({ ...spot, label: labels[i]! }));
    // Reading order (top to bottom, left to right) for the keyboard, so the order gives nothing away.
    return [...placed].sort((a, b) => Math.round(a.y / 10) - Math.round(b.y / 10) || a.x - b.x);
  }, [labels, n]);
  const at = new Map(spots.map((s) => [s.label, s]));

  if (!playing) {
    return (
      <div className="flex flex-col gap-3" data-testid="trail-part-b-intro">
        <h2 className="text-xl font-semibold">{t('trailMaking.partB')}</h2>
        <p>{t('trailMaking.partBIntro')}</p>
        <div>
          <Button onClick={board.nextStage}>{t('trailMaking.startPartB')}</Button>
        </div>
      </div>
    );
  }

  const joined = labels.slice(0, found).map((label) => at.get(label)!);
  return (
    <div className="flex flex-col gap-3">
      <RoundProgress done={found} total={n} practice={practice} message={message} />
      <h2 className="text-lg font-semibold">{t(part === 'A' ? 'trailMaking.partA' : 'trailMaking.partB')}</h2>
      <div
        className="relative mx-auto aspect-square w-full max-w-xl rounded-2xl border border-[var(--border)] bg-[var(--card)]"
        role="group"
        aria-label={t('trailMaking.board')}
        data-testid="trail-board"
      >
        <svg className="pointer-events-none absolute inset-0 size-full" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
          {joined.slice(1).map((to, i) => (
            <line key={to.label} x1={joined[i]!.x} y1={joined[i]!.y} x2={to.x} y2={to.y} className="stroke-brand-600" strokeWidth={0.6} />
          ))}
        </svg>
        {spots.map((spot) => {
          const done = labels.indexOf(spot.label) < found;
          return (
            <button
              key={spot.label}
              type="button"
              data-label={spot.label}
              data-done={done}
              data-flash={flash === spot.label}
              aria-label={t(done ? 'trailMaking.targetDone' : 'trailMaking.target', { label: spot.label })}
              {...activation((timeStamp) => board.press(spot.label, timeStamp))}
              className="absolute flex size-[9%] min-h-7 min-w-7 -translate-x-1/2 -translate-y-1/2 touch-manipulation items-center justify-center rounded-full border-2 border-slate-700 bg-white text-sm font-bold text-slate-900 select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[done=true]:border-brand-700 data-[done=true]:bg-brand-700 data-[done=true]:text-white data-[flash=true]:border-red-700 data-[flash=true]:bg-red-600 data-[flash=true]:text-white dark:border-slate-300"
              style={{ left: `${spot.x}%`, top: `${spot.y}%` }}
            >
              {spot.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
