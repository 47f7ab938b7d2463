import { useEffect, useRef, useState } from 'react';
import type { AttemptTrial } from '@brainboost/domain/cognitive/attempt-trial';
import { paintOnNextFrame } from './frame-timing';
import { useActivation } from './use-activation';
import { useClickTrials } from './use-click-trials';

type Options = {
  practice: boolean;
  /** The task's limit for one search; none in time calls onTimeout. */
  responseLimitMs: number;
  /** Boards in a round (Schulte's tables, trail making's parts A and B). */
  stages: number;
  /** Targets on each board. */
  targets: number;
  /** The label to be pressed k-th (1-based) on board `stage` (1-based). */
  expected: (stage: number, k: number) => string;
  /** The trial's stimulus name for the k-th search on board `stage` (the server replays these). */
  trialKey: (stage: number, k: number) => string;
  /** A press the board ignores without recording it (e.g. a circle already joined). */
  ignore?: (stage: number, label: string, found: number) => boolean;
  onFinish: (trials: AttemptTrial[]) => void;
  onTimeout: () => void;
};

/**
 * The state of a board task where targets are pressed in a fixed order (Schulte table, trail
 * making): which board, how many found, a wrong press flashed for 400 ms, clicks timed from the
 * board's first paint, a break between boards, and the finished round's trials.
 */
export function useOrderedTargets({
  practice,
  responseLimitMs,
  stages,
  targets,
  expected,
  trialKey,
  ignore,
  onFinish,
  onTimeout,
}: Options) {
  const [stage, setStage] = useState(1);
  const [playing, setPlaying] = useState(true);
  const [found, setFound] = useState(0);
  const [flash, setFlash] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const clicks = useClickTrials(responseLimitMs, onTimeout);
  const activation = useActivation();
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!playing) return;
    let live = true;
    void paintOnNextFrame(() => {}).then((at) => live && clicks.begin(at));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, stage]);
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const press = (label: string, timeStamp: number) => {
    const k = found + 1;
    if (ignore?.(stage, label, found)) return;
    if (!playing || !clicks.record(trialKey(stage, k), label, timeStamp)) return;
    if (label !== expected(stage, k)) {
      setFlash(label);
      if (practice) setMessage('wrong');
      clearTimeout(flashTimer.current);
      flashTimer.current = setTimeout(() => setFlash(null), 400);
      return;
    }
    setMessage(null);
    setFound(k);
    if (k < targets) return;
    clicks.pause();
    if (stage === stages) return onFinish(clicks.trials());
    setPlaying(false);
  };

  const nextStage = () => {
    setStage(stage + 1);
    setFound(0);
    setPlaying(true);
  };

  return { stage, playing, found, flash, message, activation, press, nextStage };
}
