import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pairSymbols } from '@brainboost/domain/cognitive/board-tasks';
import { taskCatalogue } from '@brainboost/domain/cognitive/task-catalogue';
import type { BoardRoundProps } from '../engine/board-task-runner';
import { paintOnNextFrame, wait } from '../engine/frame-timing';
import { moveFocusInGrid } from '../engine/grid-arrow-keys';
import { useActivation } from '../engine/use-activation';
import { useClickTrials } from '../engine/use-click-trials';
import { MemoryCardFace } from './memory-card-face';
import { shuffle } from './shuffle';

const practicePairs = 3;
/** How long two cards that do not match stay face up. */
const missShownMs = 900;

/** Columns that fill the rows evenly and keep the grid near square (6 cards: 3 × 2, 10: 5 × 2, 24: 6 × 4). */
function columnsFor(cards: number) {
  return [4, 5, 3, 6].find((c) => cards % c === 0 && cards / c <= c + 1) ?? (cards <= 16 ? 4 : 6);
}

/** Memory pairs: turn two cards at a time; pairs stay face up; find them all in as few moves as you can. */
export function MemoryPairsRound({ practice, level, onFinish, onTimeout }: BoardRoundProps) {
  const { t } = useTranslation('cognitiveTasks');
  const pairs = practice ? practicePairs : (level ?? 4);
  const columns = columnsFor(pairs * 2);
  const deck = useMemo(() => {
    const symbols = shuffle(pairSymbols.map((_, i) => i)).slice(0, pairs);
    return shuffle([...symbols, ...symbols]);
  }, [pairs]);
  const [open, setOpen] = useState<number[]>([]);
  const [matched, setMatched] = useState<ReadonlySet<number>>(new Set());
  const [moves, setMoves] = useState(0);
  const [announce, setAnnounce] = useState('');
  const clicks = useClickTrials(taskCatalogue['memory-pairs'].responseLimitMs, onTimeout);
  const activation = useActivation();
  const unmounted = useRef(new AbortController());
  const name = (position: number) => t(`memoryPairs.symbols.${pairSymbols[deck[position]!]}`);

  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    void paintOnNextFrame(() => {}).then((at) => !controller.signal.aborted && clicks.begin(at));
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const flip = (position: number, timeStamp: number) => {
    if (matched.has(position) || open.includes(position) || open.length === 2) return;
    if (!clicks.record(`${position}:${deck[position]}`, 'flip', timeStamp)) return;
    const now = [...open, position];
    setOpen(now);
    setAnnounce(t('memoryPairs.cardUp', { n: position + 1, symbol: name(position) }));
    if (now.length < 2) return;
    setMoves((m) => m + 1);
    const [a, b] = now as [number, number];
    if (deck[a] === deck[b]) {
      const all = new Set(matched).add(a).add(b);
      setMatched(all);
      setOpen([]);
      setAnnounce(t('memoryPairs.pairFound', { symbol: name(a) }));
      if (all.size === deck.length) {
        clicks.pause();
        onFinish(clicks.trials());
      }
      return;
    }
    // No pair: both stay visible a moment, then turn back; clicks wait until they have.
    clicks.pause();
    const { signal } = unmounted.current;
    void wait(missShownMs, signal).then(async (waited) => {
      if (!waited) return;
      setOpen([]);
      const at = await paintOnNextFrame(() => {});
      if (!signal.aborted) clicks.begin(at);
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between text-sm">
        <span>
          {t(practice ? 'memoryPairs.practiceProgress' : 'memoryPairs.progress', { found: matched.size / 2, total: pairs, count: moves })}
        </span>
        <span className="sr-only" role="status" aria-live="polite">
          {announce}
        </span>
      </div>
      <div
        role="group"
        aria-label={t('memoryPairs.board')}
        data-testid="memory-board"
        className="mx-auto grid w-full max-w-lg gap-2"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        onKeyDown={(event) => moveFocusInGrid(event, columns)}
      >
        {deck.map((symbol, position) => {
          const state = matched.has(position) ? 'matched' : open.includes(position) ? 'up' : 'down';
          return (
            <button
              key={position}
              type="button"
              data-position={position}
              data-state={state}
              data-symbol={state === 'down' ? undefined : pairSymbols[symbol]}
              aria-label={
                state === 'down'
                  ? t('memoryPairs.cardDown', { n: position + 1 })
                  : t(state === 'matched' ? 'memoryPairs.cardMatched' : 'memoryPairs.cardUp', { n: position + 1, symbol: name(position) })
              }
              {...activation((timeStamp) => flip(position, timeStamp))}
              className="flex aspect-square touch-manipulation items-center justify-center rounded-xl border-2 select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=down]:border-brand-800 data-[state=down]:bg-brand-600 data-[state=matched]:border-emerald-600 data-[state=matched]:bg-emerald-50 data-[state=up]:border-slate-400 data-[state=up]:bg-white"
            >
              {state !== 'down' && <MemoryCardFace symbol={pairSymbols[symbol]!} />}
            </button>
          );
        })}
      </div>
    </div>
  );
}
