import type { ExplanationLine, MathTopic } from '@brainboost/domain/schemas/tutor';

/** A worked solution, before hints are derived from it. */
export type Solution = {
  topic: MathTopic;
  problemLatex: string;
  steps: ExplanationLine[];
  answer: { latex: string; value: string };
  /** The cross-check by a second CAS agreed. */
  verified: boolean;
};

export const line = (key: string, values: Record<string, string> = {}, latex?: string): ExplanationLine =>
  latex === undefined ? { key, values } : { key, values, latex };
