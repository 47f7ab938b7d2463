import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptTrial } from '@brainboost/domain/cognitive/attempt-trial';
import { recallCorrect } from '@brainboost/domain/cognitive/memory-span';
import { taskCatalogue, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import { PracticeDone } from './practice-done';
import { LevelledRoundOutcome } from '../components/levelled-round-outcome';
import { CorsiBoard } from '../components/corsi-board';
import { RoundProgress } from '../components/round-progress';
import { TaskInstructions } from '../components/task-instructions';
import { DigitAnswer } from '../components/digit-answer';
import { paintOnNextFrame, wait } from './frame-timing';
import { advanceSpan, makeSequence, startSpan } from './span-procedure';
import { useAttemptSaver } from './use-attempt-saver';

type SpanTaskId = Extract<TaskId, 'digit-span-forward' | 'digit-span-backward' | 'corsi'>;
type Phase = 'instructions' | 'practice' | 'ready' | 'real' | 'done';
type Stage = { kind: 'showing' } | { kind: 'answering'; shownAt: number } | { kind: 'between' };

const maxTrials = 24;
const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** Digit span (forward, backward) and Corsi blocks: watch a sequence, then reproduce it. */
export function SpanTaskRunner({ taskId, initialLevel }: { taskId: SpanTaskId; initialLevel: number }) {
  const { t } = useTranslation('cognitiveTasks');
  const { t: tb } = useTranslation('brainTraining');
  const corsi = taskId === 'corsi';
  const backward = taskId === 'digit-span-backward';
  const maxLength = corsi ? 9 : 12;
  const limit = taskCatalogue[taskId].responseLimitMs;
  const [phase, setPhase] = useState<Phase>('instructions');
  const [level, setLevel] = useState(initialLevel);
  const [stage, setStage] = useState<Stage>({ kind: 'between' });
  const [entered, setEntered] = useState('');
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [message, setMessage] = useState<string | null>(null);
  const digitRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const lengthRef = useRef(0);
  const enteredRef = useRef('');
  const answer = useRef<((response: string | null, timeStamp: number) => void) | null>(null);
  const saver = useAttemptSaver(taskId);

  useEffect(() => {
    if (phase !== 'practice' && phase !== 'real') return;
    const controller = new AbortController();
    const { signal } = controller;
    const practice = phase === 'practice';
    const startedAt = new Date();
    const roundStart = performance.now();

    const show = async (sequence: string) => {
      setStage({ kind: 'showing' });
      for (const item of sequence) {
        if (corsi) {
          const block = boardRef.current?.querySelector<HTMLElement>(`[data-block="${item}"]`);
          await paintOnNextFrame(() => block?.setAttribute('data-lit', 'true'));
          if (!(await wait(700, signal))) return false;
          await paintOnNextFrame(() => block?.removeAttribute('data-lit'));
          if (!(await wait(300, signal))) return false;
        } else {
          await paintOnNextFrame(() => digitRef.current && (digitRef.current.textContent = item));
          if (!(await wait(800, signal))) return false;
          await paintOnNextFrame(() => digitRef.current && (digitRef.current.textContent = ''));
          if (!(await wait(200, signal))) return false;
        }
      }
      return true;
    };

    const collect = async (): Promise<{ response: string | null; rtMs: number | null }> => {
      setEntered('');
      enteredRef.current = '';
      const shownAt = await paintOnNextFrame(() => {});
      setStage({ kind: 'answering', shownAt });
      return new Promise((resolve) => {
        const timer = setTimeout(() => finish(null, shownAt + limit), limit);
        function finish(response: string | null, timeStamp: number) {
          clearTimeout(timer);
          answer.current = null;
          setStage({ kind: 'between' });
          const rt = Math.min(limit, Math.max(100, timeStamp - shownAt));
          resolve(response ? { response, rtMs: round1(rt) } : { response: null, rtMs: null });
        }
        answer.current = finish;
        signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
      });
    };

    void (async () => {
      const trials: AttemptTrial[] = [];
      let state = startSpan(practice ? 2 : level);
      const total = practice ? 1 : maxTrials;
      setProgress({ done: 0, total: practice ? 1 : 0 });
      while (!signal.aborted) {
        const sequence = makeSequence(corsi ? '012345678' : '0123456789', state.length, corsi);
        if (!(await wait(600, signal))) return;
        lengthRef.current = sequence.length;
        const onsetMs = round1(performance.now() - roundStart);
        if (!(await show(sequence))) return;
        const { response, rtMs } = await collect();
        if (signal.aborted) return;
        const correct = recallCorrect([...sequence], [...(response ?? '')], backward);
        trials.push({ stimulus: sequence, response, rtMs, onsetMs });
        setProgress({ done: trials.length, total: practice ? 1 : trials.length });
        setMessage(correct ? 'correct' : 'wrong');
        if (!(await wait(800, signal))) return;
        setMessage(null);
        if (practice && trials.length >= total) return setPhase('ready');
        state = advanceSpan(state, correct, maxLength, trials.length, maxTrials);
        if (state.done) {
          setPhase('done');
          return void saver.save(level, startedAt, trials);
        }
      }
    })();
    return () => controller.abort();
    // The round runs once per phase; its inputs are fixed for that run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  const running = phase === 'practice' || phase === 'real';
  const answering = stage.kind === 'answering';
  const tapBlock = (index: number, timeStamp: number) => {
    if (!answer.current) return;
    enteredRef.current += String(index);
    setEntered(enteredRef.current);
    if (enteredRef.current.length === lengthRef.current) answer.current(enteredRef.current, timeStamp);
  };

  // Corsi by keyboard: keys 1–9 tap blocks 1–9.
  useEffect(() => {
    if (!corsi || !answering) return;
    const onKey = (event: KeyboardEvent) => {
      const digit = /^Digit([1-9])$/.exec(event.code) ?? /^Numpad([1-9])$/.exec(event.code);
      if (!digit) return;
      event.preventDefault();
      tapBlock(Number(digit[1]) - 1, event.timeStamp);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <div className="flex flex-col gap-4">
      {phase === 'instructions' && <TaskInstructions taskId={taskId} level={level} keys={[]} onStart={() => setPhase('practice')} />}
      {phase === 'ready' && <PracticeDone onStart={() => setPhase('real')} onPracticeAgain={() => setPhase('practice')} />}
      {running && <RoundProgress done={progress.done} total={progress.total} practice={phase === 'practice'} message={message} />}
      {running && (
        <p className="text-sm" role="status">
          {answering
            ? t(backward ? 'digitSpanBackward.yourTurn' : corsi ? 'corsi.yourTurn' : 'digitSpanForward.yourTurn')
            : stage.kind === 'showing'
              ? tb('runner.watch')
              : ''}
        </p>
      )}
      {running && corsi && (
        <>
          <CorsiBoard ref={boardRef} answering={answering} onTap={tapBlock} />
          {answering && <p className="text-center text-sm">{t('corsi.tapped', { count: entered.length, total: lengthRef.current })}</p>}
        </>
      )}
      {running && !corsi && (
        <>
          <div
            className="flex min-h-40 items-center justify-center rounded-2xl bg-slate-900 text-7xl font-bold text-white"
            ref={digitRef}
            data-testid="stimulus-stage"
            aria-hidden={answering}
          />
          {answering && (
            <DigitAnswer value={entered} onChange={setEntered} onSubmit={(timeStamp) => answer.current?.(entered || null, timeStamp)} />
          )}
        </>
      )}
      {phase === 'done' && <LevelledRoundOutcome saver={saver} setLevel={setLevel} restart={() => setPhase('instructions')} />}
    </div>
  );
}
