import { numeric, numericFunction, sameFunction } from '../cas.js';

export type AnswerKind = 'number' | 'solutions' | 'expression' | 'antiderivative';

const valueOf = (text: string) => Number(numeric.evaluate(text.replace(/\s+/g, '')));

/** "x=2;x=3" → { x: [2, 3] } with values evaluated (they may be "1+sqrt(2)"). */
function solutionSets(text: string): Map<string, number[]> {
  const sets = new Map<string, number[]>();
  for (const part of text.split(';').filter(Boolean)) {
    const [name, value] = part.split('=');
    if (!name || value === undefined) continue;
    sets.set(name.trim(), [...(sets.get(name.trim()) ?? []), valueOf(value)]);
  }
  return sets;
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * Whether the tutor's answer means the same as the expected one: numbers by value, solution sets
 * as sets, expressions as the same function, antiderivatives as the same function up to a constant.
 */
export function equivalentAnswers(kind: AnswerKind, actual: string, expected: string): boolean {
  try {
    if (kind === 'number') return close(valueOf(actual), valueOf(expected));
    if (kind === 'solutions') {
      const [a, e] = [solutionSets(actual), solutionSets(expected)];
      if (a.size !== e.size) return false;
      for (const [name, values] of e) {
        const got = [...new Set(a.get(name) ?? [])];
        const want = [...new Set(values)];
        if (got.length !== want.length || !want.every((w) => got.some((g) => close(g, w)))) return false;
      }
      return true;
    }
    const f = numericFunction(actual);
    const g = numericFunction(expected);
    if (kind === 'expression') return sameFunction(f, g);
    // Antiderivatives: F - G must be the same constant everywhere.
    const offset = f(0.5) - g(0.5);
    return sameFunction((x) => f(x) - offset, g);
  } catch {
    return false;
  }
}
