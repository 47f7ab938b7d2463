import { useEffect, useRef } from 'react';
import type { AttemptTrial } from '@brainboost/domain/cognitive/attempt-trial';
import { minimumReactionMs } from '@brainboost/domain/cognitive/task-catalogue';

const round1 = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Times the clicks of a board task. Each search starts when the board is painted (`begin`) or at the
 * click before; a click is one trial timed from there with its event's own time stamp. A click under
 * 100 ms after the search began cannot have been aimed and is ignored; no click within the task's
 * limit calls `onTimeout`.
 */
export function useClickTrials(limitMs: number, onTimeout: () => void) {
  const start = useRef(performance.now());
  const onset = useRef<number | null>(null);
  const trials = useRef<AttemptTrial[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const timeoutRef = useRef(onTimeout);
  timeoutRef.current = onTimeout;

  useEffect(() => () => clearTimeout(timer.current), []);

  const arm = (at: number) => {
    onset.current = at;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => timeoutRef.current(), limitMs);
  };

  return {
    /** The board is on screen: the next search starts at `at` (performance.now() time). */
    begin: arm,
    /** Clicks are not taken (cards turning back, a break between parts). */
    pause: () => {
      onset.current = null;
      clearTimeout(timer.current);
    },
    /** Records a click; false when it is not taken (paused, or too soon to be aimed). */
    record(stimulus: string, response: string, timeStamp: number): boolean {
      if (onset.current === null) return false;
      const rt = timeStamp - onset.current;
      if (rt < minimumReactionMs) return false;
      trials.current.push({ stimulus, response, rtMs: round1(Math.min(rt, limitMs)), onsetMs: round1(onset.current - start.current) });
      arm(timeStamp);
      return true;
    },
    trials: () => trials.current,
  };
}
