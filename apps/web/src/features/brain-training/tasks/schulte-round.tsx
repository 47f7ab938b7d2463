import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schulteTables } from '@brainboost/domain/cognitive/board-tasks';
import { taskCatalogue } from '@brainboost/domain/cognitive/task-catalogue';
import { Button } from '../../../components/ui/button';
import { RoundProgress } from '../components/round-progress';
import type { BoardRoundProps } from '../engine/board-task-runner';
import { paintOnNextFrame } from '../engine/frame-timing';
import { moveFocusInGrid } from '../engine/grid-arrow-keys';
import { useActivation } from '../engine/use-activation';
import { useClickTrials } from '../engine/use-click-trials';
import { shuffle } from './shuffle';

/** Schulte table: find the numbers 1…side² in order on a shuffled grid; three tables in a real round. */
export function SchulteRound({ practice, level, onFinish, onTimeout }: BoardRoundProps) {
  const { t } = useTranslation('cognitiveTasks');
  const side = practice ? 3 : (level ?? 5);
  const cells = side * side;
  const tables = practice ? 1 : schulteTables;
  const [table, setTable] = useState(1);
  const [playing, setPlaying] = useState(true);
  const [found, setFound] = useState(0);
  const [flash, setFlash] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const clicks = useClickTrials(taskCatalogue['schulte-table'].responseLimitMs, onTimeout);
  const activation = useActivation();
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const numbers = useMemo(() => shuffle(Array.from({ length: cells }, (_, i) => i + 1)), [cells, table]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!playing) return;
    let live = true;
    void paintOnNextFrame(() => {}).then((at) => live && clicks.begin(at));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, table]);
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const press = (number: number, timeStamp: number) => {
    const k = found + 1;
    if (!playing || !clicks.record(`${table}:${k}`, String(number), timeStamp)) return;
    if (number !== k) {
      setFlash(number);
      if (practice) setMessage('wrong');
      clearTimeout(flashTimer.current);
      flashTimer.current = setTimeout(() => setFlash(null), 400);
      return;
    }
    setMessage(null);
    setFound(k);
    if (k < cells) return;
    clicks.pause();
    if (table === tables) return onFinish(clicks.trials());
    setPlaying(false);
  };

  if (!playing) {
    return (
      <div className="flex flex-col gap-3" data-testid="schulte-between">
        <p role="status">{t('schulteTable.tableDone', { table, tables })}</p>
        <div>
          <Button
            onClick={() => {
              setTable(table + 1);
              setFound(0);
              setPlaying(true);
            }}
          >
            {t('schulteTable.nextTable')}
          </Button>
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
            data-flash={flash === number}
            {...activation((timeStamp) => press(number, timeStamp))}
            className="flex touch-manipulation items-center justify-center rounded-lg border border-[var(--border)] bg-[var(--card)] text-2xl font-bold select-none hover:bg-[var(--bg-subtle)] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[flash=true]:border-red-700 data-[flash=true]:bg-red-600 data-[flash=true]:text-white sm:text-3xl"
          >
            {number}
          </button>
        ))}
      </div>
    </div>
  );
}
