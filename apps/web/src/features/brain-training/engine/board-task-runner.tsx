import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptTrial } from '@brainboost/domain/cognitive/attempt-trial';
import type { TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import { FormAlert } from '../../../components/forms/form-alert';
import { LevelledRoundOutcome } from '../components/levelled-round-outcome';
import { TaskInstructions } from '../components/task-instructions';
import { PracticeDone } from './practice-done';
import { useAttemptSaver } from './use-attempt-saver';

type Phase = 'instructions' | 'practice' | 'ready' | 'real' | 'done';

/** What a board task's round gets: practice or real, the level, and where its clicks go when it ends. */
export type BoardRoundProps = {
  practice: boolean;
  level: number | null;
  onFinish: (trials: AttemptTrial[]) => void;
  onTimeout: () => void;
};

/** Board tasks (trail making, Schulte table, memory pairs): instructions → practice → real round → the server's score. */
export function BoardTaskRunner({
  taskId,
  round: Round,
  initialLevel,
}: {
  taskId: TaskId;
  round: ComponentType<BoardRoundProps>;
  initialLevel: number | null;
}) {
  const { t } = useTranslation('brainTraining');
  const [phase, setPhase] = useState<Phase>('instructions');
  const [level, setLevel] = useState(initialLevel);
  const [timedOut, setTimedOut] = useState(false);
  const [startedAt, setStartedAt] = useState(() => new Date());
  const saver = useAttemptSaver(taskId);
  const start = (next: Phase) => {
    setTimedOut(false);
    setStartedAt(new Date());
    setPhase(next);
  };

  return (
    <div className="flex flex-col gap-4">
      {timedOut && <FormAlert message={t('runner.timedOut')} />}
      {phase === 'instructions' && <TaskInstructions taskId={taskId} level={level} keys={[]} onStart={() => start('practice')} />}
      {phase === 'ready' && <PracticeDone onStart={() => start('real')} onPracticeAgain={() => start('practice')} />}
      {(phase === 'practice' || phase === 'real') && (
        <Round
          key={`${phase}-${startedAt.getTime()}`}
          practice={phase === 'practice'}
          level={level}
          onTimeout={() => {
            setTimedOut(true);
            setPhase('instructions');
          }}
          onFinish={(trials) => {
            if (phase === 'practice') return setPhase('ready');
            setPhase('done');
            void saver.save(level, startedAt, trials);
          }}
        />
      )}
      {phase === 'done' && <LevelledRoundOutcome saver={saver} setLevel={setLevel} restart={() => setPhase('instructions')} />}
    </div>
  );
}
