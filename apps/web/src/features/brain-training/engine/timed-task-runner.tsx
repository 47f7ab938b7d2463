import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PracticeDone } from './practice-done';
import { LevelledRoundOutcome } from '../components/levelled-round-outcome';
import { RoundProgress } from '../components/round-progress';
import { TaskInstructions } from '../components/task-instructions';
import { runTimedRound, type ResponseChannel } from './run-timed-round';
import type { TimedTask } from './timed-task';
import { useAttemptSaver } from './use-attempt-saver';

type Phase = 'instructions' | 'practice' | 'ready' | 'real' | 'done';

/** Instructions → practice round with feedback → real round → the server's score. Keyboard and touch. */
export function TimedTaskRunner({ task, initialLevel }: { task: TimedTask; initialLevel: number | null }) {
  const { t } = useTranslation('cognitiveTasks');
  const { t: tb } = useTranslation('brainTraining');
  const [phase, setPhase] = useState<Phase>('instructions');
  const [level, setLevel] = useState(initialLevel);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [message, setMessage] = useState<string | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const channel = useRef<ResponseChannel>({ listener: null });
  const saver = useAttemptSaver(task.id);

  // Key presses: the event's own time stamp, so handler delays do not count.
  useEffect(() => {
    if (phase !== 'practice' && phase !== 'real') return;
    const onKey = (event: KeyboardEvent) => {
      const option = task.responses.find((r) => r.keys.includes(event.code));
      if (!option || event.repeat) return;
      event.preventDefault();
      channel.current.listener?.(option.value, event.timeStamp);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [phase, task]);

  useEffect(() => {
    if (phase !== 'practice' && phase !== 'real') return;
    const controller = new AbortController();
    const practice = phase === 'practice';
    const startedAt = new Date();
    const tr = (key: string) => t(key);
    void runTimedRound(task, level, practice, { root: stageRef.current!, t: tr }, channel.current, controller.signal, {
      onProgress: (done, total) => setProgress({ done, total }),
      onMessage: setMessage,
    }).then((trials) => {
      if (!trials) return;
      if (practice) setPhase('ready');
      else {
        setPhase('done');
        void saver.save(level, startedAt, trials);
      }
    });
    return () => controller.abort();
    // The round runs once per phase; its inputs are fixed for that run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  const keys = task.responses.map((r) => ({ hint: r.keyHint, label: t(r.labelKey) }));
  const running = phase === 'practice' || phase === 'real';

  return (
    <div className="flex flex-col gap-4">
      {phase === 'instructions' && <TaskInstructions taskId={task.id} level={level} keys={keys} onStart={() => setPhase('practice')} />}
      {phase === 'ready' && <PracticeDone onStart={() => setPhase('real')} onPracticeAgain={() => setPhase('practice')} />}
      {running && <RoundProgress done={progress.done} total={progress.total} practice={phase === 'practice'} message={message} />}
      <div
        ref={stageRef}
        data-testid="stimulus-stage"
        aria-label={tb('runner.stageLabel')}
        role="region"
        className={running ? 'flex min-h-64 items-center justify-center rounded-2xl bg-slate-900 p-6 select-none' : 'hidden'}
      />
      {running && (
        <div className="grid gap-2" style={{ gridTemplateColumns: `repeat(${task.responses.length}, minmax(0, 1fr))` }}>
          {task.responses.map((r) => (
            <Button
              key={r.value}
              size="lg"
              variant="secondary"
              className="touch-manipulation"
              onPointerDown={(event) => {
                event.preventDefault();
                channel.current.listener?.(r.value, event.timeStamp);
              }}
            >
              {t(r.labelKey)} <kbd className="font-mono text-xs text-[var(--fg-muted)]">{r.keyHint}</kbd>
            </Button>
          ))}
        </div>
      )}
      {phase === 'done' && <LevelledRoundOutcome saver={saver} setLevel={setLevel} restart={() => setPhase('instructions')} />}
    </div>
  );
}
