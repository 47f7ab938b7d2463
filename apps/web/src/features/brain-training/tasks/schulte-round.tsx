import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { schulteTables } from '@brainboost/domain/cognitive/board-tasks';
import { taskCatalogue } from '@brainboost/domain/cognitive/task-catalogue';
import { Button } from '../../../components/ui/button';
import { RoundProgress } from '../components/round-progress';
import type { BoardRoundProps } from '../engine/board-task-runner';
import { moveFocusInGrid } from '../engine/grid-arrow-keys';
import { useOrderedTargets } from '../engine/use-ordered-targets';
import { shuffle } from './shuffle';

/** Schulte table: find the numbers 1…side² in order on a shuffled grid; three tables in a real round. */
export function SchulteRound({ practice, level, onFinish, onTimeout }: BoardRoundProps) {
  const { t } = useTranslation('cognitiveTasks');
  const side = practice ? 3 : (level ?? 5);
  const cells = side * side;
  const tables = practice ? 1 : schulteTables;
  const board = useOrderedTargets({
    practice,
    responseLimitMs: taskCatalogue['schulte-table'].responseLimitMs,
    stages: tables,
    targets: cells,
    expected: (_table, k) => String(k),
    trialKey: (table, k) => `${table}:${k}`,
    onFinish,
    onTimeout,
  });
  const { stage: table, playing, found, flash, message, activation } = board;
  const numbers = useMemo(() => shuffle(Array.from({ length: cells }, (_, i) => i + 1)), [cells, table]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!playing) {
    return (
      <div className="flex flex-col gap-3" data-testid="schulte-between">
        <p role="status">{t('schulteTable.tableDone', { table, tables })}</p>
        <div>
          <Button onClick={board.nextStage}>{t('schulteTable.nextTable')}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <RoundProgress done={found} total={cells} practice={practice} message={message} />
      <div className="flex items-baseline justify-between">
        <h2 className="text-lg font-semibold">{t('schulteTable.table', { table, tables })}</h2>
        <p className="text-lg" data-testid="schulte-find">
          {t('schulteTable.find', { n: Math.min(found + 1, cells) })}
        </p>
      </div>
      <div
        role="group"
        aria-label={t('schulteTable.grid')}
        data-testid="schulte-grid"
        className="mx-auto grid aspect-square w-full max-w-lg gap-1.5"
        style={{ gridTemplateColumns: `repeat(${side}, minmax(0, 1fr))` }}
        onKeyDown={(event) => moveFocusInGrid(event, side)}
      >
        {numbers.map((number) => (
          <button
            key={number}
            type="button"
            data-number={number}
            data-flash={flash === String(number)}
            {...activation((timeStamp) => board.press(String(number), timeStamp))}
            className="flex touch-manipulation items-center justify-center rounded-lg border border-[var(--border)] bg-[var(--card)] text-2xl font-bold select-none hover:bg-[var(--bg-subtle)] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[flash=true]:border-red-700 data-[flash=true]:bg-red-600 data-[flash=true]:text-white sm:text-3xl"
          >
            {number}
          </button>
        ))}
      </div>
    </div>
  );
}
