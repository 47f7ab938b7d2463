export type SpanTrial = { length: number; correct: boolean };

/**
 * Span of a Corsi or digit-span run: the longest sequence length recalled correctly at least once
 * (0 if none). `totalCorrect` is the number of correct sequences, a finer-grained score often
 * reported beside it (Kessels et al. 2000 for Corsi).
 */
export function memorySpan(trials: readonly SpanTrial[]) {
  const correct = trials.filter((t) => t.correct);
  return { span: correct.reduce((best, t) => Math.max(best, t.length), 0), totalCorrect: correct.length };
}

/** Recall of a backward span is correct when it is the presented sequence reversed. */
export function recallCorrect(presented: readonly string[], recalled: readonly string[], backward: boolean): boolean {
  const expected = backward ? [...presented].reverse() : presented;
  return expected.length === recalled.length && expected.every((item, i) => item === recalled[i]);
}
