import type { useAttemptSaver } from '../engine/use-attempt-saver';
import { AttemptOutcome } from './attempt-outcome';

/** A levelled task's outcome: playing again moves to the level the server suggests, clears the save and starts over. */
export function LevelledRoundOutcome({
  saver,
  setLevel,
  restart,
}: {
  saver: ReturnType<typeof useAttemptSaver>;
  setLevel: (level: number) => void;
  restart: () => void;
}) {
  return (
    <AttemptOutcome
      state={saver.state}
      onRetry={() => void saver.retry()}
      onPlayAgain={(next) => {
        if (next !== null) setLevel(next);
        saver.reset();
        restart();
      }}
    />
  );
}
