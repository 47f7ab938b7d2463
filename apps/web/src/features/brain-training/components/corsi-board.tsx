import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The nine blocks at fixed, irregular places (after Corsi's board), as % of the board. */
export const corsiBlocks = [
  [12, 62],
  [28, 18],
  [40, 72],
  [52, 40],
  [70, 12],
  [66, 66],
  [84, 44],
  [20, 40],
  [86, 80],
] as const;

/** The board; blocks light up by the runner (data-lit) and are tapped (or keys 1–9) to answer. */
export const CorsiBoard = forwardRef<HTMLDivElement, { answering: boolean; onTap: (index: number, timeStamp: number) => void }>(
  function CorsiBoard({ answering, onTap }, ref) {
    const { t } = useTranslation('cognitiveTasks');
    return (
      <div ref={ref} className="relative mx-auto aspect-square w-full max-w-md rounded-2xl bg-slate-900" data-testid="corsi-board">
        {corsiBlocks.map(([x, y], i) => (
          <button
            key={i}
            type="button"
            data-block={i}
            disabled={!answering}
            aria-label={t('corsi.block', { n: i + 1 })}
            onPointerDown={(event) => {
              event.preventDefault();
              onTap(i, event.timeStamp);
            }}
            className="absolute size-[14%] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-indigo-300 data-[lit=true]:bg-yellow-300 disabled:cursor-default"
            style={{ left: `${x}%`, top: `${y}%` }}
          />
        ))}
      </div>
    );
  },
);
