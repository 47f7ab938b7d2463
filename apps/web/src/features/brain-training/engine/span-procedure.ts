/**
 * The span procedure (as in WAIS digit span and Kessels' Corsi): two sequences per length, starting
 * at the level; at least one right moves up a length; both wrong at a length ends the run.
 */
export type SpanProgress = { length: number; atLength: number; correctAtLength: number; done: boolean };

export const startSpan = (length: number): SpanProgress => ({ length, atLength: 0, correctAtLength: 0, done: false });

export function advanceSpan(
  state: SpanProgress,
  correct: boolean,
  maxLength: number,
  trialsSoFar: number,
  maxTrials: number,
): SpanProgress {
  const atLength = state.atLength + 1;
  const correctAtLength = state.correctAtLength + (correct ? 1 : 0);
  if (atLength < 2) return { ...state, atLength, correctAtLength, done: trialsSoFar >= maxTrials };
  if (correctAtLength === 0 || state.length >= maxLength || trialsSoFar >= maxTrials)
    return { ...state, atLength, correctAtLength, done: true };
  return startSpan(state.length + 1);
}

/** A random sequence of `length` items from `alphabet`, no item twice in a row (for Corsi: no item twice). */
export function makeSequence(alphabet: string, length: number, distinct: boolean): string {
  const out: string[] = [];
  while (out.length < length) {
    const item = alphabet[Math.floor(Math.random() * alphabet.length)]!;
    if (item === out[out.length - 1] || (distinct && out.includes(item))) continue;
    out.push(item);
  }
  return out.join('');
}
