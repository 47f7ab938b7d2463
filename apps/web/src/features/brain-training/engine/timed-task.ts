import type { TaskId } from '@brainboost/domain/cognitive/task-catalogue';

/** A response a timed task accepts: its value on the wire, the keys that give it, its button label key. */
export type ResponseOption = { value: string; keys: string[]; labelKey: string; keyHint: string };

/** The frame a stimulus is drawn into; tasks paint it imperatively so the paint is frame-aligned. */
export type StimulusStage = { root: HTMLElement; t: (key: string) => string };

/** A timed task: one stimulus, one (or no) response, per trial. */
export type TimedTask = {
  id: TaskId;
  responses: ResponseOption[];
  /** Stimuli of a round (format per task-stimuli.ts in the domain). */
  makeTrials(level: number | null, practice: boolean): string[];
  paint(stage: StimulusStage, stimulus: string): void;
  /** The correct response to a stimulus (null: withhold), for practice feedback; `history` is the stimuli so far. */
  expected(stimulus: string, history: readonly string[], level: number | null): string | null;
  /** How long the stimulus stays on screen (ms); null: until response or the limit. */
  displayMs: number | null;
  /** A response ends the trial at once (else the trial runs to the limit, as in n-back). */
  endsOnResponse: boolean;
  /** Blank (or fixation) before each stimulus, ms. */
  foreperiodMs: () => number;
  /** Whether a fixation cross shows during the fore-period. */
  fixation: boolean;
  /** A press before the stimulus (or under 100 ms after it) restarts the trial with a warning. */
  catchAnticipations: boolean;
};
