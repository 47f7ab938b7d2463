/** One trial of a real round as recorded in the browser. */
export type AttemptTrial = {
  /** What was shown (format per task, see task-stimuli.ts). */
  stimulus: string;
  /** The response given, or null for none within the response limit. */
  response: string | null;
  /** Response time from the frame the stimulus appeared on (ms); null when there was no response. */
  rtMs: number | null;
  /** When the stimulus appeared, ms since the real round started. */
  onsetMs: number;
};
