import { minimumReactionMs, taskCatalogue } from '@brainboost/domain/cognitive/task-catalogue';
import type { AttemptTrial } from '@brainboost/domain/cognitive/attempt-trial';
import { paintOnNextFrame, wait } from './frame-timing';
import type { StimulusStage, TimedTask } from './timed-task';

/** Where responses come in: the runner feeds key and touch input here with the event's time stamp. */
export type ResponseChannel = { listener: ((value: string, timeStamp: number) => void) | null };

export type RoundCallbacks = {
  onProgress(done: number, total: number): void;
  /** Practice feedback or a "too early" warning; null clears it. */
  onMessage(message: 'correct' | 'wrong' | 'tooEarly' | 'tooSlow' | null): void;
};

const fixation = (root: HTMLElement) => {
  const cross = document.createElement('span');
  cross.className = 'text-5xl font-light text-slate-300';
  cross.setAttribute('aria-hidden', 'true');
  cross.textContent = '+';
  root.replaceChildren(cross);
};

const round1 = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Runs one round of a timed task and returns its trials. Each stimulus is painted on a frame
 * (onset = performance.now() in that frame's callback); a response's time is its event time stamp
 * minus the onset. Responses under 100 ms anticipated the stimulus: ignored, or for tasks that catch
 * anticipations the trial restarts with a warning, as the literature does.
 */
export async function runTimedRound(
  task: TimedTask,
  level: number | null,
  practice: boolean,
  stage: StimulusStage,
  channel: ResponseChannel,
  signal: AbortSignal,
  callbacks: RoundCallbacks,
): Promise<AttemptTrial[] | null> {
  const limit = taskCatalogue[task.id].responseLimitMs;
  const stimuli = task.makeTrials(level, practice);
  const trials: AttemptTrial[] = [];
  const roundStart = performance.now();
  callbacks.onProgress(0, stimuli.length);

  for (let i = 0; i < stimuli.length; i++) {
    const stimulus = stimuli[i]!;
    let recorded: AttemptTrial | null = null;
    while (!recorded) {
      if (signal.aborted) return null;
      if (task.fixation) fixation(stage.root);
      else stage.root.replaceChildren();
      let early = false;
      channel.listener = () => {
        early = true;
      };
      if (!(await wait(task.foreperiodMs(), signal))) return null;
      if (early && task.catchAnticipations) {
        channel.listener = null;
        callbacks.onMessage('tooEarly');
        if (!(await wait(1200, signal))) return null;
        callbacks.onMessage(null);
        continue;
      }
      let response: { value: string; rt: number } | null = null;
      let anticipated = false;
      let resolveResponse: () => void = () => {};
      const responded = new Promise<void>((resolve) => (resolveResponse = resolve));
      let onset = Infinity;
      channel.listener = (value, timeStamp) => {
        const rt = timeStamp - onset;
        if (response || rt > limit) return;
        if (rt < minimumReactionMs) {
          anticipated = true;
          if (task.catchAnticipations) resolveResponse();
          return;
        }
        response = { value, rt };
        if (task.endsOnResponse) resolveResponse();
      };
      onset = await paintOnNextFrame(() => task.paint(stage, stimulus));
      if (task.displayMs !== null) {
        const hideAfter = task.displayMs;
        void wait(hideAfter, signal).then(() => {
          if (trials.length === i && !recorded) stage.root.replaceChildren();
        });
      }
      const limitReached = wait(limit, signal);
      await Promise.race([responded, limitReached]);
      channel.listener = null;
      if (signal.aborted) return null;
      if (anticipated && task.catchAnticipations) {
        stage.root.replaceChildren();
        callbacks.onMessage('tooEarly');
        if (!(await wait(1200, signal))) return null;
        callbacks.onMessage(null);
        continue;
      }
      const given = response as { value: string; rt: number } | null;
      recorded = { stimulus, response: given?.value ?? null, rtMs: given ? round1(given.rt) : null, onsetMs: round1(onset - roundStart) };
    }
    trials.push(recorded);
    stage.root.replaceChildren();
    callbacks.onProgress(i + 1, stimuli.length);
    if (practice) {
      const expected = task.expected(stimulus, stimuli.slice(0, i), level);
      callbacks.onMessage(
        recorded.response === expected ? 'correct' : expected !== null && recorded.response === null ? 'tooSlow' : 'wrong',
      );
      if (!(await wait(700, signal))) return null;
      callbacks.onMessage(null);
    } else if (!(await wait(250, signal))) return null;
  }
  return trials;
}
